/**
 * Cheap state checks for the property loops, which run them thousands of times: node's deep
 * equality (it stops at shared references, so undo history costs nothing), with vitest's diff only
 * when something differs.
 */
import { isDeepStrictEqual } from "node:util";
import { expect } from "vitest";

/** Freezes a state and everything in it, so an engine that writes into its input throws at once. */
export function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === "object" && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

/** Same as toStrictEqual, fast when they match. */
export function expectSame<T>(actual: T, expected: T, message?: string): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual, message).toStrictEqual(expected);
}

/** The state without its undo history: each snapshot in it was itself a state checked earlier. */
export function withoutHistory<S extends { history: unknown[] }>(s: S): S {
  return { ...s, history: [] };
}

/** Survives a JSON round trip unchanged (what a Foundry document stores). */
export function expectJsonRoundTrip(value: unknown): void {
  expectSame(JSON.parse(JSON.stringify(value)) as unknown, value, "not plain JSON");
}

// The loops below make hundreds of thousands of checks; vitest's expect() does bookkeeping on every
// call, so these call it only to report a failure (with its usual message and diff).

/** toBe */
export function is(actual: unknown, expected: unknown, message?: string): void {
  if (!Object.is(actual, expected)) expect(actual, message).toBe(expected);
}

/** toContain */
export function has(list: readonly unknown[], item: unknown, message?: string): void {
  if (!list.includes(item)) expect(list, message).toContain(item);
}

/** not.toContain */
export function lacks(list: readonly unknown[], item: unknown, message?: string): void {
  if (list.includes(item)) expect(list, message).not.toContain(item);
}

/** toBeLessThanOrEqual / toBeGreaterThanOrEqual */
export function atMost(actual: number, limit: number): void {
  if (!(actual <= limit)) expect(actual).toBeLessThanOrEqual(limit);
}
export function atLeast(actual: number, limit: number): void {
  if (!(actual >= limit)) expect(actual).toBeGreaterThanOrEqual(limit);
}
