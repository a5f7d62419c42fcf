/**
 * A situational modifier a player types into an attack dialog ("+2 for high ground"): a whole number
 * within a limit, read from a form field or a payload; anything else reads as no modifier. Pure.
 */

/** The most a situational modifier may move the roll either way: a table's bonus, not a second roll. */
export const SITUATIONAL_LIMIT = 10;

/** A whole number within the limit (from a number or a form's text); anything else reads as 0. */
export function situationalOf(value: unknown): number {
  // A blank field reads as Number("") = 0, the same as no modifier.
  const n: unknown = typeof value === "string" ? Number(value) : value;
  return Number.isInteger(n) && Math.abs(n as number) <= SITUATIONAL_LIMIT ? (n as number) : 0;
}
