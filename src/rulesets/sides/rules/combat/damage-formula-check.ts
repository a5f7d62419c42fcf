/**
 * Whether a weapon's damage formula is one the GM will roll: sums and differences of NdM and whole
 * numbers (see dice-formula.ts), short, with at most MAX_DICE dice of at most MAX_FACES faces and a
 * flat part within ±MAX_FLAT. Anything else (Foundry roll syntax, 999d999 …) is refused. Pure.
 */
import { parseFormula } from "../../../../core/dice/formula";
import type { Decision } from "../../../../core/rules-types";

export const DAMAGE_FORMULA_LIMITS = { maxLength: 40, maxDice: 20, maxFaces: 100, maxFlat: 100 } as const;
export const ABSURD_DAMAGE = "FRAY.Sides.AttackFlow.Refusal.AbsurdDamage";

export function checkDamageFormula(formula: unknown, weaponName: string): Decision<object> {
  const refused = { ok: false as const, reason: { key: ABSURD_DAMAGE, data: { weapon: weaponName.slice(0, 60) } } };
  if (typeof formula !== "string" || formula.length > DAMAGE_FORMULA_LIMITS.maxLength) return refused;
  const parsed = parseFormula(formula);
  if (!parsed) return refused;
  const dice = parsed.dice.reduce((sum, term) => sum + term.count, 0);
  const saneTerms = parsed.dice.every((term) => term.count >= 1 && term.faces >= 2 && term.faces <= DAMAGE_FORMULA_LIMITS.maxFaces);
  if (!saneTerms || dice > DAMAGE_FORMULA_LIMITS.maxDice || Math.abs(parsed.flat) > DAMAGE_FORMULA_LIMITS.maxFlat) return refused;
  return { ok: true };
}
