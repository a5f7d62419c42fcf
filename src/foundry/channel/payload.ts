/**
 * A command's payload as a handler may read it: a fresh plain object of JSON values, with no key that
 * could reach a prototype and within sizes no real click needs. Anything else is refused whole.
 */
import { isRecord } from "../../core/schema/validate";

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);
export const PAYLOAD_LIMITS = { depth: 6, entries: 200, stringLength: 2_000 } as const;

/** A cleaned value in a box (the value itself may be null), or null when it is refused. */
type Clean = { value: unknown } | null;

function clean(value: unknown, depth: number, budget: { entries: number }): Clean {
  if (value === null || typeof value === "boolean") return { value };
  if (typeof value === "number") return Number.isFinite(value) ? { value } : null;
  if (typeof value === "string") return value.length <= PAYLOAD_LIMITS.stringLength ? { value } : null;
  if (typeof value !== "object" || depth >= PAYLOAD_LIMITS.depth) return null;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  budget.entries -= entries.length;
  if (budget.entries < 0) return null;
  const out: unknown[] | Record<string, unknown> = Array.isArray(value) ? [] : {};
  for (const [key, item] of entries) {
    if (FORBIDDEN_KEYS.has(key)) return null;
    const inner = clean(item, depth + 1, budget);
    if (!inner) return null;
    // An array's keys are its indices in order, so this fills it as push would.
    Object.defineProperty(out, key, { value: inner.value, enumerable: true, writable: true, configurable: true });
  }
  return { value: out };
}

/** The cleaned payload, or null when it is not an object a handler should see. */
export function cleanPayload(raw: unknown): Record<string, unknown> | null {
  if (!isRecord(raw)) return null;
  const cleaned = clean(raw, 0, { entries: PAYLOAD_LIMITS.entries });
  return cleaned ? (cleaned.value as Record<string, unknown>) : null;
}
