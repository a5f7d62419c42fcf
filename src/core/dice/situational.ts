/**
 * A situational modifier a player types into an attack dialog ("+2 for high ground"): a whole number
 * within a limit, read from a form field or a payload; anything else reads as no modifier. Pure.
 */

/** The most a situational modifier may move the roll either way: a table's bonus, not a second roll. */
export const SITUATIONAL_LIMIT = 10;

/** A whole number within the limit (from a number or a form's text); anything else reads as 0. */
export function situationalOf(value: unknown): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && Math.abs(n) <= SITUATIONAL_LIMIT ? n : 0;
}
