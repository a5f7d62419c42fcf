/**
 * Factions (seed 004): only the GM starts a fight; the slow phase opens with the faction the holder
 * chose for the round; a character who arrives mid-fight never takes the ambushers' bonus turn.
 */
import { describe, expect, it } from "vitest";
import {
  canActNow, canReactNow, factions as engine, initialFactionsState, type FactionMemberInput, type FactionsCommand,
} from "../../../src/core/turns/factions";
import { GM, only, player, R, refusal, run } from "./helpers";

const member = (id: string, groupId: string, wit: number, ambusher = false, owners: string[] = []): FactionMemberInput => ({ id, groupId, owners, wit, ambusher });
const act = (combatantId: string): FactionsCommand[] => [{ type: "activate", by: GM, combatantId }, { type: "endTurn", by: GM, combatantId }];

describe("factions: only the GM starts a fight", () => {
  it("a player cannot start a factions fight, even one where they own a character", () => {
    const cmd: FactionsCommand = {
      type: "start", by: player("u1"), factions: ["players", "foes"], members: [member("hero", "players", 8, false, ["u1"]), member("orc", "foes", 5)],
      startedBy: "players", fastSlow: false,
    };
    const idle = initialFactionsState();
    expect(refusal(engine.apply(idle, cmd))).toBe(R("GMOnly"));
    expect(run(engine, idle, { ...cmd, by: GM }).state.phase).toBe("roundSetup");
  });
});

describe("factions: the slow phase starts with the faction the holder chose", () => {
  /**
   * Three factions round the table: archers, bandits, cultists. The cultists hold the initiative and pick
   * the bandits to start. Threshold 10: only the cult's seer (WIT 15) is fast, so the fast phase is the
   * seer's turn; it ends when the cult, next to act, has nobody fast left.
   */
  const start = (): FactionsCommand => ({
    type: "start", by: GM, factions: ["archers", "bandits", "cultists"], startedBy: "cultists", fastSlow: true,
    members: [member("archer", "archers", 5), member("bandit", "bandits", 5), member("seer", "cultists", 15), member("acolyte", "cultists", 3)],
  });

  it("after a fast phase that ended on another faction, the slow phase opens with the holder's pick", () => {
    const chosen = run(engine, initialFactionsState(), start(), { type: "chooseFirst", by: GM, factionId: "bandits" }, { type: "roll", by: GM, purpose: "fastThreshold", forId: null, total: 10 });
    // The bandits have nobody fast: they pass at once and the cult takes the fast phase's only turn.
    expect(chosen.state.currentFactionId).toBe("cultists");
    expect(canActNow(chosen.state)).toEqual(["seer"]);
    const fastOver = run(engine, chosen.state, ...act("seer"));
    expect(only(fastOver.events, "phaseEnd", "phaseStart", "groupTurnStart")).toEqual([
      { type: "phaseEnd", phase: "fast", round: 1 },
      { type: "phaseStart", phase: "slow", round: 1 },
      { type: "groupTurnStart", groupId: "bandits" },
    ]);
    expect(canActNow(fastOver.state)).toEqual(["bandit"]);
  });

  it("every round the holder chooses again, and the slow phase follows that round's choice", () => {
    let s = run(engine, initialFactionsState(), start(), { type: "chooseFirst", by: GM, factionId: "bandits" }, { type: "roll", by: GM, purpose: "fastThreshold", forId: null, total: 10 }).state;
    s = run(engine, s, ...act("seer"), ...act("bandit"), ...act("acolyte"), ...act("archer")).state;
    expect(s.round).toBe(2);
    // Round 2: threshold 12, so again only the seer is fast; this time the holder picks the archers.
    const r2 = run(engine, s, { type: "roll", by: GM, purpose: "fastThreshold", forId: null, total: 12 }, { type: "chooseFirst", by: GM, factionId: "archers" });
    expect(canActNow(r2.state)).toEqual(["seer"]);
    const slow = run(engine, r2.state, ...act("seer"));
    expect(only(slow.events, "phaseStart", "groupTurnStart")).toEqual([
      { type: "phaseStart", phase: "slow", round: 2 },
      { type: "groupTurnStart", groupId: "archers" },
    ]);
    expect(canActNow(slow.state)).toEqual(["archer"]);
  });
});

describe("factions: a late joiner is not an ambusher", () => {
  const ambush = (): FactionsCommand => ({
    type: "start", by: GM, factions: ["travellers", "bandits"], startedBy: "bandits", fastSlow: false,
    members: [member("traveller", "travellers", 8, false, ["u1"]), member("cutthroat", "bandits", 8, true), member("lookout", "bandits", 8, true)],
  });

  it("a bandit arriving during the bonus turn does not take part in it, even if the GM marks it as one", () => {
    const s = run(engine, initialFactionsState(), ambush()).state;
    expect(s.phase).toBe("ambush");
    const joined = run(engine, s, { type: "join", by: GM, member: member("latecomer", "bandits", 8, true), newFaction: false }).state;
    expect(canActNow(joined)).toEqual(["cutthroat", "lookout"]);
    expect(refusal(engine.apply(joined, { type: "activate", by: GM, combatantId: "latecomer" }))).toBe(R("NotEligibleThisPhase"));
    // With both ambushers done, the bonus turn is over: the newcomer did not hold it open.
    const done = run(engine, joined, ...act("cutthroat"), ...act("lookout"));
    expect(only(done.events, "phaseEnd", "roundStart")).toEqual([{ type: "phaseEnd", phase: "ambush", round: 0 }, { type: "roundStart", round: 1 }]);
  });

  it("a newcomer cannot react during the bonus turn: it was not hiding, so it is taken by surprise like the victims", () => {
    const s = run(engine, initialFactionsState(), ambush(), { type: "activate", by: GM, combatantId: "cutthroat" }).state;
    const joined = run(engine, s, { type: "join", by: GM, member: member("latecomer", "bandits", 8, true), newFaction: false }).state;
    expect(canReactNow(joined)).toEqual(["lookout"]);
    expect(refusal(engine.apply(joined, { type: "react", by: GM, combatantId: "latecomer" }))).toBe(R("CannotReactInAmbush"));
  });

  it("a new faction arriving during the bonus turn gets no turn in it", () => {
    const s = run(engine, initialFactionsState(), ambush()).state;
    const joined = run(engine, s, { type: "join", by: GM, member: member("wolf", "wolves", 8, true), newFaction: true }, ...act("cutthroat"), ...act("lookout"));
    expect(only(joined.events, "groupTurnStart")).not.toContainEqual({ type: "groupTurnStart", groupId: "wolves" });
    expect(joined.state.round).toBe(1);
  });

  it("once round 1 starts, the newcomer takes its turn like everyone else", () => {
    const s = run(engine, initialFactionsState(), ambush(), { type: "join", by: GM, member: member("latecomer", "bandits", 8, true), newFaction: false }).state;
    const r1 = run(engine, s, ...act("cutthroat"), ...act("lookout"), { type: "chooseFirst", by: GM, factionId: "bandits" }).state;
    expect(canActNow(r1)).toEqual(["cutthroat", "lookout", "latecomer"]);
  });
});
