/** Shared test helpers for the individual and declared engines: issuers and a command runner. */
import type { Issuer, Outcome, TurnEvent } from "../../../src/core/turns/engine";

export const GM: Issuer = { userId: "gm", isGM: true };
export const ALICE: Issuer = { userId: "alice", isGM: false };
export const BOB: Issuer = { userId: "bob", isGM: false };

export interface Run<S> {
  state: S;
  events: TurnEvent[];
}

/** Applies commands in turn; fails the test with the refusal if any is refused. */
export function runAll<S, C>(apply: (s: S, c: C) => Outcome<S>, state: S, cmds: C[]): Run<S> {
  let s = state;
  const events: TurnEvent[] = [];
  for (const c of cmds) {
    const out = apply(s, c);
    if (!out.ok) throw new Error(`refused ${JSON.stringify(c)}: ${JSON.stringify(out.reason)}`);
    s = out.state;
    events.push(...out.events);
  }
  return { state: s, events };
}

/** The reason key when a command is refused; fails the test if it was accepted. */
export function refusalOf<S, C>(apply: (s: S, c: C) => Outcome<S>, state: S, cmd: C): string {
  const out = apply(state, cmd);
  if (out.ok) throw new Error(`expected a refusal for ${JSON.stringify(cmd)}`);
  return out.reason.key;
}

export function turnStarts(events: TurnEvent[]): string[][] {
  return events.flatMap((e) => (e.type === "turnStart" ? [e.combatantIds] : []));
}

export function turnEnds(events: TurnEvent[]): string[][] {
  return events.flatMap((e) => (e.type === "turnEnd" ? [e.combatantIds] : []));
}

export function rollRequests(events: TurnEvent[]): { purpose: string; formula: string; for: string[] }[] {
  return events.flatMap((e) => (e.type === "rollNeeded" ? [e.request] : []));
}

export function isPlainJson(value: unknown): boolean {
  return JSON.stringify(JSON.parse(JSON.stringify(value))) === JSON.stringify(value) && hasOnlyPlainParts(value);
}

function hasOnlyPlainParts(v: unknown): boolean {
  if (v === null || typeof v === "string" || typeof v === "boolean") return true;
  if (typeof v === "number") return Number.isFinite(v);
  if (Array.isArray(v)) return v.every(hasOnlyPlainParts);
  if (typeof v === "object") {
    if (Object.getPrototypeOf(v) !== Object.prototype) return false;
    return Object.values(v as Record<string, unknown>).every((x) => x !== undefined && hasOnlyPlainParts(x));
  }
  return false;
}
