/**
 * Factions: commands that make no sense for the fight as it stands are refused with the reason shown,
 * and the GM's overrides (next round, hand the initiative over) land where the rulebook's round would.
 */
import { describe, expect, it } from "vitest";
import {
  canActNow, factions as engine, initialFactionsState, type FactionMemberInput, type FactionsCommand, type FactionsState,
} from "../../../src/core/turns/factions";
import { GM, only, player, R, refusedUnchanged, run } from "./helpers";

const member = (id: string, groupId: string, wit = 8, ambusher = false, owners: string[] = []): FactionMemberInput => ({ id, groupId, owners, wit, ambusher });
const ROSTER = [member("hero", "players", 12, false, ["u1"]), member("orc", "orcs", 6), member("shaman", "orcs", 14)];
const startCmd = (over: Partial<Extract<FactionsCommand, { type: "start" }>> = {}): FactionsCommand => ({
  type: "start", by: GM, factions: ["players", "orcs"], members: ROSTER, startedBy: "players", fastSlow: false, ...over,
});
const started = (over: Partial<Extract<FactionsCommand, { type: "start" }>> = {}) => run(engine, initialFactionsState(), startCmd(over)).state;
const inRound = () => run(engine, started(), { type: "chooseFirst", by: GM, factionId: "players" }).state;

const refused = (s: FactionsState, cmd: FactionsCommand): string => refusedUnchanged(engine, s, cmd);

describe("factions: before and at the start", () => {
  it("nothing but the start is accepted before the fight begins", () => {
    expect(refused(initialFactionsState(), { type: "chooseFirst", by: GM, factionId: "players" })).toBe(R("NotStarted"));
    expect(refused(initialFactionsState(), { type: "nextRound", by: GM })).toBe(R("NotStarted"));
  });

  it("a fight starts once, names a starting faction that is at the table, and gives everyone a WIT", () => {
    expect(refused(started(), startCmd())).toBe(R("AlreadyStarted"));
    expect(refused(initialFactionsState(), startCmd({ startedBy: "elves" }))).toBe(R("UnknownGroup"));
    expect(refused(initialFactionsState(), startCmd({ members: [member("hero", "players", Number.NaN)] }))).toBe(R("InvalidSetup"));
    expect(refused(initialFactionsState(), startCmd({ members: [member("elf", "elves")] }))).toBe(R("UnknownGroup"));
  });
});

describe("factions: choices that come at the wrong moment", () => {
  it("the holder chooses who starts only while the round is being set up, and only a faction at the table", () => {
    expect(refused(started(), { type: "chooseFirst", by: GM, factionId: "elves" })).toBe(R("UnknownGroup"));
    expect(refused(inRound(), { type: "chooseFirst", by: GM, factionId: "orcs" })).toBe(R("NotNow"));
  });

  it("nobody takes a turn, passes or reacts until the holder has chosen", () => {
    const s = started();
    expect(refused(s, { type: "activate", by: GM, combatantId: "hero" })).toBe(R("NotNow"));
    expect(refused(s, { type: "pass", by: GM, factionId: "players" })).toBe(R("NotNow"));
    expect(refused(s, { type: "react", by: GM, combatantId: "orc" })).toBe(R("NotNow"));
    expect(refused(s, { type: "nextRound", by: GM })).toBe(R("NotNow"));
  });

  it("a reaction needs someone in the fight who can still act", () => {
    const s = run(engine, inRound(), { type: "activate", by: GM, combatantId: "hero" }, { type: "fallUnconscious", by: GM, combatantId: "orc" }).state;
    expect(refused(s, { type: "react", by: GM, combatantId: "ghost" })).toBe(R("UnknownCombatant"));
    expect(refused(s, { type: "react", by: GM, combatantId: "orc" })).toBe(R("Unconscious"));
  });
});

describe("factions: newcomers", () => {
  it("only the GM brings someone in", () => {
    expect(refused(inRound(), { type: "join", by: player("u1"), member: member("ally", "players", 8, false, ["u1"]), newFaction: false })).toBe(R("GMOnly"));
  });

  it("a new faction must have a new name, an existing one must be at the table, and the newcomer needs a WIT", () => {
    expect(refused(inRound(), { type: "join", by: GM, member: member("wolf", "orcs"), newFaction: true })).toBe(R("DuplicateId"));
    expect(refused(inRound(), { type: "join", by: GM, member: member("wolf", "wolves"), newFaction: false })).toBe(R("UnknownGroup"));
    expect(refused(inRound(), { type: "join", by: GM, member: member("wolf", "orcs", Number.NaN), newFaction: false })).toBe(R("InvalidSetup"));
  });
});

describe("factions: the GM's overrides", () => {
  it("only the GM moves to the next round or hands the initiative over, and only to a faction at the table", () => {
    expect(refused(inRound(), { type: "nextRound", by: player("u1") })).toBe(R("GMOnly"));
    expect(refused(inRound(), { type: "setHolder", by: player("u1"), factionId: "players" })).toBe(R("GMOnly"));
    expect(refused(inRound(), { type: "setHolder", by: GM, factionId: "elves" })).toBe(R("UnknownGroup"));
  });

  it("handing the initiative over while its die is still to be rolled starts the fight with that holder", () => {
    const s = started({ startedBy: null });
    expect(s.phase).toBe("awaitingHolder");
    const r = run(engine, s, { type: "setHolder", by: GM, factionId: "orcs" });
    expect(r.state.holderId).toBe("orcs");
    expect(r.state.pendingRolls).toEqual([]);
    expect(only(r.events, "roundStart")).toEqual([{ type: "roundStart", round: 1 }]);
    expect(refused(r.state, { type: "roll", by: GM, purpose: "initiativeHolder", forId: null, total: 1 })).toBe(R("NoRollPending"));
  });

  it("moving on during the ambushers' bonus turn ends that turn and starts round 1, not round 2", () => {
    const s = started({ members: ROSTER.map((m) => (m.id === "orc" ? { ...m, ambusher: true } : m)), startedBy: "orcs" });
    expect(s.phase).toBe("ambush");
    const r = run(engine, s, { type: "nextRound", by: GM });
    expect(only(r.events, "phaseEnd", "roundEnd", "moraleStep", "roundStart")).toEqual([
      { type: "phaseEnd", phase: "ambush", round: 0 },
      { type: "roundStart", round: 1 },
    ]);
  });

  it("moving on during the fast phase ends the whole round: the slow phase does not happen", () => {
    const s = run(engine, started({ fastSlow: true }), { type: "roll", by: GM, purpose: "fastThreshold", forId: null, total: 10 }, { type: "chooseFirst", by: GM, factionId: "orcs" }).state;
    expect(canActNow(s)).toEqual(["shaman"]);
    const r = run(engine, s, { type: "activate", by: GM, combatantId: "shaman" }, { type: "nextRound", by: GM });
    expect(only(r.events, "turnEnd", "phaseEnd", "phaseStart", "roundEnd", "roundStart")).toEqual([
      { type: "turnEnd", combatantIds: ["shaman"] },
      { type: "phaseEnd", phase: "fast", round: 1 },
      { type: "roundEnd", round: 1 },
      { type: "roundStart", round: 2 },
    ]);
  });

  it("a character leaving the faction on turn, when it was the last who could act, makes the faction pass", () => {
    const s = run(engine, inRound(), { type: "activate", by: GM, combatantId: "hero" }, { type: "endTurn", by: GM, combatantId: "hero" }, { type: "activate", by: GM, combatantId: "orc" }, { type: "endTurn", by: GM, combatantId: "orc" }).state;
    // Players have nobody left and passed by themselves; the orcs are on turn with the shaman alone.
    expect(s.currentFactionId).toBe("orcs");
    const r = run(engine, s, { type: "leave", by: GM, combatantId: "shaman" });
    expect(only(r.events, "groupTurnEnd", "roundEnd")).toEqual([{ type: "groupTurnEnd", groupId: "orcs" }, { type: "roundEnd", round: 1 }]);
  });
});
