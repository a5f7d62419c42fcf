/** The pure half of the `classic` ruleset: what the turn engines, pack build and tests read. */
import type { RulesetRules } from "../../../core/ruleset/contract";
import { classicTypes } from "../schema";
import { classicInitiativeStats } from "./character/initiative";
import { classicEconomy } from "./actions/budget";
import { resolveHeldAction } from "./actions/held-action";
import { CLASSIC_DECLARED_ACTIONS } from "./actions/declared-actions";
import { CLASSIC_STATUSES } from "./character/statuses";
import { CLASSIC_NATURAL_ROLLS } from "./attack/outcome";
import { CLASSIC_DEATH_ROLL_SETTING } from "./dying/death-roll-setting";
import { CLASSIC_ROUND } from "../schema/round";

export const classicRules = {
  id: "classic",
  types: classicTypes,
  turnStructure: "individual",
  initiativeStats: classicInitiativeStats,
  economy: { ...classicEconomy, heldActionResolved: resolveHeldAction } as RulesetRules["economy"],
  declaredActions: CLASSIC_DECLARED_ACTIONS,
  statuses: CLASSIC_STATUSES,
  // The chapter counts 5 ft squares; its tables count diagonals 5 ft, then 10 ft, alternating.
  grid: { distance: 5, units: "ft", diagonals: "alternating1", notice: "FRAY.Classic.Grid.diagonalsSet" },
  settings: [CLASSIC_DEATH_ROLL_SETTING, CLASSIC_NATURAL_ROLLS],
  roundState: CLASSIC_ROUND as RulesetRules["roundState"],
} satisfies RulesetRules;
export default classicRules;
