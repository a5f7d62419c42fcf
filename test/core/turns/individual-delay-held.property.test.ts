import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { applyIndividual } from "../../../src/core/turns/individual";
import type { IndividualCommand, IndividualState } from "../../../src/core/turns/individual";
import type { TurnEvent } from "../../../src/core/turns/engine";
import { GM } from "./sequence-fixtures";
import { fight } from "./individual-fixtures";
import { runs } from "../../support/fixed-seed";

/** Distinct totals so the order is fixed without roll-offs. */
const fightArb = fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 2, maxLength: 7 }).map((d20s) =>
  fight(d20s.map((d20, i) => ({ id: `c${i}`, bonus: 0, d20 }))).state,
);

function must(s: IndividualState, c: IndividualCommand, log: TurnEvent[]): IndividualState {
  const out = applyIndividual(s, c);
  if (!out.ok) throw new Error(`${c.type}: ${out.reason.key}`);
  log.push(...out.events);
  return out.state;
}

function playOne(s: IndividualState, log: TurnEvent[]): IndividualState {
  const id = s.current ?? "";
  return must(must(s, { type: "beginTurn", by: GM, combatantId: id }, log), { type: "endTurn", by: GM, combatantId: id }, log);
}

/** Turn starts per combatant in each round of the log. */
function startsPerRound(log: TurnEvent[], firstRound: number): Map<number, string[]> {
  const out = new Map<number, string[]>();
  let round = firstRound;
  for (const e of log) {
    if (e.type === "roundStart") round = e.round;
    if (e.type === "turnStart") out.set(round, [...(out.get(round) ?? []), ...e.combatantIds]);
  }
  return out;
}

describe("delay and held actions, over random fights", () => {
  it("a held action moves the holder to just after the triggering creature, and no one ever starts two turns in a round", () => {
    fc.assert(
      fc.property(fightArb, fc.nat(20), fc.nat(20), fc.boolean(), (start, skip, wait, triggerAfterTurnEnds) => {
        const log: TurnEvent[] = [];
        let s = start;
        for (let i = 0; i < skip % 10; i++) s = playOne(s, log);
        const holder = s.current ?? "";
        const holdRound = s.round;
        s = must(s, { type: "beginTurn", by: GM, combatantId: holder }, log);
        s = must(s, { type: "hold", by: GM, combatantId: holder, action: "a", trigger: "t" }, log);
        s = must(s, { type: "endTurn", by: GM, combatantId: holder }, log);
        const others = s.order.length - 1;
        for (let i = 0; i < wait % others; i++) s = playOne(s, log);
        const triggerer = s.current ?? "";
        expect(triggerer).not.toBe(holder); // the hold is still alive: its next turn has not come up
        s = must(s, { type: "beginTurn", by: GM, combatantId: triggerer }, log);
        const triggerRound = s.round;
        s = must(s, { type: "triggerHeld", by: GM, combatantId: holder }, log);
        expect(s.order[s.order.indexOf(triggerer) + 1]).toBe(holder);
        if (triggerAfterTurnEnds) s = must(s, { type: "endTurn", by: GM, combatantId: triggerer }, log);
        for (let i = 0; i < 2 * s.order.length; i++) {
          if (s.current === triggerer && s.turnBegun) s = must(s, { type: "endTurn", by: GM, combatantId: triggerer }, log);
          else s = playOne(s, log);
        }
        for (const ids of startsPerRound(log, start.round).values()) expect(new Set(ids).size).toBe(ids.length);
        // Sprung in the round after it was declared, the held action is the holder's action for that round.
        if (triggerRound > holdRound) expect(startsPerRound(log, start.round).get(triggerRound) ?? []).not.toContain(holder);
        // In later rounds the holder acts right after the triggering creature.
        const last = startsPerRound(log, start.round).get(s.round - 1) ?? [];
        expect(last[last.indexOf(triggerer) + 1]).toBe(holder);
      }),
      { numRuns: runs(300) },
    );
  });

  it("a delayer steps in where it chooses, acts once that round, and keeps that place", () => {
    fc.assert(
      fc.property(fightArb, fc.nat(20), fc.nat(20), (start, skip, wait) => {
        const log: TurnEvent[] = [];
        let s = start;
        for (let i = 0; i < skip % start.order.length; i++) s = playOne(s, log);
        const round = s.round;
        const delayer = s.current ?? "";
        s = must(s, { type: "delay", by: GM, combatantId: delayer }, log);
        const left = s.order.length - s.order.indexOf(delayer) - 1;
        for (let i = 0; i < wait % (left + 1) && s.current !== null; i++) s = playOne(s, log);
        const before = s.current; // stepping in in front of whoever is up (or last)
        s = must(s, { type: "stepIn", by: GM, combatantId: delayer }, log);
        expect(s.order[s.order.indexOf(delayer) + 1] ?? null).toBe(before);
        s = must(s, { type: "endTurn", by: GM, combatantId: delayer }, log);
        while (s.round === round) s = playOne(s, log);
        const starts = startsPerRound(log, start.round);
        const thisRound = starts.get(round) ?? [];
        expect(thisRound.filter((id) => id === delayer)).toEqual([delayer]);
        expect(new Set(thisRound).size).toBe(thisRound.length);
        const next: TurnEvent[] = [];
        for (let i = 0; i < s.order.length; i++) s = playOne(s, next);
        expect(next.flatMap((e) => (e.type === "turnStart" ? e.combatantIds : []))).toEqual(s.order);
      }),
      { numRuns: runs(300) },
    );
  });
});
