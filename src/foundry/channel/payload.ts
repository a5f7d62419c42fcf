/**
 * A command's payload as a handler may read it: a fresh plain object of JSON values, with no key that
 * could reach a prototype and within sizes no real click needs. Anything else is refused whole.
 */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);
export const PAYLOAD_LIMITS = { depth: 6, entries: 200, stringLength: 2_000 } as const;

type Clean = { ok: true; value: unknown } | { ok: false };

function clean(value: unknown, depth: number, budget: { entries: number }): Clean {
  if (value === null || typeof value === "boolean") return { ok: true, value };
  if (typeof value === "number") return Number.isFinite(value) ? { ok: true, value } : { ok: false };
  if (typeof value === "string") return value.length <= PAYLOAD_LIMITS.stringLength ? { ok: true, value } : { ok: false };
  if (typeof value !== "object" || depth >= PAYLOAD_LIMITS.depth) return { ok: false };
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  budget.entries -= entries.length;
  if (budget.entries < 0) return { ok: false };
  const out: unknown[] | Record<string, unknown> = Array.isArray(value) ? [] : {};
  for (const [key, item] of entries) {
    if (FORBIDDEN_KEYS.has(key)) return { ok: false };
    const inner = clean(item, depth + 1, budget);
    if (!inner.ok) return inner;
    if (Array.isArray(out)) out.push(inner.value);
    else Object.defineProperty(out, key, { value: inner.value, enumerable: true, writable: true, configurable: true });
  }
  return { ok: true, value: out };
}

/** The cleaned payload, or null when it is not an object a handler should see. */
export function cleanPayload(raw: unknown): Record<string, unknown> | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const cleaned = clean(raw, 0, { entries: PAYLOAD_LIMITS.entries });
  return cleaned.ok ? (cleaned.value as Record<string, unknown>) : null;
}
