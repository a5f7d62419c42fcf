/**
 * Alternating teams (rulebook 001, "Surprise"): only the surprising team, and anyone who cannot be surprised,
 * acts in the surprise round; after it, and after the GM forces the next round, teams alternate as normal.
 */
import { describe, expect, it } from "vitest";
import {
  alternatingTeams as engine, canActNow, initialAlternatingTeamsState, type AlternatingTeamsCommand, type AlternatingTeamsState,
  type TeamMemberInput,
} from "../../../src/core/turns/alternating-teams";
import { GM, only, player, R, refusal, run } from "./helpers";

const member = (id: string, groupId: string, cannotBeSurprised = false): TeamMemberInput => ({ id, groupId, owners: [`u-${id}`], cannotBeSurprised });
const PLAYERS = [member("roland", "players"), member("clementine", "players", true), member("boudica", "players")];
const GOBLINS = ["goblin-1", "goblin-2"].map((id) => member(id, "goblins"));

const act = (combatantId: string, by = GM): AlternatingTeamsCommand => ({ type: "activate", by, combatantId });
const end = (combatantId: string): AlternatingTeamsCommand => ({ type: "endTurn", by: GM, combatantId });
const turn = (id: string): AlternatingTeamsCommand[] => [act(id), end(id)];
const nextRound: AlternatingTeamsCommand = { type: "nextRound", by: GM };

function goblinsAmbush(players: TeamMemberInput[] = PLAYERS): AlternatingTeamsState {
  return run(engine, initialAlternatingTeamsState(), {
    type: "start", by: GM, teams: ["players", "goblins"], members: [...players, ...GOBLINS], startedBy: "goblins", attacked: "players",
    surprisingTeamId: "goblins",
  }).state;
}

describe("surprised members cannot act in the surprise round", () => {
  it("Roland and Boudica are refused, by their players and by the GM, on their team's turn in the surprise round", () => {
    const s = run(engine, goblinsAmbush(), ...turn("goblin-1")).state;
    expect(s.currentTeamId).toBe("players");
    for (const id of ["roland", "boudica"]) {
      expect(refusal(engine.apply(s, act(id, player(`u-${id}`))))).toBe(R("SurprisedThisRound"));
      expect(refusal(engine.apply(s, act(id)))).toBe(R("SurprisedThisRound"));
    }
    expect(canActNow(s)).toEqual(["clementine"]);
  });

  it("once Clementine has acted, the players have no one left: the goblins take every remaining turn of the round", () => {
    const s = run(engine, goblinsAmbush(), ...turn("goblin-1"), ...turn("clementine"));
    expect(s.state.currentTeamId).toBe("goblins");
    const last = run(engine, s.state, ...turn("goblin-2"));
    expect(only(last.events, "roundEnd")).toEqual([{ type: "roundEnd", round: 1 }]);
    expect(only([...s.events, ...last.events], "turnStart").flatMap((e) => (e.type === "turnStart" ? e.combatantIds : []))).toEqual(["goblin-1", "clementine", "goblin-2"]);
  });

  it("a surprised member who recovers or joins during the surprise round still waits for the normal rounds", () => {
    const s = run(engine, goblinsAmbush(), { type: "fallUnconscious", by: GM, combatantId: "roland" }, ...turn("goblin-1"),
      { type: "recover", by: GM, combatantId: "roland" },
      { type: "join", by: GM, member: member("agnessa", "players"), newTeam: false }).state;
    expect(canActNow(s)).toEqual(["clementine"]);
    expect(refusal(engine.apply(s, act("agnessa")))).toBe(R("SurprisedThisRound"));
  });
});

describe("Next round after a surprise round is a normal round", () => {
  it("the GM forces the next round during the ambush: every player may act in round 2", () => {
    const forced = run(engine, goblinsAmbush(), ...turn("goblin-1"), nextRound);
    expect(forced.state.round).toBe(2);
    expect(forced.state.surpriseRound).toBe(false);
    expect(forced.state.currentTeamId).toBe("goblins");
    const r = run(engine, forced.state, ...turn("goblin-1"));
    expect(canActNow(r.state)).toEqual(["roland", "clementine", "boudica"]);
    expect(run(engine, r.state, act("roland", player("u-roland"))).events).toEqual([{ type: "turnStart", combatantIds: ["roland"] }]);
  });

  it("forced before anyone acted, with no one who cannot be surprised: the players still get their turns in round 2", () => {
    const nobodySenses = PLAYERS.map((m) => ({ ...m, cannotBeSurprised: false }));
    const forced = run(engine, goblinsAmbush(nobodySenses), nextRound);
    expect(only(forced.events, "roundEnd", "roundStart")).toEqual([{ type: "roundEnd", round: 1 }, { type: "roundStart", round: 2 }]);
    const r = run(engine, forced.state, ...turn("goblin-2"), ...turn("boudica"), ...turn("goblin-1"), ...turn("roland"), ...turn("clementine"));
    expect(only(r.events, "groupTurnStart").map((e) => (e.type === "groupTurnStart" ? e.groupId : ""))).toEqual(["players", "goblins", "players", "players", "goblins"]);
    expect(only(r.events, "roundEnd")).toEqual([{ type: "roundEnd", round: 2 }]);
  });
});
