import { RULESET_IDS, isRulesetId, type RulesetId } from "../core/rulesets";
import { TURN_STRUCTURE_IDS, type TurnStructureId } from "../core/turns/engine";
import { rulesetAvailable } from "../rulesets/schemas";

export const SYSTEM_ID = "fray";
export type TurnStructureChoice = TurnStructureId | "ruleset";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.ruleset": RulesetId;
    "fray.turnStructure": TurnStructureChoice;
  }
}

/** Rulesets with content can be picked; the others are listed so GMs see what is coming. */
function rulesetChoices(): Record<RulesetId, string> {
  return Object.fromEntries(
    RULESET_IDS.map((id) => [id, rulesetAvailable(id) ? `FRAY.Ruleset.${id}` : `FRAY.Ruleset.coming.${id}`]),
  ) as Record<RulesetId, string>;
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
    default: "sides",
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

/** The world's ruleset; a stored value for a ruleset that is not available falls back to `sides`. */
export function activeRuleset(): RulesetId {
  const stored: unknown = game.settings?.get(SYSTEM_ID, "ruleset");
  return isRulesetId(stored) && rulesetAvailable(stored) ? stored : "sides";
}

/** Greys out rulesets that are coming, so they show in the list but cannot be chosen. */
export function disableComingRulesets(root: HTMLElement): void {
  const select = root.querySelector<HTMLSelectElement>(`select[name="${SYSTEM_ID}.ruleset"]`);
  for (const option of Array.from(select?.options ?? [])) {
    if (isRulesetId(option.value) && !rulesetAvailable(option.value)) option.disabled = true;
  }
}

/** Refuses a stored ruleset that has no content, whatever path the write came from. */
export function refuseUnavailableRuleset(key: string, value: unknown): boolean {
  if (key !== `${SYSTEM_ID}.ruleset`) return true;
  const parsed = typeof value === "string" ? safeParse(value) : value;
  if (isRulesetId(parsed) && rulesetAvailable(parsed)) return true;
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
