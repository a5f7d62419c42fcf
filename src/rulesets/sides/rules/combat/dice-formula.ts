/** Reads a weapon's damage formula ("1d8", "2d4+1", "1d6-1", "3") to know its bounds. */

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
  const compact = formula.replace(/\s+/g, "");
  if (compact === "") return null;
  const parts = compact.match(/[+-]?[^+-]+/g);
  if (!parts || parts.join("") !== compact) return null;
  const parsed: ParsedFormula = { dice: [], flat: 0 };
  for (const part of parts) {
    const sign = part.startsWith("-") ? -1 : 1;
    const body = part.replace(/^[+-]/, "");
    const m = TERM.exec(body);
    if (!m) return null;
    if (m[3] !== undefined) {
      parsed.flat += sign * Number(m[3]);
      continue;
    }
    const count = m[1] === "" || m[1] === undefined ? 1 : Number(m[1]);
    const faces = Number(m[2]);
    if (faces < 1 || sign < 0) return null; // subtracted dice never appear on a weapon
    parsed.dice.push({ count, faces });
  }
  return parsed;
}

function requireParsed(formula: string): ParsedFormula {
  const parsed = parseFormula(formula);
  if (!parsed) throw new Error(`Not a damage formula: "${formula}"`);
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
