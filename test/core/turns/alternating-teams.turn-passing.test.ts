/**
 * Alternating teams (rulebook 001): who has the turn when the roster changes under it, and who goes first
 * when the GM names who started the fight but nobody as attacked.
 */
import { describe, expect, it } from "vitest";
import {
  alternatingTeams as engine, canActNow, initialAlternatingTeamsState, type AlternatingTeamsCommand, type AlternatingTeamsState,
  type TeamMemberInput,
} from "../../../src/core/turns/alternating-teams";
import { startingTeam } from "../../../src/core/turns/alternating-teams-starter";
import type { TurnEvent } from "../../../src/core/turns/engine";
import { GM, only, player, run } from "./helpers";

const uRoland = player("u-roland");
const member = (id: string, groupId: string): TeamMemberInput => ({ id, groupId, owners: [`u-${id}`], cannotBeSurprised: false });
const PLAYERS = ["roland", "clementine", "boudica"].map((id) => member(id, "players"));
const GUARDS = ["captain", "guard-a", "guard-b"].map((id) => member(id, "guards"));

const act = (combatantId: string): AlternatingTeamsCommand => ({ type: "activate", by: GM, combatantId });
const end = (combatantId: string): AlternatingTeamsCommand => ({ type: "endTurn", by: GM, combatantId });
const turn = (id: string): AlternatingTeamsCommand[] => [act(id), end(id)];
const gm = (type: "defeat" | "leave" | "fallUnconscious", combatantId: string): AlternatingTeamsCommand => ({ type, by: GM, combatantId });

function playersAttackTheGuards(): AlternatingTeamsState {
  return run(engine, initialAlternatingTeamsState(), {
    type: "start", by: GM, teams: ["guards", "players"], members: [...GUARDS, ...PLAYERS], startedBy: "players", attacked: "guards", surprisingTeamId: null,
  }).state;
}

const teamSwitches = (events: TurnEvent[]) => only(events, "groupTurnEnd", "groupTurnStart");

describe("the member taking the team's turn is defeated or leaves: that was the team's turn", () => {
  it("Roland defeated in the middle of his turn: the guards choose next, and Roland gets no turn event", () => {
    const r = run(engine, playersAttackTheGuards(), act("roland"), gm("defeat", "roland"));
    expect(r.state.currentTeamId).toBe("guards");
    expect(r.state.activeId).toBeNull();
    expect(teamSwitches(r.events)).toEqual([{ type: "groupTurnEnd", groupId: "players" }, { type: "groupTurnStart", groupId: "guards" }]);
    expect(only(r.events, "turnEnd")).toEqual([]);
    expect(canActNow(r.state)).toEqual(["captain", "guard-a", "guard-b"]);
  });

  it("Roland flees the fight in the middle of his turn: his turn ends and the guards choose next", () => {
    const acting = run(engine, playersAttackTheGuards(), act("roland")).state;
    const r = run(engine, acting, gm("leave", "roland"));
    expect(r.state.currentTeamId).toBe("guards");
    expect(r.events).toEqual([
      { type: "turnEnd", combatantIds: ["roland"] }, { type: "groupTurnEnd", groupId: "players" }, { type: "groupTurnStart", groupId: "guards" },
    ]);
    expect(r.state.members.map((m) => m.id)).not.toContain("roland");
  });

  it("the last guard to act is defeated during its turn: the round ends as if it had finished", () => {
    const s = run(engine, playersAttackTheGuards(), ...turn("roland"), ...turn("captain"), ...turn("clementine"), ...turn("guard-a"), ...turn("boudica")).state;
    const r = run(engine, s, act("guard-b"), gm("defeat", "guard-b"));
    expect(only(r.events, "roundEnd", "roundStart")).toEqual([{ type: "roundEnd", round: 1 }, { type: "roundStart", round: 2 }]);
    expect(r.state.currentTeamId).toBe("players");
  });

  it("someone defeated or leaving between turns does not take the choosing team's opportunity away", () => {
    const r = run(engine, playersAttackTheGuards(), gm("defeat", "guard-a"), gm("leave", "boudica"), gm("defeat", "clementine"));
    expect(r.state.currentTeamId).toBe("players");
    expect(teamSwitches(r.events)).toEqual([]);
    expect(canActNow(r.state)).toEqual(["roland"]);
  });

  it("the only player still able to act leaves while the players choose: the guards take the turn at once", () => {
    const s = run(engine, playersAttackTheGuards(), gm("defeat", "clementine"), gm("fallUnconscious", "boudica")).state;
    const r = run(engine, s, gm("leave", "roland"));
    expect(teamSwitches(r.events)).toEqual([{ type: "groupTurnEnd", groupId: "players" }, { type: "groupTurnStart", groupId: "guards" }]);
    expect(r.state.currentTeamId).toBe("guards");
  });
});

describe("who goes first when nobody is named as attacked", () => {
  const start = (startedBy: string, attacked: string | null) => run(engine, initialAlternatingTeamsState(), {
    type: "start", by: GM, teams: ["guards", "wolves", "players"],
    members: [...GUARDS, ...PLAYERS, member("wolf", "wolves")], startedBy, attacked, surprisingTeamId: null,
  });

  it("the team that started the fight acts first; every other team follows in the GM's order", () => {
    const r = start("players", null);
    expect(r.state.order).toEqual(["players", "guards", "wolves"]);
    expect(r.events).toEqual([{ type: "roundStart", round: 1 }, { type: "groupTurnStart", groupId: "players" }]);
    expect(canActNow(r.state)).toEqual(["roland", "clementine", "boudica"]);
    const after = run(engine, r.state, ...turn("roland"), ...turn("captain"), ...turn("wolf"));
    expect(after.state.currentTeamId).toBe("players");
  });

  it("naming the starter's own team as the attacked one changes nothing: each team appears once", () => {
    expect(start("players", "players").state.order).toEqual(["players", "guards", "wolves"]);
  });

  it("through the tracker, a named starter goes first whatever the GM's list; with no one named, the first listed team", () => {
    expect(startingTeam(["guards", "players"], { startedBy: "players", attacked: null, surprising: null })).toBe("players");
    expect(startingTeam(["guards", "players"], { startedBy: "players", attacked: null, surprising: "guards" })).toBe("players");
    expect(startingTeam(["guards", "players"], { startedBy: null, attacked: null, surprising: null })).toBe("guards");
    expect(startingTeam(["guards", "players"], { startedBy: null, attacked: "guards", surprising: null })).toBe("players");
  });
});

describe("a player's click after the team's turn has passed", () => {
  it("Roland's owner cannot act for the players once Roland's defeat handed the turn to the guards", () => {
    const s = run(engine, playersAttackTheGuards(), act("roland"), gm("defeat", "roland")).state;
    const out = engine.apply(s, { type: "activate", by: player("u-clementine"), combatantId: "clementine" });
    expect(out.ok ? "accepted" : out.reason.key).toBe("FRAY.Turns.Refusal.NotYourTurn");
    expect(engine.apply(s, { type: "activate", by: uRoland, combatantId: "roland" }).ok).toBe(false);
  });
});

describe("who goes first when the only team at the table is the one attacked", () => {
  it("a lone team attacked by an unseen hazard still takes the first turn: there is nobody else to go before it", () => {
    expect(startingTeam(["players"], { startedBy: null, attacked: "players", surprising: null })).toBe("players");
    const r = run(engine, initialAlternatingTeamsState(), {
      type: "start", by: GM, teams: ["players"], members: PLAYERS, startedBy: startingTeam(["players"], { startedBy: null, attacked: "players", surprising: null }),
      attacked: "players", surprisingTeamId: null,
    });
    expect(r.events).toEqual([{ type: "roundStart", round: 1 }, { type: "groupTurnStart", groupId: "players" }]);
  });
});
