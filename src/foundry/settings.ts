import { RULESET_IDS, type RulesetId } from "../core/rulesets";
import { TURN_STRUCTURE_IDS, type TurnStructureId } from "../core/turns/engine";
import { rulesetAvailable, shippedRules } from "./active-ruleset";
import { SYSTEM_ID } from "./system-id";

export { SYSTEM_ID };
export type TurnStructureChoice = TurnStructureId | "ruleset";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.ruleset": RulesetId | (string & {});
    "fray.turnStructure": TurnStructureChoice;
  }
}

/** Shipped rulesets can be picked; the rulebooks still to come are listed so GMs see them. */
function rulesetChoices(): Record<string, string> {
  const ids = [...new Set([...shippedRules().map((rules) => rules.id), ...RULESET_IDS])];
  return Object.fromEntries(ids.map((id) => [id, rulesetAvailable(id) ? `FRAY.Ruleset.${id}` : `FRAY.Ruleset.coming.${id}`]));
}

function turnStructureChoices(): Record<TurnStructureChoice, string> {
  const entries = TURN_STRUCTURE_IDS.map((id) => [id, `FRAY.TurnStructure.${id}`]);
  return Object.fromEntries([["ruleset", "FRAY.TurnStructure.ruleset"], ...entries]) as Record<TurnStructureChoice, string>;
}

export function registerSettings(): void {
  const settings = game.settings;
  if (!settings) return;
  settings.register(SYSTEM_ID, "ruleset", {
    name: "FRAY.Settings.ruleset.name",
    hint: "FRAY.Settings.ruleset.hint",
    scope: "world",
    config: true,
    type: String,
    choices: rulesetChoices(),
    default: shippedRules()[0]?.id ?? "sides",
    requiresReload: true,
  });
  settings.register(SYSTEM_ID, "turnStructure", {
    name: "FRAY.Settings.turnStructure.name",
    hint: "FRAY.Settings.turnStructure.hint",
    scope: "world",
    config: true,
    type: String,
    choices: turnStructureChoices(),
    default: "ruleset",
    requiresReload: true,
  });
}

/** Greys out rulesets that are coming, so they show in the list but cannot be chosen. */
export function disableComingRulesets(root: HTMLElement): void {
  const select = root.querySelector<HTMLSelectElement>(`select[name="${SYSTEM_ID}.ruleset"]`);
  for (const option of Array.from(select?.options ?? [])) {
    if (!rulesetAvailable(option.value)) option.disabled = true;
  }
}

/** Refuses a stored ruleset that has no content, whatever path the write came from. */
export function refuseUnavailableRuleset(key: string, value: unknown): boolean {
  if (key !== `${SYSTEM_ID}.ruleset`) return true;
  const parsed = typeof value === "string" ? safeParse(value) : value;
  if (rulesetAvailable(parsed)) return true;
  ui.notifications?.error("FRAY.Settings.ruleset.unavailable", { localize: true });
  return false;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
