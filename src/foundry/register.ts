import { RULESETS } from "../rulesets";
import type { RulesetDefinition } from "../rulesets/definition";
import { SYSTEM_ID } from "./settings";

/**
 * Registers the models of every ruleset, not just the active one, so switching rulesets never
 * drops another ruleset's documents; sheets are registered for their own types only.
 */
export function registerRulesets(): void {
  for (const ruleset of Object.values(RULESETS)) {
    Object.assign(CONFIG.Actor.dataModels, ruleset.models.Actor);
    Object.assign(CONFIG.Item.dataModels, ruleset.models.Item);
    registerSheets(ruleset);
    ruleset.register();
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
export async function preloadTemplates(): Promise<void> {
  const paths = Object.values(RULESETS).flatMap((ruleset) => ruleset.templates);
  await foundry.applications.handlebars.loadTemplates(paths);
}
