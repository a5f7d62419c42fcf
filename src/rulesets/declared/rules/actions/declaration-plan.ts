/**
 * The ruleset's answer to "who declares when" (RulesetRules.declarationPlan): the world's order
 * setting applied to this round's declarers, each read for its Agility score after attribute damage.
 */
import type { DeclarationPlan, DeclarationSeat } from "../../../../core/declaration-plan";
import { effectiveScore } from "../creature/attributes";
import { readAttribute } from "../creature/read-attributes";
import { planDeclarations } from "./declaration-order";
import { DECLARATION_ORDERS, DECLARED_DECLARATION_ORDER_SETTING as SETTING, type DeclarationOrder } from "./declaration-order-setting";

/** The stored setting, or the default when it holds something that is no order. */
export function declarationOrderOf(settings: Readonly<Record<string, string>>): DeclarationOrder {
  const stored = settings[SETTING.key];
  return (DECLARATION_ORDERS as readonly (string | undefined)[]).includes(stored) ? (stored as DeclarationOrder) : SETTING.default;
}

export function declaredDeclarationPlan(seats: readonly DeclarationSeat[], settings: Readonly<Record<string, string>>): DeclarationPlan {
  const declarers = seats.map((s) => ({ id: s.id, seat: s.seat, agility: effectiveScore(readAttribute(s.system, "agility")) }));
  return planDeclarations(declarationOrderOf(settings), declarers);
}
