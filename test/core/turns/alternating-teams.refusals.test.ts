/**
 * Alternating teams (rulebook 001): commands that make no sense for the fight as it stands are refused
 * with the reason the GM or player is shown, and leave the fight untouched.
 */
import { describe, expect, it } from "vitest";
import {
  alternatingTeams as engine, canActNow, initialAlternatingTeamsState, type AlternatingTeamsCommand, type AlternatingTeamsState,
  type TeamMemberInput,
} from "../../../src/core/turns/alternating-teams";
import { GM, only, player, R, refusedUnchanged, run } from "./helpers";

const member = (id: string, groupId: string): TeamMemberInput => ({ id, groupId, owners: [`u-${id}`], cannotBeSurprised: false });
const ROSTER = [member("roland", "players"), member("clementine", "players"), member("captain", "guards"), member("guard-a", "guards")];

type Start = Extract<AlternatingTeamsCommand, { type: "start" }>;
const startCmd = (over: Partial<Start> = {}): Start => ({
  type: "start", by: GM, teams: ["guards", "players"], members: ROSTER, startedBy: "players", attacked: "guards", surprisingTeamId: null, ...over,
});
const started = (): AlternatingTeamsState => run(engine, initialAlternatingTeamsState(), startCmd()).state;

const refused = (s: AlternatingTeamsState, cmd: AlternatingTeamsCommand): string => refusedUnchanged(engine, s, cmd);

describe("alternating teams: starting the fight", () => {
  it("only the GM starts a fight, and only once", () => {
    expect(refused(initialAlternatingTeamsState(), startCmd({ by: player("u-roland") }))).toBe(R("GMOnly"));
    expect(refused(started(), startCmd())).toBe(R("AlreadyStarted"));
  });

  it("the team that started it, the attacked team and the surprising team must all be at the table", () => {
    expect(refused(initialAlternatingTeamsState(), startCmd({ startedBy: "wolves" }))).toBe(R("UnknownGroup"));
    expect(refused(initialAlternatingTeamsState(), startCmd({ attacked: "wolves" }))).toBe(R("UnknownGroup"));
    expect(refused(initialAlternatingTeamsState(), startCmd({ surprisingTeamId: "wolves" }))).toBe(R("UnknownGroup"));
  });

  it("nothing but the start is accepted before the fight begins", () => {
    const idle = initialAlternatingTeamsState();
    expect(refused(idle, { type: "activate", by: GM, combatantId: "roland" })).toBe(R("NotStarted"));
    expect(refused(idle, { type: "nextRound", by: GM })).toBe(R("NotStarted"));
    expect(refused(idle, { type: "join", by: GM, member: member("wolf", "wolves"), newTeam: true })).toBe(R("NotStarted"));
  });
});

describe("alternating teams: the GM's overrides", () => {
  it("only the GM moves to the next round or brings someone in", () => {
    const s = started();
    expect(refused(s, { type: "nextRound", by: player("u-roland") })).toBe(R("GMOnly"));
    expect(refused(s, { type: "join", by: player("u-roland"), member: member("squire", "players"), newTeam: false })).toBe(R("GMOnly"));
  });

  it("the GM can end the opportunity only of the team choosing now", () => {
    expect(refused(started(), { type: "endTeamTurn", by: GM, teamId: "guards" })).toBe(R("NotYourTurn"));
  });

  it("ending a team's opportunity in the middle of a member's turn ends that turn as taken", () => {
    const r = run(engine, started(), { type: "activate", by: GM, combatantId: "roland" }, { type: "endTeamTurn", by: GM, teamId: "players" });
    expect(r.events).toEqual([
      { type: "turnStart", combatantIds: ["roland"] },
      { type: "turnEnd", combatantIds: ["roland"] },
      { type: "groupTurnEnd", groupId: "players" },
      { type: "groupTurnStart", groupId: "guards" },
    ]);
    expect(r.state.members.find((m) => m.id === "roland")?.acted).toBe(true);
  });

  it("moving on to the next round ends the choosing team's turn first, then the round", () => {
    const r = run(engine, started(), { type: "nextRound", by: GM });
    expect(r.events).toEqual([
      { type: "groupTurnEnd", groupId: "players" },
      { type: "roundEnd", round: 1 },
      { type: "roundStart", round: 2 },
      { type: "groupTurnStart", groupId: "players" },
    ]);
    expect(canActNow(r.state)).toEqual(["roland", "clementine"]);
  });

  it("moving on while everybody is down ends the waiting round without a team's turn to close", () => {
    const down = run(engine, started(), ...ROSTER.map((m): AlternatingTeamsCommand => ({ type: "fallUnconscious", by: GM, combatantId: m.id }))).state;
    expect(down.currentTeamId).toBeNull();
    const r = run(engine, down, { type: "nextRound", by: GM });
    expect(only(r.events, "groupTurnEnd", "groupTurnStart")).toEqual([]);
    expect(r.events).toEqual([{ type: "roundEnd", round: 2 }, { type: "roundStart", round: 3 }]);
  });
});

describe("alternating teams: newcomers", () => {
  it("a new team must have a new name, and an existing team must be at the table", () => {
    const s = started();
    expect(refused(s, { type: "join", by: GM, member: member("squire", "players"), newTeam: true })).toBe(R("DuplicateId"));
    expect(refused(s, { type: "join", by: GM, member: member("wolf", "wolves"), newTeam: false })).toBe(R("UnknownGroup"));
  });

  it("a newcomer to a team with no one left wakes the round that was waiting for anyone able to act", () => {
    const down = run(engine, started(), ...ROSTER.map((m): AlternatingTeamsCommand => ({ type: "defeat", by: GM, combatantId: m.id }))).state;
    const r = run(engine, down, { type: "join", by: GM, member: member("wolf", "wolves"), newTeam: true });
    expect(r.events).toEqual([{ type: "groupTurnStart", groupId: "wolves" }]);
    expect(canActNow(r.state)).toEqual(["wolf"]);
  });
});
