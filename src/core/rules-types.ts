/**
 * The shapes every ruleset's rules and every turn engine answer in. Pure: a reason is an i18n key
 * and its placeholders, so the shell words it in the user's language.
 */

/** A localisable reason or label: `key` is a full i18n key, `data` fills its placeholders. */
export interface Reason {
  key: string;
  data?: Record<string, string | number>;
}

/** One itemised line on a chat card: an i18n label and its signed value. */
export interface Modifier {
  key: string;
  value: number;
  data?: Record<string, string | number>;
}

/** A refusal or a success carrying a value. */
export type Decision<T> = ({ ok: true } & T) | { ok: false; reason: Reason };

/** The refusing half of a decision: its reason's key, and placeholders when there are any. */
export function refuse(key: string, data?: Record<string, string | number>): { ok: false; reason: Reason } {
  return data === undefined ? { ok: false, reason: { key } } : { ok: false, reason: { key, data } };
}

/** How a view builder words a key in the reader's language; the shell hands in Foundry's. */
export type Translate = (key: string, data?: Record<string, string | number>) => string;

/** The sum of itemised lines: what they add to a roll, a score or a modifier. */
export function modifierTotal(lines: readonly Modifier[]): number {
  return lines.reduce((sum, line) => sum + line.value, 0);
}
