/** The pure half of the `sides` ruleset: what the turn engines, pack build and tests read. */
import type { RulesetRules, RulesetSetting } from "../../../core/ruleset/contract";
import { sidesTypes } from "../schema";
import { sidesInitiativeStats } from "./combat-stats";
import { sidesEconomy } from "./economy";
import { SIDES_STATUSES } from "./statuses";
import { SIDES_ROUND } from "../schema/round";

const M = "FRAY.Sides.Actions.Setting.morale";

/** The world's morale rule: the 2d6-over-score check of combat/morale.ts, or none. */
export const SIDES_MORALE_SETTING = {
  key: "sidesMorale",
  name: `${M}.name`,
  hint: `${M}.hint`,
  choices: { score: `${M}.score`, off: `${M}.off` },
  default: "score",
} as const satisfies RulesetSetting;

export const sidesRules = {
  id: "sides",
  types: sidesTypes,
  turnStructure: "sideInitiative",
  initiativeStats: sidesInitiativeStats,
  economy: sidesEconomy as RulesetRules["economy"],
  declaredActions: [{ id: "act", label: "FRAY.Sides.Declared.act", modifier: 0 }],
  statuses: SIDES_STATUSES,
  settings: [SIDES_MORALE_SETTING],
  roundState: SIDES_ROUND as RulesetRules["roundState"],
} satisfies RulesetRules;
export default sidesRules;
