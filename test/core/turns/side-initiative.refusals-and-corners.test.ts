/** Side initiative (rulebook 000): the refusals a GM or player meets, and the corners of surprise, late sides and moves. */
import { describe, expect, it } from "vitest";
import { canActNow, initialSideInitiativeState, type SideInitiativeCommand, type SideMemberInput } from "../../../src/core/turns/side-initiative";
import { GM, only, player, R, refusal, run } from "./helpers";
import { act, AMBUSH, end, engine, MEMBERS, roll, rolled, SIDES, started, turn } from "./side-initiative-fixtures";

const alice = player("u-alice");

const knockOut = (combatantId: string): SideInitiativeCommand => ({ type: "fallUnconscious", by: GM, combatantId });
const defeat = (combatantId: string): SideInitiativeCommand => ({ type: "defeat", by: GM, combatantId });
const newSide = (id: string, groupId: string, isParty = false, dexMod = 0): SideInitiativeCommand =>
  ({ type: "join", by: GM, member: { id, groupId, owners: [], dexMod }, newSide: { isParty } });
const joinSide = (member: SideMemberInput): SideInitiativeCommand => ({ type: "join", by: GM, member, newSide: null });
const move = (combatantId: string, sideId: string): SideInitiativeCommand => ({ type: "moveToSide", by: GM, combatantId, sideId });
const everyoneDown = ["ann", "ben", "gob1", "gob2", "wolf"].map(knockOut);

describe("side initiative: before and at the start", () => {
  it("nothing but starting the fight is accepted before it starts", () => {
    const idle = initialSideInitiativeState();
    const cmds: SideInitiativeCommand[] = [
      act("ann"), roll("party", 5), { type: "endSideTurn", by: GM, sideId: "party" }, { type: "nextRound", by: GM },
      joinSide({ id: "cat", groupId: "party", owners: [], dexMod: 0 }), move("ann", "party"), defeat("ann"),
    ];
    for (const c of cmds) expect(refusal(engine.apply(idle, c)), c.type).toBe(R("NotStarted"));
  });

  it("a fight starts once", () => {
    expect(refusal(engine.apply(started().state, { type: "start", by: GM, sides: SIDES, members: MEMBERS }))).toBe(R("AlreadyStarted"));
  });

  it("only one side can be the Party", () => {
    const twoParties = SIDES.map((x) => (x.id === "goblins" ? { ...x, isParty: true } : x));
    expect(refusal(engine.apply(initialSideInitiativeState(), { type: "start", by: GM, sides: twoParties, members: MEMBERS }))).toBe(R("PartyExists"));
  });

  it("every combatant needs a DEX modifier, and a side that is fighting", () => {
    for (const dexMod of [Number.NaN, Number.POSITIVE_INFINITY]) {
      const members = MEMBERS.map((m) => (m.id === "ben" ? { ...m, dexMod } : m));
      const out = engine.apply(initialSideInitiativeState(), { type: "start", by: GM, sides: SIDES, members });
      expect(out).toEqual({ ok: false, reason: { key: R("InvalidSetup"), data: { problem: "dexMod" } } });
    }
    const stray = [...MEMBERS, { id: "orc", groupId: "orcs", owners: [], dexMod: 0 }];
    expect(refusal(engine.apply(initialSideInitiativeState(), { type: "start", by: GM, sides: SIDES, members: stray }))).toBe(R("UnknownGroup"));
  });
});

describe("side initiative: while initiative is rolled", () => {
  it("no side can end its turn and the GM cannot force a round until the order is known", () => {
    const { state } = started();
    expect(refusal(engine.apply(state, { type: "endSideTurn", by: GM, sideId: "party" }))).toBe(R("NotNow"));
    expect(refusal(engine.apply(state, { type: "nextRound", by: GM }))).toBe(R("NotNow"));
  });

  it("a side joining while the others roll rolls with them, and the order waits for its die", () => {
    const r = run(engine, started().state, roll("party", 8), newSide("orc", "orcs"), roll("goblins", 5), roll("wolves", 3));
    expect(r.state.round).toBe(0);
    expect(canActNow(r.state)).toEqual([]);
    const done = run(engine, r.state, roll("orcs", 6));
    expect(done.state.order).toEqual(["party", "orcs", "goblins", "wolves"]);
    expect(only(done.events, "roundStart", "groupTurnStart")).toEqual([{ type: "roundStart", round: 1 }, { type: "groupTurnStart", groupId: "party" }]);
  });

  it("a side joining while initiative is rolled rolls off with a side it ties", () => {
    const joined = run(engine, started().state, roll("party", 8), newSide("orc", "orcs")).state;
    const r = run(engine, joined, roll("goblins", 5), roll("wolves", 3), roll("orcs", 3));
    expect(only(r.events, "rollNeeded")).toEqual([{ type: "rollNeeded", request: { purpose: "rollOff", formula: "1d8", for: ["wolves", "orcs"] } }]);
    const settled = run(engine, r.state, roll("wolves", 2, "rollOff"), roll("orcs", 7, "rollOff"));
    expect(settled.state.order).toEqual(["party", "goblins", "orcs", "wolves"]);
  });

  it("a side joining while initiative is rolled goes after the sides it ties that have already rolled off", () => {
    const tied = run(engine, started().state, roll("party", 8), roll("goblins", 5), roll("wolves", 5), newSide("orc", "orcs"));
    const r = run(engine, tied.state, roll("goblins", 3, "rollOff"), roll("wolves", 6, "rollOff"), roll("orcs", 5));
    expect(only(r.events, "rollNeeded")).toEqual([]);
    expect(r.state.order).toEqual(["party", "wolves", "goblins", "orcs"]);
  });
});

describe("side initiative: the surprise round", () => {
  it("a Party member defeated in the surprise round lends the Party no DEX; with nobody standing it rolls a plain 1d8", () => {
    const ambushed = started(AMBUSH).state;
    const annOut = run(engine, ambushed, defeat("ann"), ...turn("gob1"), ...turn("gob2"));
    expect(only(annOut.events, "rollNeeded")[0]).toEqual({ type: "rollNeeded", request: { purpose: "initiative", formula: "1d8-1", for: ["party"] } });
    const allOut = run(engine, ambushed, defeat("ann"), defeat("ben"), ...turn("gob1"), ...turn("gob2"));
    expect(only(allOut.events, "rollNeeded")[0]).toEqual({ type: "rollNeeded", request: { purpose: "initiative", formula: "1d8", for: ["party"] } });
  });

  it("a Party member knocked out in the surprise round still lends the Party their DEX", () => {
    const r = run(engine, started(AMBUSH).state, knockOut("ann"), ...turn("gob1"), ...turn("gob2"));
    expect(only(r.events, "rollNeeded")[0]).toEqual({ type: "rollNeeded", request: { purpose: "initiative", formula: "1d8+2", for: ["party"] } });
  });

  it("a side arriving during the free round rolls nothing until it ends, then rolls with everyone", () => {
    const joined = run(engine, started(AMBUSH).state, newSide("orc", "orcs"), joinSide({ id: "cat", groupId: "party", owners: [], dexMod: 4 }));
    expect(only(joined.events, "rollNeeded")).toEqual([]);
    expect(canActNow(joined.state)).toEqual(["gob1", "gob2"]);
    const after = run(engine, joined.state, ...turn("gob1"), ...turn("gob2"));
    expect(only(after.events, "rollNeeded")).toEqual([
      { type: "rollNeeded", request: { purpose: "initiative", formula: "1d8+4", for: ["party"] } },
      { type: "rollNeeded", request: { purpose: "initiative", formula: "1d8", for: ["goblins"] } },
      { type: "rollNeeded", request: { purpose: "initiative", formula: "1d8", for: ["wolves"] } },
      { type: "rollNeeded", request: { purpose: "initiative", formula: "1d8", for: ["orcs"] } },
    ]);
  });

  it("the GM may cut the free round short: the turn in progress ends and initiative is rolled", () => {
    const r = run(engine, run(engine, started(AMBUSH).state, act("gob1")).state, { type: "nextRound", by: GM });
    expect(r.events).toEqual([
      { type: "turnEnd", combatantIds: ["gob1"] },
      { type: "groupTurnEnd", groupId: "goblins" },
      { type: "roundEnd", round: 1 },
      { type: "rollNeeded", request: { purpose: "initiative", formula: "1d8+2", for: ["party"] } },
      { type: "rollNeeded", request: { purpose: "initiative", formula: "1d8", for: ["goblins"] } },
      { type: "rollNeeded", request: { purpose: "initiative", formula: "1d8", for: ["wolves"] } },
    ]);
    expect(canActNow(r.state)).toEqual([]);
    // Everyone, gob1 included, acts again once the order is known.
    const next = run(engine, r.state, roll("party", 3), roll("goblins", 8), roll("wolves", 1));
    expect(next.state.round).toBe(2);
    expect(canActNow(next.state)).toEqual(["gob1", "gob2"]);
  });

  it("two ambushing sides each take their free turn, in the order they are listed", () => {
    const both = AMBUSH.map((x) => (x.id === "wolves" ? { ...x, surprising: true } : x));
    const r = run(engine, started(both).state, ...turn("gob1"), ...turn("gob2"));
    expect(only(r.events, "groupTurnEnd", "groupTurnStart", "roundEnd")).toEqual([
      { type: "groupTurnEnd", groupId: "goblins" },
      { type: "groupTurnStart", groupId: "wolves" },
    ]);
    expect(refusal(engine.apply(r.state, act("ann", alice)))).toBe(R("NotYourTurn"));
  });
});

describe("side initiative: a side passed over", () => {
  it("a side passed over because everyone in it was down does not get its turn back this round when one recovers", () => {
    const r = run(engine, rolled().state, knockOut("gob1"), knockOut("gob2"), ...turn("ann"), ...turn("ben"), { type: "recover", by: GM, combatantId: "gob1" });
    expect(r.state.currentSideId).toBe("wolves");
    const round2 = run(engine, r.state, ...turn("wolf"));
    expect(only(round2.events, "roundStart", "groupTurnStart")).toEqual([{ type: "roundStart", round: 2 }, { type: "groupTurnStart", groupId: "party" }]);
    expect(run(engine, round2.state, ...turn("ann"), ...turn("ben")).state.currentSideId).toBe("goblins");
  });
});

describe("side initiative: ending a side's turn", () => {
  it("the player whose combatant is acting may end the whole side's turn: that turn closes and the next side goes", () => {
    const r = run(engine, rolled().state, act("ann", alice), { type: "endSideTurn", by: alice, sideId: "party" });
    expect(r.events).toEqual([
      { type: "turnStart", combatantIds: ["ann"] },
      { type: "turnEnd", combatantIds: ["ann"] },
      { type: "groupTurnEnd", groupId: "party" },
      { type: "groupTurnStart", groupId: "goblins" },
    ]);
    expect(refusal(engine.apply(r.state, act("ben", player("u-bob"))))).toBe(R("NotYourTurn"));
  });

  it("a player whose combatants on the side are all defeated no longer speaks for it", () => {
    const r = run(engine, rolled().state, defeat("ann"));
    expect(refusal(engine.apply(r.state, { type: "endSideTurn", by: alice, sideId: "party" }))).toBe(R("NotOwner"));
  });

  it("forcing the next round while nobody can act starts another round and ends no side's turn", () => {
    const down = run(engine, rolled().state, ...everyoneDown).state;
    const r = run(engine, down, { type: "nextRound", by: GM });
    expect(r.events).toEqual([{ type: "roundEnd", round: 2 }, { type: "roundStart", round: 3 }]);
  });
});

describe("side initiative: late sides and newcomers", () => {
  it("refuses a new side named like one already fighting, a newcomer for a side that is not, and a newcomer without a DEX modifier", () => {
    const { state } = rolled();
    expect(refusal(engine.apply(state, newSide("orc", "goblins")))).toBe(R("DuplicateId"));
    expect(refusal(engine.apply(state, joinSide({ id: "orc", groupId: "orcs", owners: [], dexMod: 0 })))).toBe(R("UnknownGroup"));
    const out = engine.apply(state, joinSide({ id: "cat", groupId: "party", owners: [], dexMod: Number.NaN }));
    expect(out).toEqual({ ok: false, reason: { key: R("InvalidSetup"), data: { problem: "dexMod" } } });
  });

  it("a late Party that ties a side goes before it (the Party wins ties)", () => {
    const foes = SIDES.filter((x) => !x.isParty);
    const s = run(engine, started(foes, MEMBERS.filter((m) => m.groupId !== "party")).state, roll("goblins", 5), roll("wolves", 3)).state;
    const r = run(engine, s, newSide("ann", "heroes", true, 2), roll("heroes", 5));
    expect(r.state.order).toEqual(["heroes", "goblins", "wolves"]);
    // Its place has passed this round (the goblins are on the clock): the heroes start next round.
    expect(r.state.currentSideId).toBe("goblins");
    const round2 = run(engine, r.state, ...turn("gob1"), ...turn("gob2"), ...turn("wolf"));
    expect(only(round2.events, "roundStart", "groupTurnStart")).toEqual([
      { type: "groupTurnStart", groupId: "wolves" },
      { type: "roundStart", round: 2 },
      { type: "groupTurnStart", groupId: "heroes" },
    ]);
  });

  it("a late side lower than everyone acts last, this very round", () => {
    const r = run(engine, rolled().state, newSide("orc", "orcs"), roll("orcs", 1), ...turn("ann"), ...turn("ben"), ...turn("gob1"), ...turn("gob2"), ...turn("wolf"));
    expect(r.state.order).toEqual(["party", "goblins", "wolves", "orcs"]);
    expect(r.state.round).toBe(1);
    expect(canActNow(r.state)).toEqual(["orc"]);
  });

  it("a late side whose die comes in mid-turn waits for that turn to end", () => {
    const r = run(engine, rolled().state, act("ann"), newSide("orc", "orcs"), roll("orcs", 8));
    expect(r.state.activeId).toBe("ann");
    expect(canActNow(r.state)).toEqual(["ann"]);
  });

  it("while nobody can act, a late side's roll or a newcomer on a side gets the round going", () => {
    const down = run(engine, rolled().state, ...everyoneDown).state;
    const orcs = run(engine, down, newSide("orc", "orcs"), roll("orcs", 2));
    expect(orcs.events).toEqual([
      { type: "rollNeeded", request: { purpose: "initiative", formula: "1d8", for: ["orcs"] } },
      { type: "groupTurnStart", groupId: "orcs" },
    ]);
    const cat = run(engine, down, joinSide({ id: "cat", groupId: "wolves", owners: [], dexMod: 0 }));
    expect(cat.events).toEqual([{ type: "groupTurnStart", groupId: "wolves" }]);
    expect(canActNow(cat.state)).toEqual(["cat"]);
  });
});

describe("side initiative: the GM moves a combatant to another side", () => {
  it("refuses someone unknown, a side that is not fighting, and the combatant in the middle of its turn", () => {
    const { state } = rolled();
    expect(refusal(engine.apply(state, move("nobody", "party")))).toBe(R("UnknownCombatant"));
    expect(refusal(engine.apply(state, move("gob1", "orcs")))).toBe(R("UnknownGroup"));
    expect(refusal(engine.apply(run(engine, state, act("ann")).state, move("ann", "goblins")))).toBe(R("TurnInProgress"));
  });

  it("moving away the last member still to act ends that side's turn; the moved one acts with its new side", () => {
    const r = run(engine, rolled().state, ...turn("ann"), move("ben", "goblins"));
    expect(r.events.slice(-2)).toEqual([{ type: "groupTurnEnd", groupId: "party" }, { type: "groupTurnStart", groupId: "goblins" }]);
    expect(canActNow(r.state)).toEqual(["ben", "gob1", "gob2"]);
  });

  it("one moved to a side that has already gone waits for next round", () => {
    const r = run(engine, rolled().state, ...turn("ann"), ...turn("ben"), move("wolf", "party"));
    expect(canActNow(r.state)).toEqual(["gob1", "gob2"]);
    const round2 = run(engine, r.state, ...turn("gob1"), ...turn("gob2"));
    expect(round2.state.round).toBe(2);
    expect(canActNow(round2.state)).toEqual(["ann", "ben", "wolf"]);
  });
});

describe("side initiative: a refusal names who or which side it is about", () => {
  it("the side or combatant concerned travels with the refusal, for the message the player sees", () => {
    const { state } = rolled();
    const annActing = run(engine, state, act("ann", alice)).state;
    const cases: [SideInitiativeCommand, typeof state, string, string][] = [
      [{ type: "endSideTurn", by: alice, sideId: "goblins" }, state, "NotOwner", "goblins"],
      [{ type: "endSideTurn", by: GM, sideId: "wolves" }, state, "NotYourTurn", "wolves"],
      [{ type: "endSideTurn", by: player("u-bob"), sideId: "party" }, annActing, "TurnInProgress", "ann"],
      [newSide("orc", "goblins"), state, "DuplicateId", "goblins"],
      [move("nobody", "party"), state, "UnknownCombatant", "nobody"],
      [move("gob1", "orcs"), state, "UnknownGroup", "orcs"],
      [move("ann", "goblins"), annActing, "TurnInProgress", "ann"],
    ];
    for (const [cmd, s, key, id] of cases) expect(engine.apply(s, cmd), key).toEqual({ ok: false, reason: { key: R(key), data: { id } } });
  });
});
