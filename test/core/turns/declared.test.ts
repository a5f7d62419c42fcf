import { describe, expect, it } from "vitest";
import { canActNow, createDeclaredState, roundInitiative } from "../../../src/core/turns/declared";
import type { DeclaredState } from "../../../src/core/turns/declared";
import { ALICE, BOB, GM, isPlainJson, refusalOf, rollRequests, turnEnds, turnStarts } from "./sequence-fixtures";
import { apply, declare, end, fight, joinCmd, lock, nextRound, resolveAll, run } from "./declared-fixtures";

const base = (s: DeclaredState, id: string) => s.combatants.find((c) => c.id === id)?.base ?? null;

const trio = () =>
  fight([
    { id: "X", agi: 0, d12: 5, owners: ["alice"] },
    { id: "Y", agi: 0, d12: 10, owners: ["bob"] },
    { id: "Z", agi: 0, d12: 12 },
  ]);

describe("declared: base initiative", () => {
  it("base initiative is 1d12 minus the Agility modifier: +2 rolls 1d12−2, −1 rolls 1d12+1", () => {
    const s = run(createDeclaredState(), joinCmd({ id: "quick", agi: 2 }), joinCmd({ id: "slow", agi: -1 }));
    const started = run(s.state, { type: "start", by: GM });
    expect(rollRequests(started.events)).toEqual([
      { purpose: "baseInitiative", formula: "1d12-2", for: ["quick"] },
      { purpose: "baseInitiative", formula: "1d12+1", for: ["slow"] },
    ]);
    const rolled = run(started.state, { type: "rollBase", by: GM, combatantIds: ["quick"], d12: 7 }, { type: "rollBase", by: GM, combatantIds: ["slow"], d12: 7 });
    expect(base(rolled.state, "quick")).toBe(5);
    expect(base(rolled.state, "slow")).toBe(8);
    expect(rolled.events).toEqual([{ type: "roundStart", round: 1 }]);
    expect(rolled.state.phase).toBe("declaring");
  });

  it("the Referee shares one roll: 4 Hobgoblin Warriors share one d12 and 2 Wolves another", () => {
    const monsters = ["witch", "bugbear", "w1", "w2", "w3", "w4", "wolf1", "wolf2"];
    let s = run(createDeclaredState(), ...monsters.map((id) => joinCmd({ id, agi: id.startsWith("wolf") ? 2 : 0 })), { type: "start", by: GM }).state;
    s = run(
      s,
      { type: "rollBase", by: GM, combatantIds: ["witch"], d12: 3 },
      { type: "rollBase", by: GM, combatantIds: ["bugbear"], d12: 9 },
      { type: "rollBase", by: GM, combatantIds: ["w1", "w2", "w3", "w4"], d12: 6 },
      { type: "rollBase", by: GM, combatantIds: ["wolf1", "wolf2"], d12: 8 },
    ).state;
    expect(["w1", "w2", "w3", "w4"].map((id) => base(s, id))).toEqual([6, 6, 6, 6]);
    expect([base(s, "wolf1"), base(s, "wolf2")]).toEqual([6, 6]);
    expect(s.phase).toBe("declaring");
  });

  it("the base is rolled once per fight and kept round after round", () => {
    const s = run(trio().state, lock()).state;
    const r2 = run(resolveAll(s).state, nextRound());
    expect(base(r2.state, "Y")).toBe(10);
    expect(refusalOf(apply, r2.state, { type: "rollBase", by: GM, combatantIds: ["Y"], d12: 1 })).toBe("FRAY.Turns.Refusal.AlreadyRolled");
  });

  it("roll results come from the GM and must be a d12 face", () => {
    const s = run(createDeclaredState(), joinCmd({ id: "A", agi: 0, owners: ["alice"] })).state;
    expect(refusalOf(apply, s, { type: "rollBase", by: ALICE, combatantIds: ["A"], d12: 4 })).toBe("FRAY.Turns.Refusal.GMOnly");
    expect(refusalOf(apply, s, { type: "rollBase", by: GM, combatantIds: ["A"], d12: 13 })).toBe("FRAY.Turns.Refusal.RollOutOfRange");
  });
});

describe("declared: declarations and resolution", () => {
  it("round initiative is base plus the declared action's modifier, and the lowest acts first", () => {
    const s = run(trio().state, declare("X", 6, "potion"), declare("Y", -1, "fullDefense"), declare("Z", 2, "throw"));
    expect(roundInitiative(s.state, "X")).toBe(11);
    expect(roundInitiative(s.state, "Y")).toBe(9);
    expect(roundInitiative(s.state, "Z")).toBe(14);
    const r = resolveAll(run(s.state, lock()).state);
    const all = [...run(s.state, lock()).events, ...r.events];
    expect(turnStarts(all)).toEqual([["Y"], ["X"], ["Z"]]);
  });

  it("creatures tied for initiative resolve simultaneously, as one step (a double-KO is possible)", () => {
    const s = run(trio().state, declare("X", 5), declare("Y", 0), declare("Z", 3), lock()); // 10, 10, 15
    expect(turnStarts(s.events)).toEqual([["X", "Y"]]);
    const half = run(s.state, end("X"));
    expect(half.events).toEqual([]);
    expect(canActNow(half.state)).toEqual(["Y"]);
    const both = run(half.state, end("Y", BOB));
    expect(turnEnds(both.events)).toEqual([["X", "Y"]]);
    expect(turnStarts(both.events)).toEqual([["Z"]]);
  });

  it("players may change their declaration until the lock, and not after", () => {
    const s = run(trio().state, declare("X", 6, "potion", ALICE), declare("X", 2, "throw", ALICE)).state;
    expect(roundInitiative(s, "X")).toBe(7);
    const locked = run(s, lock()).state;
    expect(refusalOf(apply, locked, declare("X", 0, "attack", ALICE))).toBe("FRAY.Turns.Refusal.DeclarationsLocked");
  });

  it("a player declares only for what they own, and only the GM locks", () => {
    expect(refusalOf(apply, trio().state, declare("Y", 0, "attack", ALICE))).toBe("FRAY.Turns.Refusal.NotOwner");
    expect(refusalOf(apply, trio().state, { type: "lockDeclarations", by: ALICE })).toBe("FRAY.Turns.Refusal.GMOnly");
  });

  it("anyone who declared nothing by the lock takes the no-modifier action", () => {
    const s = run(trio().state, declare("Z", -1, "fullDefense"), lock()).state;
    expect(s.combatants.find((c) => c.id === "X")?.declaration).toEqual({ actionId: "none", modifier: 0 });
    expect(roundInitiative(s, "X")).toBe(5);
  });

  it("a participant ends only their own part of the step, once", () => {
    const s = run(trio().state, lock()).state; // X at 5 first
    expect(refusalOf(apply, s, end("X", BOB))).toBe("FRAY.Turns.Refusal.NotOwner");
    expect(refusalOf(apply, s, end("Y", BOB))).toBe("FRAY.Turns.Refusal.NotYourTurn");
  });

  it("after the last step comes the morale step; the round ends when the GM moves on, and declarations open again", () => {
    const s = run(trio().state, lock()).state;
    const r = resolveAll(s);
    expect(r.events.filter((e) => e.type === "moraleStep")).toEqual([{ type: "moraleStep", round: 1 }]);
    expect(r.events.some((e) => e.type === "roundEnd")).toBe(false);
    expect(r.state.phase).toBe("morale");
    const next = run(r.state, nextRound());
    expect(next.events).toEqual([
      { type: "roundEnd", round: 1 },
      { type: "roundStart", round: 2 },
    ]);
    expect(next.state.combatants.every((c) => c.declaration === null)).toBe(true);
    expect(canActNow(next.state)).toEqual(["X", "Y", "Z"]);
  });

  it("declarations are not locked twice, and the round does not end before it is resolved unless the GM overrides", () => {
    const locked = run(trio().state, lock()).state;
    expect(refusalOf(apply, locked, lock())).toBe("FRAY.Turns.Refusal.DeclarationsLocked");
    expect(refusalOf(apply, trio().state, nextRound())).toBe("FRAY.Turns.Refusal.NotNow");
    const forced = run(locked, nextRound());
    expect(forced.events).toEqual([
      { type: "turnEnd", combatantIds: ["X"] },
      { type: "moraleStep", round: 1 },
      { type: "roundEnd", round: 1 },
      { type: "roundStart", round: 2 },
    ]);
  });
});

describe("declared: surprise", () => {
  it("surprised creatures roll their base but neither declare nor act in round 1, and act from round 2", () => {
    const s = fight([
      { id: "ambusher", agi: 0, d12: 9 },
      { id: "victim", agi: 0, d12: 2, surprised: true },
    ]);
    expect(base(s.state, "victim")).toBe(2);
    expect(refusalOf(apply, s.state, declare("victim", 0))).toBe("FRAY.Turns.Refusal.SurprisedThisRound");
    expect(canActNow(s.state)).toEqual(["ambusher"]);
    const r1 = run(s.state, lock());
    const round1 = [...r1.events, ...resolveAll(r1.state).events];
    expect(turnStarts(round1)).toEqual([["ambusher"]]);
    const r2 = run(resolveAll(r1.state).state, nextRound(), lock());
    expect(turnStarts(r2.events)).toEqual([["victim"]]);
  });
});

describe("declared: joining mid-fight", () => {
  it("the Ghoul that joins at initiative 13 acts at −4 and at 8 next round", () => {
    // X acts at 5, Y at 13, Z at 16; the Ghoul wanders in while the round is on 13.
    let s = run(trio().state, declare("X", 0), declare("Y", 3), declare("Z", 4), lock(), end("X")).state;
    expect(s.step?.value).toBe(13);
    const ghoul = run(s, joinCmd({ id: "ghoul", agi: 0 }));
    expect(rollRequests(ghoul.events)).toEqual([{ purpose: "baseInitiative", formula: "1d12", for: ["ghoul"] }]);
    s = run(ghoul.state, { type: "rollBase", by: GM, combatantIds: ["ghoul"], d12: 8 }, declare("ghoul", 0, "claws")).state;
    expect(roundInitiative(s, "ghoul")).toBe(8);
    const restOfRound = resolveAll(s);
    expect(turnStarts(restOfRound.events).flat()).not.toContain("ghoul");
    const round2 = run(restOfRound.state, nextRound(), declare("X", 0), declare("Y", 3), declare("Z", 4), declare("ghoul", 0, "claws"), lock());
    const r2 = [...round2.events, ...resolveAll(round2.state).events];
    expect(turnStarts(r2)).toEqual([["ghoul"], ["X"], ["ghoul"], ["Y"], ["Z"]]);
    expect(round2.state.slots.filter((x) => x.combatantId === "ghoul").map((x) => x.value)).toEqual([-4, 8]);
    // The round after that, the Ghoul acts once, at 8 plus its declared action.
    const round3 = run(resolveAll(round2.state).state, nextRound(), declare("ghoul", 0, "claws"), lock());
    const r3 = [...round3.events, ...resolveAll(round3.state).events];
    expect(turnStarts(r3).flat().filter((id) => id === "ghoul")).toEqual(["ghoul"]);
  });

  it("a newcomer whose initiative is still ahead acts this round, once", () => {
    let s = run(trio().state, declare("X", 0), declare("Y", 3), declare("Z", 4), lock()).state; // on 5
    s = run(s, joinCmd({ id: "late", agi: 0 }), { type: "rollBase", by: GM, combatantIds: ["late"], d12: 9 }, declare("late", 0)).state;
    const r = resolveAll(s);
    expect(turnStarts(r.events)).toEqual([["late"], ["Y"], ["Z"]]);
    expect(r.state.lateTurns).toEqual([]);
  });

  it("a newcomer arriving during the morale step has missed the whole round: it acts next round at −12 as well", () => {
    const s = resolveAll(run(trio().state, lock()).state).state;
    const late = run(s, joinCmd({ id: "late", agi: 0 }), { type: "rollBase", by: GM, combatantIds: ["late"], d12: 3 }, declare("late", 2)).state;
    expect(late.lateTurns).toEqual([{ combatantId: "late", value: -7, actionId: "attack" }]);
  });

  it("a surprised newcomer rolls but neither declares nor owes a catch-up turn", () => {
    const s = run(trio().state, lock(), joinCmd({ id: "dazed", agi: 0, surprised: true }), { type: "rollBase", by: GM, combatantIds: ["dazed"], d12: 1 }).state;
    expect(refusalOf(apply, s, declare("dazed", 0))).toBe("FRAY.Turns.Refusal.SurprisedThisRound");
    expect(s.lateTurns).toEqual([]);
  });

  it("a creature joining while declarations are still open rolls and declares with everyone else", () => {
    const s = run(trio().state, joinCmd({ id: "early", agi: 1 }), { type: "rollBase", by: GM, combatantIds: ["early"], d12: 9 }, declare("early", -1, "fullDefense"), lock());
    expect(roundInitiative(s.state, "early")).toBe(7);
    expect(turnStarts([...s.events, ...resolveAll(s.state).events])).toEqual([["X"], ["early"], ["Y"], ["Z"]]);
    expect(s.state.lateTurns).toEqual([]);
  });

  it("a creature that leaves mid-step no longer holds the step open", () => {
    const s = run(trio().state, declare("X", 5), lock(), end("X"), { type: "leave", by: GM, combatantId: "Y" }); // X and Y at 10
    expect(turnEnds(s.events)).toEqual([["X", "Y"]]);
    expect(s.state.step?.combatantIds).toEqual(["Z"]);
  });

  it("a newcomer cannot declare before its base is rolled", () => {
    const s = run(trio().state, lock(), joinCmd({ id: "late", agi: 0 })).state;
    expect(refusalOf(apply, s, declare("late", 0))).toBe("FRAY.Turns.Refusal.NoBaseInitiative");
  });
});

describe("declared: down and out", () => {
  it("an unconscious or defeated creature's step is skipped with no turn events", () => {
    const s = run(trio().state, lock(), { type: "fallUnconscious", by: GM, combatantId: "Y" });
    const r = resolveAll(s.state);
    expect(turnStarts([...s.events, ...r.events])).toEqual([["X"], ["Z"]]);
  });

  it("a dying creature still acts on its initiative (one action), and can declare", () => {
    const s = run(trio().state, { type: "fallUnconscious", by: GM, combatantId: "Y", dying: true }, declare("Y", 0, "crawl", BOB), lock());
    expect(turnStarts([...s.events, ...resolveAll(s.state).events])).toEqual([["X"], ["Y"], ["Z"]]);
  });

  it("a creature unconscious when declarations locked declared nothing, so coming round it waits for next round", () => {
    const s = run(trio().state, { type: "fallUnconscious", by: GM, combatantId: "Z" }, lock(), { type: "recover", by: GM, combatantId: "Z" }).state;
    expect(refusalOf(apply, s, declare("Z", 0))).toBe("FRAY.Turns.Refusal.DeclarationsLocked");
    expect(turnStarts(resolveAll(s).events).flat()).not.toContain("Z");
  });

  it("a creature that declared and then went down acts on its value if it comes round before that moment", () => {
    const s = run(trio().state, declare("Z", 0), { type: "fallUnconscious", by: GM, combatantId: "Z" }, lock(), { type: "recover", by: GM, combatantId: "Z" });
    expect(turnStarts([...s.events, ...resolveAll(s.state).events])).toEqual([["X"], ["Y"], ["Z"]]);
  });

  it("a double knock-out: dropped in the middle of a simultaneous step, a creature still acts in it until its part is ended", () => {
    const s = run(trio().state, declare("X", 5), lock()); // X and Y at 10
    const r = run(s.state, end("Y"), { type: "defeat", by: GM, combatantId: "X" });
    expect(turnEnds(r.events)).toEqual([]);
    expect(canActNow(r.state)).toEqual(["X"]);
    const closed = run(r.state, end("X"));
    expect(turnEnds(closed.events)).toEqual([["X", "Y"]]);
    expect(turnStarts(closed.events)).toEqual([["Z"]]);
  });

  it("the GM may override a base, undo steps exactly, and the state stays plain JSON", () => {
    const before = run(trio().state, lock()).state;
    const after = run(before, end("X"), end("Y")).state;
    const undone = run(run(after, { type: "undo", by: GM }).state, { type: "undo", by: GM }).state;
    expect(undone).toStrictEqual(before);
    expect(isPlainJson(after)).toBe(true);
    expect(base(run(trio().state, { type: "setBase", by: GM, combatantId: "X", base: 1 }).state, "X")).toBe(1);
    expect(refusalOf(apply, trio().state, { type: "setBase", by: ALICE, combatantId: "X", base: 1 })).toBe("FRAY.Turns.Refusal.GMOnly");
    expect(refusalOf(apply, trio().state, { type: "undo", by: BOB })).toBe("FRAY.Turns.Refusal.GMOnly");
  });
});
