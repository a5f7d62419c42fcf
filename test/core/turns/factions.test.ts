import { describe, expect, it } from "vitest";
import {
  canActNow, canReactNow, factions as engine, initialFactionsState, type FactionMemberInput, type FactionsCommand, type FactionsState,
} from "../../../src/core/turns/factions";
import { expectJsonSafe, GM, only, player, R, refusal, run } from "./helpers";

const uB = player("u-balthasar");
const uS = player("u-sybilla");
const uT = player("u-theobald");

const pc = (id: string, wit: number, owner: string): FactionMemberInput => ({ id, groupId: "players", owners: [owner], wit, ambusher: false });
const npc = (id: string, wit: number, groupId = "bandits"): FactionMemberInput => ({ id, groupId, owners: [], wit, ambusher: false });

/** The rulebook's example: Balthasar (12), Sybilla (6), Theobald (9) against two bandits (8) and their leader (10). */
const EXAMPLE: FactionMemberInput[] = [
  pc("balthasar", 12, "u-balthasar"), pc("sybilla", 6, "u-sybilla"), pc("theobald", 9, "u-theobald"),
  npc("bandit1", 8), npc("bandit2", 8), npc("leader", 10),
];

const start = (over: Partial<Extract<FactionsCommand, { type: "start" }>> = {}) =>
  run(engine, initialFactionsState(), {
    type: "start", by: GM, factions: ["players", "bandits"], members: EXAMPLE, startedBy: "players", fastSlow: false, ...over,
  });
const act = (combatantId: string, by = GM): FactionsCommand => ({ type: "activate", by, combatantId });
const end = (combatantId: string, by = GM): FactionsCommand => ({ type: "endTurn", by, combatantId });
const turn = (id: string, by = GM): FactionsCommand[] => [act(id, by), end(id, by)];
const pass = (factionId: string, by = GM): FactionsCommand => ({ type: "pass", by, factionId });
const first = (factionId: string, by = GM): FactionsCommand => ({ type: "chooseFirst", by, factionId });
const threshold = (total: number): FactionsCommand => ({ type: "roll", by: GM, purpose: "fastThreshold", forId: null, total });

function roundOne(): FactionsState {
  return run(engine, start().state, first("players", uB)).state;
}

describe("factions: the Balthasar, Sybilla and Theobald example, step by step", () => {
  it("plays out exactly as the rulebook describes", () => {
    // Balthasar, Sybilla and Theobald fight two bandits and their leader; the Players have the initiative.
    const begun = start({ fastSlow: true });
    expect(begun.state.holderId).toBe("players");
    // At the beginning of the round the GM openly rolls a d20.
    expect(only(begun.events, "roundStart", "rollNeeded")).toEqual([
      { type: "roundStart", round: 1 },
      { type: "rollNeeded", request: { purpose: "fastThreshold", formula: "1d20", for: [] } },
    ]);
    // The result is 9; the Players, holding the initiative, take turn first.
    const fast = run(engine, begun.state, threshold(9), first("players", uT));
    expect(only(fast.events, "phaseStart", "groupTurnStart")).toEqual([
      { type: "phaseStart", phase: "fast", round: 1 },
      { type: "groupTurnStart", groupId: "players" },
    ]);
    // Only Balthasar, Theobald and the bandit leader can act in the fast phase.
    expect(canActNow(fast.state)).toEqual(["balthasar", "theobald"]);
    expect(refusal(engine.apply(fast.state, act("sybilla", uS)))).toBe(R("NotEligibleThisPhase"));
    // Theobald goes first. He attacks a bandit, who dodges: a reaction, though the bandit could not act in this phase.
    const theobald = run(engine, fast.state, act("theobald", uT));
    expect(canReactNow(theobald.state)).toContain("bandit1");
    const dodge = run(engine, theobald.state, { type: "react", by: GM, combatantId: "bandit1" });
    expect(dodge.events).toEqual([{ type: "turnStart", combatantIds: ["bandit1"] }, { type: "turnEnd", combatantIds: ["bandit1"] }]);
    const afterTheobald = run(engine, dodge.state, end("theobald", uT));
    expect(afterTheobald.state.currentFactionId).toBe("bandits");
    // Followed by the bandit leader.
    expect(canActNow(afterTheobald.state)).toEqual(["leader"]);
    const afterLeader = run(engine, afterTheobald.state, ...turn("leader"));
    // Balthasar could act too, but the Players choose to pass instead.
    expect(canActNow(afterLeader.state)).toEqual(["balthasar"]);
    const passed = run(engine, afterLeader.state, pass("players", uB));
    // The bandits have no one fast left, so they pass too: every faction has passed in a row and the slow phase begins.
    expect(passed.events).toEqual([
      { type: "groupTurnEnd", groupId: "players" },
      { type: "phaseEnd", phase: "fast", round: 1 },
      { type: "phaseStart", phase: "slow", round: 1 },
      { type: "groupTurnStart", groupId: "players" },
    ]);
    // All who have not acted may now: Balthasar, Sybilla and the bandit who did not dodge. The Players start again.
    expect(canActNow(passed.state)).toEqual(["balthasar", "sybilla"]);
    // Sybilla goes first...
    const sybilla = run(engine, passed.state, ...turn("sybilla", uS));
    expect(canActNow(sybilla.state)).toEqual(["bandit2"]);
    // ...followed by the bandit...
    const bandit = run(engine, sybilla.state, ...turn("bandit2"));
    expect(canActNow(bandit.state)).toEqual(["balthasar"]);
    // ...and ending with Balthasar. Nobody is left, so everyone passes in a row: the round ends and morale follows.
    const balthasar = run(engine, bandit.state, ...turn("balthasar", uB));
    expect(only(balthasar.events, "phaseEnd", "roundEnd", "moraleStep", "roundStart", "rollNeeded")).toEqual([
      { type: "phaseEnd", phase: "slow", round: 1 },
      { type: "roundEnd", round: 1 },
      { type: "moraleStep", round: 1 },
      { type: "roundStart", round: 2 },
      { type: "rollNeeded", request: { purpose: "fastThreshold", formula: "1d20", for: [] } },
    ]);
    expect(balthasar.state.members.every((m) => !m.acted)).toBe(true);
    // Each round the holder chooses again who starts.
    expect(balthasar.state.phase).toBe("roundSetup");
    expect(canActNow(balthasar.state)).toEqual([]);
  });
});

describe("factions: initiative and alternation", () => {
  it("the faction that started the fight holds the initiative and chooses who acts first each round", () => {
    const { state } = start({ startedBy: "bandits" });
    expect(state.phase).toBe("roundSetup");
    expect(refusal(engine.apply(state, first("players", uB)))).toBe(R("NotHolder"));
    const r = run(engine, state, first("players"));
    expect(r.state.currentFactionId).toBe("players");
  });

  it("when it is unclear who started, the holder is chosen by a die the engine asks for", () => {
    const { state, events } = start({ startedBy: null });
    expect(events).toEqual([{ type: "rollNeeded", request: { purpose: "initiativeHolder", formula: "1d2", for: ["players", "bandits"] } }]);
    expect(run(engine, state, { type: "roll", by: GM, purpose: "initiativeHolder", forId: null, total: 2 }).state.holderId).toBe("bandits");
  });

  it("factions alternate, each turn one character who has not acted this round", () => {
    const s = roundOne();
    const r = run(engine, s, ...turn("theobald", uT));
    expect(r.state.currentFactionId).toBe("bandits");
    const back = run(engine, r.state, ...turn("bandit1"));
    expect(back.state.currentFactionId).toBe("players");
    expect(canActNow(back.state)).toEqual(["balthasar", "sybilla"]);
  });

  it("a faction that passes may still act later in the round if the others do not all pass", () => {
    const s = roundOne();
    const r = run(engine, s, pass("players", uB), ...turn("bandit1"));
    expect(r.state.round).toBe(1);
    expect(r.state.currentFactionId).toBe("players");
    expect(canActNow(r.state)).toEqual(["balthasar", "sybilla", "theobald"]);
  });

  it("the round ends only when every faction passes in a row", () => {
    const s = roundOne();
    const one = run(engine, s, pass("players", uB));
    expect(one.state.round).toBe(1);
    const both = run(engine, one.state, pass("bandits"));
    expect(only(both.events, "roundEnd", "moraleStep", "roundStart")).toEqual([
      { type: "roundEnd", round: 1 }, { type: "moraleStep", round: 1 }, { type: "roundStart", round: 2 },
    ]);
  });

  it("a faction with no one left to act passes automatically, so the others play on alone", () => {
    const members = [pc("ann", 5, "u-a"), pc("bea", 5, "u-b"), pc("cid", 5, "u-c"), npc("orc", 5)];
    const s = run(engine, initialFactionsState(), { type: "start", by: GM, factions: ["players", "bandits"], members, startedBy: "players", fastSlow: false }, first("players")).state;
    const r = run(engine, s, ...turn("ann"), ...turn("orc"));
    expect(r.state.currentFactionId).toBe("players");
    const r2 = run(engine, r.state, ...turn("bea"));
    expect(only(r2.events, "groupTurnStart")).toEqual([{ type: "groupTurnStart", groupId: "players" }]);
    const r3 = run(engine, r2.state, ...turn("cid"));
    expect(only(r3.events, "roundEnd")).toEqual([{ type: "roundEnd", round: 1 }]);
  });

  it("with three factions the turn goes round the table, and all three must pass in a row", () => {
    const members = [pc("ann", 5, "u-a"), pc("bea", 5, "u-a"), npc("orc", 5, "orcs"), npc("elf", 5, "elves")];
    const s = run(engine, initialFactionsState(), { type: "start", by: GM, factions: ["players", "orcs", "elves"], members, startedBy: "elves", fastSlow: false }, first("orcs")).state;
    const r = run(engine, s, pass("orcs"), pass("elves"), ...turn("ann"), pass("orcs"), pass("elves"));
    expect(r.state.round).toBe(1);
    expect(r.state.currentFactionId).toBe("players");
    expect(run(engine, r.state, pass("players", player("u-a"))).state.round).toBe(2);
  });
});

describe("factions: reactions", () => {
  it("a reaction spends the character's turn out of order; it cannot then take a turn this round", () => {
    const s = run(engine, roundOne(), act("theobald", uT), { type: "react", by: uS, combatantId: "sybilla" }, end("theobald", uT), ...turn("leader")).state;
    expect(canActNow(s)).toEqual(["balthasar"]);
    expect(refusal(engine.apply(s, act("sybilla", uS)))).toBe(R("AlreadyActed"));
  });

  it("a player reacts only with their own character, only in answer to someone's turn, and only once", () => {
    const s = roundOne();
    expect(refusal(engine.apply(s, { type: "react", by: uS, combatantId: "sybilla" }))).toBe(R("NoTrigger"));
    const active = run(engine, s, act("theobald", uT)).state;
    expect(refusal(engine.apply(active, { type: "react", by: uS, combatantId: "balthasar" }))).toBe(R("NotOwner"));
    expect(refusal(engine.apply(active, { type: "react", by: uT, combatantId: "theobald" }))).toBe(R("TurnInProgress"));
    const reacted = run(engine, active, { type: "react", by: uS, combatantId: "sybilla" }).state;
    expect(refusal(engine.apply(reacted, { type: "react", by: uS, combatantId: "sybilla" }))).toBe(R("AlreadyActed"));
  });

  it("a reaction that uses up the faction's last character makes that faction pass automatically", () => {
    const members = [pc("ann", 5, "u-a"), npc("orc", 5), npc("ogre", 5)];
    const s = run(engine, initialFactionsState(), { type: "start", by: GM, factions: ["players", "bandits"], members, startedBy: "players", fastSlow: false }, first("bandits")).state;
    const r = run(engine, s, act("orc"), { type: "react", by: player("u-a"), combatantId: "ann" }, end("orc"));
    expect(r.state.currentFactionId).toBe("bandits");
    expect(canActNow(r.state)).toEqual(["ogre"]);
  });
});

describe("factions: ambush", () => {
  const ambush = EXAMPLE.map((m) => (m.groupId === "bandits" && m.id !== "leader" ? { ...m, ambusher: true } : m));

  it("ambushers get a bonus turn at the start in which only they act, then round 1 as usual", () => {
    const r = start({ members: ambush, startedBy: "bandits" });
    expect(only(r.events, "phaseStart", "groupTurnStart", "roundStart")).toEqual([
      { type: "phaseStart", phase: "ambush", round: 0 },
      { type: "groupTurnStart", groupId: "bandits" },
    ]);
    expect(canActNow(r.state)).toEqual(["bandit1", "bandit2"]);
    const b1 = run(engine, r.state, act("bandit1"));
    expect(refusal(engine.apply(b1.state, { type: "react", by: uB, combatantId: "balthasar" }))).toBe(R("CannotReactInAmbush"));
    const done = run(engine, b1.state, end("bandit1"), ...turn("bandit2"));
    expect(only(done.events, "phaseEnd", "roundStart")).toEqual([
      { type: "phaseEnd", phase: "ambush", round: 0 },
      { type: "roundStart", round: 1 },
    ]);
    const round1 = run(engine, done.state, first("bandits")).state;
    expect(canActNow(round1)).toEqual(["bandit1", "bandit2", "leader"]);
  });

  it("without ambushers there is no bonus turn", () => {
    expect(only(start().events, "phaseStart")).toEqual([]);
  });
});

describe("factions: fast and slow phases", () => {
  it("a phase nobody can act in is skipped without events", () => {
    const s = start({ fastSlow: true }).state;
    const r = run(engine, s, first("players"), threshold(20));
    expect(only(r.events, "phaseStart")).toEqual([{ type: "phaseStart", phase: "slow", round: 1 }]);
  });

  it("the round waits for both the threshold and the holder's choice, in either order", () => {
    const s = start({ fastSlow: true }).state;
    const chosen = run(engine, s, first("bandits"));
    expect(chosen.state.phase).toBe("roundSetup");
    expect(run(engine, chosen.state, threshold(1)).state.currentFactionId).toBe("bandits");
  });

  it("the threshold must be a d20 result and only the GM rolls it", () => {
    const s = start({ fastSlow: true }).state;
    expect(refusal(engine.apply(s, threshold(21)))).toBe(R("RollOutOfRange"));
    expect(refusal(engine.apply(s, { type: "roll", by: uB, purpose: "fastThreshold", forId: null, total: 5 }))).toBe(R("GMOnly"));
  });
});

describe("factions: authority, roster changes, overrides, undo", () => {
  it("players command only their own characters and pass only for their own faction on its turn", () => {
    const s = roundOne();
    expect(refusal(engine.apply(s, act("theobald", uB)))).toBe(R("NotOwner"));
    expect(refusal(engine.apply(s, pass("bandits", uB)))).toBe(R("NotOwner"));
    expect(refusal(engine.apply(s, pass("bandits")))).toBe(R("NotYourTurn"));
    const active = run(engine, s, act("theobald", uT)).state;
    expect(refusal(engine.apply(active, end("theobald", uB)))).toBe(R("NotOwner"));
    expect(refusal(engine.apply(active, pass("players", uB)))).toBe(R("TurnInProgress"));
  });

  it("a character defeated on its turn gets no turn end and its faction's turn is over", () => {
    const r = run(engine, roundOne(), act("theobald"), { type: "defeat", by: GM, combatantId: "theobald" });
    expect(r.events).toEqual([
      { type: "turnStart", combatantIds: ["theobald"] },
      { type: "groupTurnEnd", groupId: "players" },
      { type: "groupTurnStart", groupId: "bandits" },
    ]);
  });

  it("an unconscious character loses its turn; revived, it may act if it had not", () => {
    const down = run(engine, roundOne(), { type: "fallUnconscious", by: GM, combatantId: "sybilla" }).state;
    expect(canActNow(down)).toEqual(["balthasar", "theobald"]);
    const up = run(engine, down, { type: "recover", by: GM, combatantId: "sybilla" }).state;
    expect(canActNow(up)).toEqual(["balthasar", "sybilla", "theobald"]);
  });

  it("a newcomer joins without re-rolling anything and may act this round; a new faction joins the ring", () => {
    const r = run(engine, roundOne(),
      { type: "join", by: GM, member: npc("wolf", 3, "wolves"), newFaction: true },
      ...turn("theobald"), ...turn("leader"));
    expect(only(r.events, "rollNeeded")).toEqual([]);
    expect(r.state.currentFactionId).toBe("wolves");
  });

  it("the GM may force the next round and hand the initiative to another faction", () => {
    const r = run(engine, roundOne(), act("theobald"), { type: "nextRound", by: GM }, { type: "setHolder", by: GM, factionId: "bandits" });
    expect(only(r.events, "roundEnd", "moraleStep", "roundStart")).toEqual([
      { type: "roundEnd", round: 1 }, { type: "moraleStep", round: 1 }, { type: "roundStart", round: 2 },
    ]);
    expect(refusal(engine.apply(r.state, first("players", uB)))).toBe(R("NotHolder"));
  });

  it("undo restores the previous state exactly, and only for the GM", () => {
    const s = roundOne();
    const after = run(engine, s, act("theobald")).state;
    expect(run(engine, after, { type: "undo", by: GM }).state).toStrictEqual(s);
    expect(refusal(engine.apply(after, { type: "undo", by: uT }))).toBe(R("GMOnly"));
    expectJsonSafe(after);
  });
});
