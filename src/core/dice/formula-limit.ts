/**
 * The one limit on a formula the GM rolls from something a player may write (a weapon's damage, a
 * spell's or a draught's dice): sums and differences of NdM and whole numbers (formula.ts), and no more
 * dice, faces, terms or flat bonus than any table's gear needs. Checked on the GM's client before a roll
 * is built, so a player's own item with a thousand 999-dice terms is refused with its name and the
 * limit it breaks, and nothing is rolled or posted. Pure.
 */
import { parseFormula } from "./formula";
import type { Decision, Reason } from "../rules-types";

export const FORMULA_LIMITS = { length: 60, dice: 20, faces: 100, terms: 8, flat: 100 } as const;

const K = "FRAY.Formula.Refusal";
export const FORMULA_REFUSAL = {
  notFormula: `${K}.notFormula`,
  tooLong: `${K}.tooLong`,
  tooManyDice: `${K}.tooManyDice`,
  tooManyFaces: `${K}.tooManyFaces`,
  tooManyTerms: `${K}.tooManyTerms`,
  flatTooLarge: `${K}.flatTooLarge`,
} as const;

/** The item's name as a refusal shows it (a name is the player's text: kept short). */
const nameOf = (item: string) => item.slice(0, 60);

function refused(key: string, item: string, data: Record<string, string | number> = {}): { ok: false; reason: Reason } {
  return { ok: false, reason: { key, data: { item: nameOf(item), ...data } } };
}

/** Whether the GM will roll `formula`, read from the item named `item`; the refusal names the limit it breaks. */
export function checkFormulaLimits(formula: unknown, item: string): Decision<object> {
  if (typeof formula !== "string") return refused(FORMULA_REFUSAL.notFormula, item, { formula: "" });
  if (formula.length > FORMULA_LIMITS.length) return refused(FORMULA_REFUSAL.tooLong, item, { limit: FORMULA_LIMITS.length });
  const parsed = parseFormula(formula);
  if (!parsed) return refused(FORMULA_REFUSAL.notFormula, item, { formula });
  const terms = formula.replace(/\s/g, "").match(/[+-]?[^+-]+/g)?.length ?? 0;
  if (terms > FORMULA_LIMITS.terms) return refused(FORMULA_REFUSAL.tooManyTerms, item, { count: terms, limit: FORMULA_LIMITS.terms });
  const dice = parsed.dice.reduce((sum, term) => sum + term.count, 0);
  if (dice > FORMULA_LIMITS.dice) return refused(FORMULA_REFUSAL.tooManyDice, item, { count: dice, limit: FORMULA_LIMITS.dice });
  const faces = Math.max(0, ...parsed.dice.map((term) => term.faces));
  if (faces > FORMULA_LIMITS.faces) return refused(FORMULA_REFUSAL.tooManyFaces, item, { count: faces, limit: FORMULA_LIMITS.faces });
  // A die of one face or none rolls nothing a table uses; zero dice ("0d6") likewise.
  if (parsed.dice.some((term) => term.count < 1 || term.faces < 2)) return refused(FORMULA_REFUSAL.notFormula, item, { formula });
  if (Math.abs(parsed.flat) > FORMULA_LIMITS.flat) return refused(FORMULA_REFUSAL.flatTooLarge, item, { count: parsed.flat, limit: FORMULA_LIMITS.flat });
  return { ok: true };
}
