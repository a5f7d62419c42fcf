/** Builders for individual-initiative fights used by the example and property tests. */
import { applyIndividual, createIndividualState } from "../../../src/core/turns/individual";
import type { IndividualCommand, IndividualState } from "../../../src/core/turns/individual";
import { GM, runAll, type Run } from "./sequence-fixtures";

export interface Fighter {
  id: string;
  bonus: number;
  d20: number;
  owners?: string[];
}

export function apply(s: IndividualState, c: IndividualCommand) {
  return applyIndividual(s, c);
}

export function run(state: IndividualState, ...cmds: IndividualCommand[]): Run<IndividualState> {
  return runAll(apply, state, cmds);
}

/** Joins and rolls every fighter, then starts: round 1 with the top combatant up. */
export function fight(fighters: Fighter[], options: { useBonusTiebreak?: boolean } = {}): Run<IndividualState> {
  const cmds: IndividualCommand[] = [];
  for (const f of fighters) {
    cmds.push({ type: "join", by: GM, combatant: { id: f.id, name: f.id, owners: f.owners ?? [], initiativeBonus: f.bonus } });
  }
  for (const f of fighters) cmds.push({ type: "rollInitiative", by: GM, combatantId: f.id, d20: f.d20 });
  cmds.push({ type: "start", by: GM });
  return run(createIndividualState(options), ...cmds);
}

export const begin = (id: string, by = GM): IndividualCommand => ({ type: "beginTurn", by, combatantId: id });
export const end = (id: string, by = GM): IndividualCommand => ({ type: "endTurn", by, combatantId: id });

/** Begin and end the turn of whoever is up, `n` times. */
export function playTurns(state: IndividualState, n: number): Run<IndividualState> {
  let s = state;
  const events: Run<IndividualState>["events"] = [];
  for (let i = 0; i < n; i++) {
    const id = s.current;
    if (id === null) throw new Error("nobody is up");
    const r = run(s, begin(id), end(id));
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The refusal a GM or player would read: its lang key (without the prefix) and the values the message names. */
export function reasonOf(state: IndividualState, cmd: IndividualCommand): { key: string; data?: Record<string, unknown> } {
  const out = apply(state, cmd);
  if (out.ok) throw new Error(`expected a refusal for ${JSON.stringify(cmd)}`);
  const key = out.reason.key.replace("FRAY.Turns.Refusal.", "");
  return out.reason.data === undefined ? { key } : { key, data: out.reason.data };
}

/** The chapter's 1d20+8 rolling 12 (20.08) at the top: A 20.08 (alice's), B 17.02 (bob's), C 10.00, D 8.05; A up. */
export const four = (): Run<IndividualState> =>
  fight([
    { id: "A", bonus: 8, d20: 12, owners: ["alice"] },
    { id: "B", bonus: 2, d20: 15, owners: ["bob"] },
    { id: "C", bonus: 0, d20: 10 },
    { id: "D", bonus: 5, d20: 3 },
  ]);
