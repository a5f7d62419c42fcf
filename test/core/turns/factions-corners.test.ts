/**
 * Factions (seed 004): corners of the round a GM meets at the table — moving on mid-turn, a round in
 * which nobody can act, the holder's die, handing the initiative over mid-round, and reactions the GM
 * calls for between turns.
 */
import { describe, expect, it } from "vitest";
import {
  canActNow, canReactNow, factions as engine, initialFactionsState, type FactionMemberInput, type FactionsCommand, type FactionsState,
} from "../../../src/core/turns/factions";
import { GM, only, player, R, refusal, run } from "./helpers";

const member = (id: string, groupId: string, wit = 8, ambusher = false): FactionMemberInput => ({ id, groupId, owners: [`u-${id}`], wit, ambusher });
const ROSTER = [member("ann", "players", 12), member("bea", "players", 4), member("orc", "orcs", 10), member("elf", "elves", 6)];

type Start = Extract<FactionsCommand, { type: "start" }>;
const start = (over: Partial<Start> = {}): Start => ({
  type: "start", by: GM, factions: ["players", "orcs", "elves"], members: ROSTER, startedBy: "players", fastSlow: false, ...over,
});
const first = (factionId: string): FactionsCommand => ({ type: "chooseFirst", by: GM, factionId });
const threshold = (total: number): FactionsCommand => ({ type: "roll", by: GM, purpose: "fastThreshold", forId: null, total });
const down = (combatantId: string): FactionsCommand => ({ type: "fallUnconscious", by: GM, combatantId });
const act = (combatantId: string): FactionsCommand[] => [{ type: "activate", by: GM, combatantId }, { type: "endTurn", by: GM, combatantId }];
const begun = (over: Partial<Start> = {}, ...cmds: FactionsCommand[]): FactionsState => run(engine, initialFactionsState(), start(over), ...cmds).state;

describe("factions: the GM moves on to the next round", () => {
  it("the character on turn ends its turn, its faction's turn ends, then the round, the morale step and the next round", () => {
    const s = begun({}, first("orcs"), { type: "activate", by: GM, combatantId: "orc" });
    const r = run(engine, s, { type: "nextRound", by: GM });
    expect(r.events).toEqual([
      { type: "turnEnd", combatantIds: ["orc"] },
      { type: "groupTurnEnd", groupId: "orcs" },
      { type: "roundEnd", round: 1 },
      { type: "moraleStep", round: 1 },
      { type: "roundStart", round: 2 },
    ]);
    expect(r.state).toMatchObject({ phase: "roundSetup", round: 2, currentFactionId: null, activeId: null, firstFactionId: null });
  });

  it("moving on between turns closes the turn of the faction that was choosing", () => {
    const r = run(engine, begun({}, first("elves")), { type: "nextRound", by: GM });
    expect(only(r.events, "turnEnd", "groupTurnEnd")).toEqual([{ type: "groupTurnEnd", groupId: "elves" }]);
  });
});

describe("factions: a round in which nobody can act", () => {
  const everyoneDown = ROSTER.map((m) => down(m.id));

  it("with everyone unconscious, the holder's choice ends the round at once and the next one waits for a new choice", () => {
    const s = begun({}, ...everyoneDown);
    const r = run(engine, s, first("players"));
    expect(r.events).toEqual([{ type: "roundEnd", round: 1 }, { type: "moraleStep", round: 1 }, { type: "roundStart", round: 2 }]);
    expect(r.state.phase).toBe("roundSetup");
  });

  it("with fast and slow phases, both are skipped and the round ends", () => {
    const s = begun({ fastSlow: true }, ...everyoneDown, threshold(1));
    const r = run(engine, s, first("orcs"));
    expect(only(r.events, "phaseStart", "roundEnd", "roundStart")).toEqual([{ type: "roundEnd", round: 1 }, { type: "roundStart", round: 2 }]);
    expect(r.state.pendingRolls.map((p) => p.purpose)).toEqual(["fastThreshold"]);
  });

  it("a fast phase in which nobody meets the threshold goes straight to the slow phase, led by the holder's pick", () => {
    const s = begun({ fastSlow: true }, threshold(13));
    const r = run(engine, s, first("elves"));
    expect(only(r.events, "phaseStart", "phaseEnd", "groupTurnStart")).toEqual([
      { type: "phaseStart", phase: "slow", round: 1 },
      { type: "groupTurnStart", groupId: "elves" },
    ]);
  });

  it("a character whose WIT equals the threshold is fast; one point below is not", () => {
    const s = begun({ fastSlow: true }, threshold(10), first("orcs"));
    expect(canActNow(s)).toEqual(["orc"]);
    const r = run(engine, s, ...act("orc"));
    expect(canActNow(r.state)).toEqual(["ann"]);
  });
});

describe("factions: passing round the table", () => {
  it("two factions pass and the third has nobody able to act: everyone has passed in a row and the round ends", () => {
    const s = begun({}, down("elf"), first("players"));
    const r = run(engine, s, { type: "pass", by: GM, factionId: "players" }, { type: "pass", by: GM, factionId: "orcs" });
    expect(only(r.events, "groupTurnStart", "roundEnd")).toEqual([{ type: "groupTurnStart", groupId: "orcs" }, { type: "roundEnd", round: 1 }]);
    expect(r.state.round).toBe(2);
  });
});

describe("factions: who holds the initiative", () => {
  it("the holder's die reads face 1 as the first faction round the table", () => {
    const s = begun({ startedBy: null });
    const r = run(engine, s, { type: "roll", by: GM, purpose: "initiativeHolder", forId: null, total: 1 });
    expect(r.state.holderId).toBe("players");
    expect(r.events).toEqual([{ type: "roundStart", round: 1 }]);
    expect(refusal(engine.apply(r.state, { type: "chooseFirst", by: player("u-orc"), factionId: "orcs" }))).toBe(R("NotHolder"));
  });

  it("the holder's die with three factions names three faces", () => {
    const s = run(engine, initialFactionsState(), start({ startedBy: null }));
    expect(s.events).toEqual([{ type: "rollNeeded", request: { purpose: "initiativeHolder", formula: "1d3", for: ["players", "orcs", "elves"] } }]);
    expect(run(engine, s.state, { type: "roll", by: GM, purpose: "initiativeHolder", forId: null, total: 3 }).state.holderId).toBe("elves");
  });

  it("handing the initiative over mid-round changes nothing in this round: the new holder chooses from the next", () => {
    const s = begun({}, first("orcs"));
    const r = run(engine, s, { type: "setHolder", by: GM, factionId: "elves" });
    expect(r.events).toEqual([]);
    expect(r.state).toMatchObject({ holderId: "elves", phase: "main", currentFactionId: "orcs", round: 1 });
    const next = run(engine, r.state, { type: "nextRound", by: GM }).state;
    expect(refusal(engine.apply(next, { type: "chooseFirst", by: player("u-ann"), factionId: "players" }))).toBe(R("NotHolder"));
    expect(run(engine, next, { type: "chooseFirst", by: player("u-elf"), factionId: "players" }).state.currentFactionId).toBe("players");
  });

  it("handing the initiative to the ambushers while the holder's die is still to be rolled starts their bonus turn with no die left to roll", () => {
    const s = begun({ startedBy: null, members: ROSTER.map((m) => (m.id === "orc" ? { ...m, ambusher: true } : m)) });
    const r = run(engine, s, { type: "setHolder", by: GM, factionId: "orcs" });
    expect(r.state).toMatchObject({ phase: "ambush", holderId: "orcs", currentFactionId: "orcs", pendingRolls: [] });
    expect(canActNow(r.state)).toEqual(["orc"]);
  });

  it("with a fast threshold still to roll, handing the initiative over keeps that roll pending", () => {
    const s = begun({ fastSlow: true });
    const r = run(engine, s, { type: "setHolder", by: GM, factionId: "orcs" });
    expect(r.state.pendingRolls.map((p) => p.purpose)).toEqual(["fastThreshold"]);
    expect(r.state.phase).toBe("roundSetup");
  });
});

describe("factions: reactions the GM calls for between turns", () => {
  it("the GM may call for a reaction while nobody is taking a turn; it spends the character's turn", () => {
    const s = begun({}, first("players"));
    expect(canReactNow(s)).toEqual([]);
    const r = run(engine, s, { type: "react", by: GM, combatantId: "orc" });
    expect(r.events).toEqual([{ type: "turnStart", combatantIds: ["orc"] }, { type: "turnEnd", combatantIds: ["orc"] }]);
    expect(r.state.members.find((m) => m.id === "orc")?.acted).toBe(true);
    expect(r.state.currentFactionId).toBe("players");
  });

  it("when the faction choosing now reacts with its last character, it passes and the turn moves on", () => {
    const s = begun({}, down("bea"), first("players"));
    const r = run(engine, s, { type: "react", by: GM, combatantId: "ann" });
    expect(only(r.events, "groupTurnEnd", "groupTurnStart")).toEqual([{ type: "groupTurnEnd", groupId: "players" }, { type: "groupTurnStart", groupId: "orcs" }]);
    expect(r.state.passedInRow).toEqual(["players"]);
  });

  it("while someone takes a turn, everyone else able to act may react, whatever the phase's threshold", () => {
    const s = begun({ fastSlow: true }, threshold(11), first("players"), { type: "activate", by: GM, combatantId: "ann" });
    expect(canReactNow(s)).toEqual(["bea", "orc", "elf"]);
    const downed = run(engine, s, down("elf")).state;
    expect(canReactNow(downed)).toEqual(["bea", "orc"]);
  });

  it("nobody reacts before the round's first turn has been given", () => {
    expect(canReactNow(begun())).toEqual([]);
    expect(canActNow(begun())).toEqual([]);
  });
});
