/**
 * Wires the shipped rulesets into Foundry at init. Every ruleset's data models are registered, so
 * switching rulesets never drops another ruleset's documents; only the world's active ruleset
 * registers its sheets, statuses, settings, hooks and GM commands.
 */
import type { RulesetRules } from "../core/ruleset/contract";
import type { RulesetDefinition } from "../rulesets/definition";
import type { RulesetRegistry } from "./ruleset-registry";
import { activeRules, useRulesets } from "./active-ruleset";
import { inRulesetScope } from "./channel";
import { registerStatusEffects } from "./status-effects";
import { registerGridDefault } from "./scene/grid-default";
import { registerCardModels } from "./cards/card-models";
import { SYSTEM_ID } from "./system-id";
import { SHARED_TEMPLATES } from "./sheets/shared-templates";
import { useRulesetTracker } from "./combat/tracker-extension";

/** Registers what the world's ruleset brings; call after the core settings exist. Returns it. */
export function registerRulesets(registry: RulesetRegistry): RulesetDefinition {
  useRulesets(registry.rules());
  for (const ruleset of registry.all) {
    Object.assign(CONFIG.Actor.dataModels, ruleset.models.Actor);
    Object.assign(CONFIG.Item.dataModels, ruleset.models.Item);
    registerCardModels(ruleset.models.ChatMessage ?? {});
  }
  const active = registry.get(activeRules().id);
  if (!active) throw new Error("Fray: the active ruleset is not registered");
  registerRulesetSettings(active.rules);
  registerSheets(active);
  registerStatusEffects(active.rules.statuses);
  registerGridDefault(active.rules);
  inRulesetScope(active.rules.id, () => active.register());
  useRulesetTracker(active.tracker ?? null);
  return active;
}

/** The ruleset's own world settings, as its contract declares them. */
export function registerRulesetSettings(rules: RulesetRules): void {
  for (const setting of rules.settings) {
    game.settings?.register(SYSTEM_ID, setting.key as never, {
      name: setting.name,
      hint: setting.hint,
      scope: "world",
      config: true,
      type: String,
      choices: setting.choices,
      default: setting.default,
    } as never);
  }
}

function registerSheets(ruleset: RulesetDefinition): void {
  const { Actors, Items } = foundry.documents.collections;
  for (const sheet of ruleset.sheets) {
    const collection = sheet.documentName === "Actor" ? Actors : Items;
    collection.registerSheet(SYSTEM_ID, sheet.sheetClass as never, { types: sheet.types, makeDefault: true, label: sheet.label });
  }
}

/**
 * Sheet partials are loaded before the first sheet renders. The tracker's partial is listed in its
 * part's `templates` instead (see fray-combat-tracker.ts), so it never races this preload.
 */
export async function preloadTemplates(ruleset: RulesetDefinition): Promise<void> {
  await foundry.applications.handlebars.loadTemplates([...Object.values(SHARED_TEMPLATES), ...ruleset.templates]);
}
