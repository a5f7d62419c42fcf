/** Dice formulas as text: reads sums of NdM and integers ("1d8", "2d4+1", "1d6-1", "3") to know their bounds, and writes a formula with a bonus. */

export interface DiceTerm {
  count: number;
  faces: number;
}

export interface ParsedFormula {
  dice: DiceTerm[];
  flat: number;
}

const TERM = /^(\d*)d(\d+)$|^(\d+)$/i;

/** Parses sums and differences of NdM and integers; null when the text is not such a formula. */
export function parseFormula(formula: string): ParsedFormula | null {
  const compact = formula.replace(/\s/g, "");
  const parts = compact.match(/[+-]?[^+-]+/g);
  if (!parts || parts.join("") !== compact) return null;
  const parsed: ParsedFormula = { dice: [], flat: 0 };
  for (const part of parts) {
    const sign = part.startsWith("-") ? -1 : 1;
    // Stryker disable next-line Regex: a part's only sign is its first character, so the anchor changes nothing
    const body = part.replace(/^[+-]/, "");
    const m = TERM.exec(body);
    if (!m) return null;
    if (m[3] !== undefined) {
      parsed.flat += sign * Number(m[3]);
      continue;
    }
    const count = m[1] ? Number(m[1]) : 1;
    const faces = Number(m[2]);
    if (faces < 1 || sign < 0) return null; // subtracted dice have no bounds a weapon or initiative roll needs
    parsed.dice.push({ count, faces });
  }
  return parsed;
}

function requireParsed(formula: string): ParsedFormula {
  const parsed = parseFormula(formula);
  if (!parsed) throw new Error(`Not a dice formula: "${formula}"`);
  return parsed;
}

/** The highest total the formula can roll. */
export function formulaMax(formula: string): number {
  const p = requireParsed(formula);
  return p.dice.reduce((sum, d) => sum + d.count * d.faces, p.flat);
}

/** The lowest total the formula can roll. */
export function formulaMin(formula: string): number {
  const p = requireParsed(formula);
  return p.dice.reduce((sum, d) => sum + d.count, p.flat);
}

/** A formula plus a flat bonus: "1d20+3", "1d20-2", or the base alone for 0; `spaced` writes "1d20 + 3". */
export function withBonus(base: string, bonus: number, spaced = false): string {
  if (bonus === 0) return base;
  const gap = spaced ? " " : "";
  // Stryker disable next-line EqualityOperator: a bonus of 0 returned above, so > and >= agree
  return `${base}${gap}${bonus > 0 ? "+" : "-"}${gap}${Math.abs(bonus)}`;
}
