/** Small helpers shared by the turn-engine tests. */
import { expect } from "vitest";
import type { Issuer, Outcome, TurnEngine, TurnEvent } from "../../../src/core/turns/engine";

export const GM: Issuer = { userId: "gm", isGM: true };
export const player = (userId: string): Issuer => ({ userId, isGM: false });

export interface Run<S> {
  state: S;
  events: TurnEvent[];
}

/** Applies commands in order, failing the test on the first refusal. */
export function run<S, C extends { type: string; by: Issuer }>(engine: TurnEngine<S, C>, state: S, ...cmds: C[]): Run<S> {
  let s = state;
  const events: TurnEvent[] = [];
  for (const cmd of cmds) {
    const out = engine.apply(s, cmd);
    if (!out.ok) throw new Error(`refused ${cmd.type}: ${out.reason.key} ${JSON.stringify(out.reason.data ?? {})}`);
    s = out.state;
    events.push(...out.events);
  }
  return { state: s, events };
}

export function refusal<S>(out: Outcome<S>): string {
  if (out.ok) throw new Error("expected a refusal, got success");
  return out.reason.key;
}

/** The refusal key of a command, and proof the state it was refused against is untouched. */
export function refusedUnchanged<S, C extends { type: string; by: Issuer }>(engine: TurnEngine<S, C>, s: S, cmd: C): string {
  const before = JSON.stringify(s);
  const out = engine.apply(s, cmd);
  expect(JSON.stringify(s)).toBe(before);
  if (out.ok) throw new Error(`expected ${cmd.type} to be refused`);
  return out.reason.key;
}

export const R = (name: string): string => `FRAY.Turns.Refusal.${name}`;

/** Events of the given types only, for readable expectations. */
export function only(events: TurnEvent[], ...types: TurnEvent["type"][]): TurnEvent[] {
  return events.filter((e) => types.includes(e.type));
}

export function expectJsonSafe(state: unknown): void {
  expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state);
}
