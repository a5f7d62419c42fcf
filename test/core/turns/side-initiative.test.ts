import { describe, expect, it } from "vitest";
import { HISTORY_LIMIT } from "../../../src/core/turns/history";
import { canActNow, initialSideInitiativeState, type SideInitiativeCommand } from "../../../src/core/turns/side-initiative";
import { expectJsonSafe, GM, only, player, R, refusal, run } from "./helpers";
import { act, AMBUSH, end, engine, MEMBERS, roll, rolled, SIDES, started, turn } from "./side-initiative-fixtures";

const alice = player("u-alice");
const bob = player("u-bob");

describe("side initiative: rolling", () => {
  it("asks each side for 1d8 once, the party's formula adding its best DEX modifier", () => {
    const { events, state } = started();
    expect(only(events, "rollNeeded")).toEqual([
      { type: "rollNeeded", request: { purpose: "initiative", formula: "1d8+2", for: ["party"] } },
      { type: "rollNeeded", request: { purpose: "initiative", formula: "1d8", for: ["goblins"] } },
      { type: "rollNeeded", request: { purpose: "initiative", formula: "1d8", for: ["wolves"] } },
    ]);
    expect(state.round).toBe(0);
    expect(canActNow(state)).toEqual([]);
    expect(refusal(engine.apply(state, act("ann")))).toBe(R("AwaitingRolls"));
  });

  it("refuses a total the requested formula cannot make, and rolls nobody asked for", () => {
    const { state } = started();
    expect(refusal(engine.apply(state, roll("party", 2)))).toBe(R("RollOutOfRange")); // 1d8+2 is at least 3
    expect(refusal(engine.apply(state, roll("goblins", 9)))).toBe(R("RollOutOfRange"));
    expect(refusal(engine.apply(state, roll("goblins", 4, "rollOff")))).toBe(R("NoRollPending"));
    expect(refusal(engine.apply(state, { type: "roll", by: alice, purpose: "initiative", forId: "party", total: 5 }))).toBe(R("GMOnly"));
  });

  it("sides act from the highest roll", () => {
    const { state, events } = rolled();
    expect(state.order).toEqual(["party", "goblins", "wolves"]);
    expect(only(events, "roundStart", "groupTurnStart")).toEqual([
      { type: "roundStart", round: 1 },
      { type: "groupTurnStart", groupId: "party" },
    ]);
    expect(canActNow(state)).toEqual(["ann", "ben"]);
  });

  it("the Party wins ties", () => {
    const s = started().state;
    const { state } = run(engine, s, roll("goblins", 7), roll("party", 7), roll("wolves", 1));
    expect(state.order).toEqual(["party", "goblins", "wolves"]);
  });

  it("in a three-way tie the Party goes first and only the other two roll off", () => {
    const s = started().state;
    const r = run(engine, s, roll("party", 6), roll("goblins", 6), roll("wolves", 6));
    expect(only(r.events, "rollNeeded")).toEqual([{ type: "rollNeeded", request: { purpose: "rollOff", formula: "1d8", for: ["goblins", "wolves"] } }]);
    const settled = run(engine, r.state, roll("wolves", 5, "rollOff"), roll("goblins", 3, "rollOff"));
    expect(settled.state.order).toEqual(["party", "wolves", "goblins"]);
  });

  it("ties between other sides roll off, again if the roll-off ties, and never re-roll initiative", () => {
    const s = started().state;
    const tied = run(engine, s, roll("party", 3), roll("goblins", 6), roll("wolves", 6));
    expect(only(tied.events, "rollNeeded")).toEqual([{ type: "rollNeeded", request: { purpose: "rollOff", formula: "1d8", for: ["goblins", "wolves"] } }]);
    expect(tied.state.round).toBe(0);
    const again = run(engine, tied.state, roll("goblins", 4, "rollOff"), roll("wolves", 4, "rollOff"));
    expect(only(again.events, "rollNeeded")).toEqual([{ type: "rollNeeded", request: { purpose: "rollOff", formula: "1d8", for: ["goblins", "wolves"] } }]);
    const settled = run(engine, again.state, roll("goblins", 2, "rollOff"), roll("wolves", 7, "rollOff"));
    expect(settled.state.order).toEqual(["wolves", "goblins", "party"]);
    expect(settled.state.sides.map((x) => x.initiative)).toEqual([3, 6, 6]);
    expect(only(settled.events, "roundStart", "groupTurnStart")).toEqual([
      { type: "roundStart", round: 1 },
      { type: "groupTurnStart", groupId: "wolves" },
    ]);
  });
});

describe("side initiative: a side's turn", () => {
  it("members act in any order the players choose, each once", () => {
    const { state } = rolled();
    const r = run(engine, state, act("ben", bob));
    expect(r.events).toEqual([{ type: "turnStart", combatantIds: ["ben"] }]);
    const after = run(engine, r.state, end("ben", bob));
    expect(after.events).toEqual([{ type: "turnEnd", combatantIds: ["ben"] }]);
    expect(refusal(engine.apply(after.state, act("ben", bob)))).toBe(R("AlreadyActed"));
    expect(canActNow(after.state)).toEqual(["ann"]);
  });

  it("between activations no one is active, and one turn at a time", () => {
    const { state } = rolled();
    const r = run(engine, state, act("ann", alice));
    expect(r.state.activeId).toBe("ann");
    expect(canActNow(r.state)).toEqual(["ann"]);
    expect(refusal(engine.apply(r.state, act("ben", bob)))).toBe(R("TurnInProgress"));
    expect(run(engine, r.state, end("ann", alice)).state.activeId).toBeNull();
  });

  it("once every member of a side has acted, the next highest side goes", () => {
    const { state } = rolled();
    const r = run(engine, state, ...turn("ann", alice), ...turn("ben", bob));
    expect(only(r.events, "groupTurnEnd", "groupTurnStart")).toEqual([
      { type: "groupTurnEnd", groupId: "party" },
      { type: "groupTurnStart", groupId: "goblins" },
    ]);
    expect(canActNow(r.state)).toEqual(["gob1", "gob2"]);
  });

  it("a side may end its turn early; who did not act loses this round's turn but acts next round", () => {
    const { state } = rolled();
    const r = run(engine, state, ...turn("ann", alice), { type: "endSideTurn", by: alice, sideId: "party" });
    expect(r.state.currentSideId).toBe("goblins");
    const round2 = run(engine, r.state, ...turn("gob1"), ...turn("gob2"), ...turn("wolf"));
    expect(round2.state.round).toBe(2);
    expect(canActNow(round2.state)).toEqual(["ann", "ben"]);
  });

  it("after the last side the round begins again from the top in the same order; initiative is never re-rolled", () => {
    const { state } = rolled();
    const r = run(engine, state, ...turn("ann"), ...turn("ben"), ...turn("gob1"), ...turn("gob2"), ...turn("wolf"));
    expect(only(r.events, "roundEnd", "roundStart", "rollNeeded")).toEqual([
      { type: "roundEnd", round: 1 },
      { type: "roundStart", round: 2 },
    ]);
    expect(r.state.order).toEqual(["party", "goblins", "wolves"]);
    expect(r.state.currentSideId).toBe("party");
    expect(r.state.members.every((m) => !m.acted)).toBe(true);
  });
});

describe("side initiative: surprise", () => {
  it("the surprising side gets a full free round before initiative is rolled", () => {
    const { state, events } = started(AMBUSH);
    expect(only(events, "rollNeeded")).toEqual([]);
    expect(state.phase).toBe("surprise");
    expect(state.round).toBe(1);
    expect(canActNow(state)).toEqual(["gob1", "gob2"]);
    expect(refusal(engine.apply(state, act("ann", alice)))).toBe(R("NotYourTurn"));
    const free = run(engine, state, ...turn("gob1"), ...turn("gob2"));
    expect(only(free.events, "roundEnd", "rollNeeded").map((e) => e.type)).toEqual(["roundEnd", "rollNeeded", "rollNeeded", "rollNeeded"]);
    const rolledAfter = run(engine, free.state, roll("party", 4), roll("goblins", 8), roll("wolves", 1));
    expect(only(rolledAfter.events, "roundStart")).toEqual([{ type: "roundStart", round: 2 }]);
    expect(rolledAfter.state.order).toEqual(["goblins", "party", "wolves"]);
  });

  it("a surprising side with no one able to act gives no free round", () => {
    const members = MEMBERS.filter((m) => m.groupId !== "goblins");
    const { state, events } = started(AMBUSH, members);
    expect(state.phase).toBe("rolling");
    expect(only(events, "roundStart")).toEqual([]);
  });
});

describe("side initiative: joining mid-fight never re-rolls anyone", () => {
  it("a newcomer on an existing side rolls nothing and acts with its side", () => {
    const { state } = rolled();
    const r = run(engine, state, { type: "join", by: GM, member: { id: "cat", groupId: "party", owners: ["u-alice"], dexMod: 4 }, newSide: null });
    expect(only(r.events, "rollNeeded")).toEqual([]);
    expect(r.state.sides.find((x) => x.id === "party")?.initiative).toBe(8);
    expect(canActNow(r.state)).toEqual(["ann", "ben", "cat"]);
  });

  it("a new side rolls its own initiative and slots in; if its place has passed it starts next round", () => {
    const { state } = rolled();
    const onGoblins = run(engine, state, ...turn("ann"), ...turn("ben")).state;
    const joined = run(engine, onGoblins, { type: "join", by: GM, member: { id: "orc", groupId: "orcs", owners: [], dexMod: 0 }, newSide: { isParty: false } });
    expect(only(joined.events, "rollNeeded")).toEqual([{ type: "rollNeeded", request: { purpose: "initiative", formula: "1d8", for: ["orcs"] } }]);
    const high = run(engine, joined.state, roll("orcs", 8));
    expect(high.state.order).toEqual(["party", "orcs", "goblins", "wolves"]);
    expect(high.state.sides.map((x) => x.initiative)).toEqual([8, 5, 3, 8]);
    const restOfRound = run(engine, high.state, ...turn("gob1"), ...turn("gob2"));
    expect(restOfRound.state.currentSideId).toBe("wolves");
    const low = run(engine, joined.state, roll("orcs", 4), ...turn("gob1"), ...turn("gob2"));
    expect(low.state.currentSideId).toBe("orcs");
  });

  it("a late side that ties an existing one goes after it (no roll-off disturbs the order)", () => {
    const { state } = rolled();
    const r = run(engine, state,
      { type: "join", by: GM, member: { id: "orc", groupId: "orcs", owners: [], dexMod: 0 }, newSide: { isParty: false } },
      roll("orcs", 5));
    expect(r.state.order).toEqual(["party", "goblins", "orcs", "wolves"]);
  });

  it("a second party side is refused", () => {
    const { state } = rolled();
    expect(refusal(engine.apply(state, { type: "join", by: GM, member: { id: "x", groupId: "p2", owners: [], dexMod: 0 }, newSide: { isParty: true } }))).toBe(R("PartyExists"));
  });
});

describe("side initiative: who may command", () => {
  it("a player commands only the combatants they own, only on their side's turn", () => {
    const { state } = rolled();
    expect(refusal(engine.apply(state, act("ann", bob)))).toBe(R("NotOwner"));
    expect(refusal(engine.apply(state, act("gob1", alice)))).toBe(R("NotOwner"));
    const onGoblins = run(engine, state, ...turn("ann"), ...turn("ben")).state;
    expect(refusal(engine.apply(onGoblins, act("ann", alice)))).toBe(R("NotYourTurn"));
    const carol = player("u-carol");
    const charmed = { ...onGoblins, members: onGoblins.members.map((m) => (m.id === "gob1" || m.id === "wolf" ? { ...m, owners: ["u-carol"] } : m)) };
    expect(run(engine, charmed, act("gob1", carol)).state.activeId).toBe("gob1");
    expect(refusal(engine.apply(charmed, act("wolf", carol)))).toBe(R("NotYourTurn"));
  });

  it("a player cannot end someone else's turn or another side's turn", () => {
    const { state } = rolled();
    const annActive = run(engine, state, act("ann", alice)).state;
    expect(refusal(engine.apply(annActive, end("ann", bob)))).toBe(R("NotOwner"));
    expect(refusal(engine.apply(annActive, end("ben", bob)))).toBe(R("NotActive"));
    expect(refusal(engine.apply(annActive, { type: "endSideTurn", by: bob, sideId: "party" }))).toBe(R("TurnInProgress"));
    expect(refusal(engine.apply(state, { type: "endSideTurn", by: alice, sideId: "goblins" }))).toBe(R("NotOwner"));
    expect(refusal(engine.apply(state, { type: "endSideTurn", by: GM, sideId: "goblins" }))).toBe(R("NotYourTurn"));
  });

  it("the GM may act for anyone on the side on the clock, but not out of turn", () => {
    const { state } = rolled();
    expect(run(engine, state, act("ben")).state.activeId).toBe("ben");
    expect(refusal(engine.apply(state, act("gob1")))).toBe(R("NotYourTurn"));
  });

  it("only the GM starts, joins, defeats, knocks out, revives, forces rounds and undoes", () => {
    const { state } = rolled();
    const cmds: SideInitiativeCommand[] = [
      { type: "start", by: alice, sides: SIDES, members: MEMBERS },
      { type: "join", by: alice, member: { id: "z", groupId: "party", owners: ["u-alice"], dexMod: 0 }, newSide: null },
      { type: "defeat", by: alice, combatantId: "gob1" },
      { type: "fallUnconscious", by: alice, combatantId: "gob1" },
      { type: "recover", by: alice, combatantId: "gob1" },
      { type: "nextRound", by: alice },
      { type: "undo", by: alice },
      { type: "moveToSide", by: alice, combatantId: "ann", sideId: "goblins" },
    ];
    for (const c of cmds) expect(refusal(engine.apply(c.type === "start" ? initialSideInitiativeState() : state, c))).toBe(R("GMOnly"));
  });
});

describe("side initiative: defeat, unconsciousness, leaving", () => {
  it("a side whose members are all down is skipped without any turn events", () => {
    const { state } = rolled();
    const r = run(engine, state, { type: "defeat", by: GM, combatantId: "gob1" }, { type: "fallUnconscious", by: GM, combatantId: "gob2" },
      ...turn("ann"), ...turn("ben"));
    expect(only(r.events, "groupTurnStart", "groupTurnEnd", "turnStart")).toEqual([
      { type: "turnStart", combatantIds: ["ann"] },
      { type: "turnStart", combatantIds: ["ben"] },
      { type: "groupTurnEnd", groupId: "party" },
      { type: "groupTurnStart", groupId: "wolves" },
    ]);
  });

  it("a combatant defeated during its own turn gets no turn end; its side carries on", () => {
    const { state } = rolled();
    const r = run(engine, state, act("ann"), { type: "defeat", by: GM, combatantId: "ann" });
    expect(r.events).toEqual([{ type: "turnStart", combatantIds: ["ann"] }]);
    expect(r.state.activeId).toBeNull();
    expect(canActNow(r.state)).toEqual(["ben"]);
  });

  it("falling unconscious during one's turn ends it; revived the same round before its side finishes, one who had not acted may act", () => {
    const { state } = rolled();
    const r = run(engine, state, { type: "fallUnconscious", by: GM, combatantId: "ben" }, act("ann"));
    expect(run(engine, r.state, end("ann")).state.currentSideId).toBe("goblins");
    const revived = run(engine, r.state, { type: "recover", by: GM, combatantId: "ben" }, end("ann"));
    expect(canActNow(revived.state)).toEqual(["ben"]);
    const knocked = run(engine, state, act("ann"), { type: "fallUnconscious", by: GM, combatantId: "ann" });
    expect(only(knocked.events, "turnEnd")).toEqual([{ type: "turnEnd", combatantIds: ["ann"] }]);
    expect(refusal(engine.apply(run(engine, knocked.state, { type: "recover", by: GM, combatantId: "ann" }).state, act("ann")))).toBe(R("AlreadyActed"));
  });

  it("when nobody at all can act the round waits, and resumes when someone recovers", () => {
    const { state } = rolled();
    const down = run(engine, state, ...["ann", "ben", "gob1", "gob2", "wolf"].map((id): SideInitiativeCommand => ({ type: "fallUnconscious", by: GM, combatantId: id })));
    expect(only(down.events, "roundEnd", "roundStart")).toEqual([{ type: "roundEnd", round: 1 }, { type: "roundStart", round: 2 }]);
    expect(down.state.currentSideId).toBeNull();
    const up = run(engine, down.state, { type: "recover", by: GM, combatantId: "wolf" });
    expect(up.events).toEqual([{ type: "groupTurnStart", groupId: "wolves" }]);
    expect(canActNow(up.state)).toEqual(["wolf"]);
  });

  it("one who leaves mid-turn has its turn closed and is gone from the roster", () => {
    const { state } = rolled();
    const r = run(engine, state, act("ann"), { type: "leave", by: GM, combatantId: "ann" });
    expect(only(r.events, "turnEnd")).toEqual([{ type: "turnEnd", combatantIds: ["ann"] }]);
    expect(r.state.members.map((m) => m.id)).not.toContain("ann");
  });

  it("the GM may move a combatant to another side without anyone re-rolling", () => {
    const { state } = rolled();
    const r = run(engine, state, { type: "moveToSide", by: GM, combatantId: "gob1", sideId: "party" });
    expect(canActNow(r.state)).toEqual(["ann", "ben", "gob1"]);
    expect(r.state.sides.map((x) => x.initiative)).toEqual([8, 5, 3]);
  });
});

describe("side initiative: GM overrides and undo", () => {
  it("the GM may force the next round", () => {
    const { state } = rolled();
    const r = run(engine, run(engine, state, act("ann")).state, { type: "nextRound", by: GM });
    expect(r.events).toEqual([
      { type: "turnEnd", combatantIds: ["ann"] },
      { type: "groupTurnEnd", groupId: "party" },
      { type: "roundEnd", round: 1 },
      { type: "roundStart", round: 2 },
      { type: "groupTurnStart", groupId: "party" },
    ]);
  });

  it("undo restores the previous state exactly", () => {
    const { state } = rolled();
    const after = run(engine, state, act("ann")).state;
    expect(run(engine, after, { type: "undo", by: GM }).state).toStrictEqual(state);
    expect(refusal(engine.apply(initialSideInitiativeState(), { type: "undo", by: GM }))).toBe(R("NothingToUndo"));
  });

  it(`keeps at most ${HISTORY_LIMIT} earlier states`, () => {
    let s = rolled().state;
    const everyone = ["ann", "ben", "gob1", "gob2", "wolf"];
    for (let i = 0; i < HISTORY_LIMIT; i++) s = run(engine, s, ...turn(everyone[i % everyone.length] ?? "ann")).state;
    expect(s.round).toBe(HISTORY_LIMIT / everyone.length + 1);
    expect(s.history.length).toBe(HISTORY_LIMIT);
    expect(s.history.every((h) => h.history.length === 0)).toBe(true);
  });

  it("the state is plain JSON", () => {
    const { state } = rolled();
    expectJsonSafe(run(engine, state, act("ann")).state);
  });
});
