/** The pure half of the `declared` ruleset: what the turn engines, pack build and tests read. */
import type { RulesetRules } from "../../../core/ruleset/contract";
import { declaredTypes } from "../schema";
import { declaredInitiativeStats } from "./creature/initiative";
import { declaredEconomy } from "./actions/economy";
import { DECLARED_ACTIONS } from "./actions/action-kinds";
import { declarableActionList } from "./actions/declarable-actions";
import { declarerGear } from "./actions/declarer-gear";
import { DECLARED_STATUSES } from "./condition/statuses";
import { DECLARED_UNTABLED_INJURIES_SETTING } from "./injuries/untabled-setting";
import { DECLARED_RIPOSTE_SETTING } from "./actions/riposte-setting";
import { DECLARED_DECLARATION_ORDER_SETTING } from "./actions/declaration-order-setting";
import { declaredDeclarationPlan } from "./actions/declaration-plan";
import { DECLARED_ROUND } from "../schema/round";

export const declaredRules = {
  id: "declared",
  types: declaredTypes,
  turnStructure: "declared",
  initiativeStats: declaredInitiativeStats,
  economy: declaredEconomy as RulesetRules["economy"],
  declaredActions: DECLARED_ACTIONS,
  roundState: DECLARED_ROUND as RulesetRules["roundState"],
  declaredActionsFor: (declarer) => declarableActionList(declarerGear(declarer)),
  declarationPlan: declaredDeclarationPlan,
  statuses: DECLARED_STATUSES,
  // The chapter measures movement in yards: one square is a yard.
  grid: { distance: 1, units: "yd", diagonals: "equidistant", notice: "FRAY.Declared.Grid.diagonalsSet" },
  settings: [DECLARED_DECLARATION_ORDER_SETTING, DECLARED_UNTABLED_INJURIES_SETTING, DECLARED_RIPOSTE_SETTING],
} satisfies RulesetRules;
export default declaredRules;
