import { describe, expect, it } from "vitest";
import {
  alternatingTeams as engine, canActNow, initialAlternatingTeamsState, type AlternatingTeamsCommand, type AlternatingTeamsState,
  type TeamMemberInput,
} from "../../../src/core/turns/alternating-teams";
import { expectJsonSafe, GM, only, player, R, refusal, run } from "./helpers";

const uRoland = player("u-roland");
const uClem = player("u-clementine");

const pc = (id: string, owner: string, cannotBeSurprised = false): TeamMemberInput => ({ id, groupId: "players", owners: [owner], cannotBeSurprised });
const npc = (id: string, groupId = "guards"): TeamMemberInput => ({ id, groupId, owners: [], cannotBeSurprised: false });

const PLAYERS = [pc("roland", "u-roland"), pc("clementine", "u-clementine", true), pc("mira", "u-mira"), pc("tobin", "u-tobin")];
const GUARDS = [npc("captain"), npc("guard1"), npc("guard2"), npc("guard3")];

function start(over: Partial<Extract<AlternatingTeamsCommand, { type: "start" }>> = {}) {
  return run(engine, initialAlternatingTeamsState(), {
    type: "start", by: GM, teams: ["guards", "players"], members: [...PLAYERS, ...GUARDS], startedBy: "players", attacked: "guards",
    surprisingTeamId: null, ...over,
  });
}
const act = (combatantId: string, by = GM): AlternatingTeamsCommand => ({ type: "activate", by, combatantId });
const end = (combatantId: string, by = GM): AlternatingTeamsCommand => ({ type: "endTurn", by, combatantId });
const turn = (id: string, by = GM): AlternatingTeamsCommand[] => [act(id, by), end(id, by)];
const cmd = (type: "defeat" | "fallUnconscious" | "recover" | "leave", combatantId: string): AlternatingTeamsCommand => ({ type, by: GM, combatantId });

describe("alternating teams: initiative", () => {
  it("the team whose member started the fight goes first, the attacked team next, others in the GM's order", () => {
    const r = run(engine, initialAlternatingTeamsState(), {
      type: "start", by: GM, teams: ["bystanders", "guards", "wolves", "players"], members: [...PLAYERS, ...GUARDS, npc("wolf", "wolves"), npc("bob", "bystanders")],
      startedBy: "players", attacked: "guards", surprisingTeamId: null,
    });
    expect(r.state.order).toEqual(["players", "guards", "bystanders", "wolves"]);
    expect(r.events).toEqual([{ type: "roundStart", round: 1 }, { type: "groupTurnStart", groupId: "players" }]);
  });
});

describe("alternating teams: the rulebook's guards example", () => {
  it("teams alternate choosing one member: Roland, the captain, Clementine, a guard", () => {
    const s = start().state;
    const r = run(engine, s, ...turn("roland", uRoland), ...turn("captain"), ...turn("clementine", uClem), ...turn("guard1"));
    expect(only(r.events, "turnStart")).toEqual(["roland", "captain", "clementine", "guard1"].map((id) => ({ type: "turnStart", combatantIds: [id] })));
    expect(only(r.events, "groupTurnStart").map((e) => (e.type === "groupTurnStart" ? e.groupId : ""))).toEqual(["guards", "players", "guards", "players"]);
  });

  it("when everyone has acted the round ends; the next round may go in a different order", () => {
    const s = start().state;
    const order1 = ["roland", "captain", "clementine", "guard1", "mira", "guard2", "tobin", "guard3"];
    const r = run(engine, s, ...order1.flatMap((id) => turn(id)));
    expect(only(r.events, "roundEnd", "roundStart")).toEqual([{ type: "roundEnd", round: 1 }, { type: "roundStart", round: 2 }]);
    expect(r.state.currentTeamId).toBe("players");
    expect(run(engine, r.state, ...turn("tobin"), ...turn("guard3")).state.currentTeamId).toBe("players");
  });

  it("a team with no one left is skipped: four players against two guards", () => {
    const s = run(engine, start().state, cmd("defeat", "guard2"), cmd("defeat", "guard3")).state;
    const r = run(engine, s, ...turn("roland"), ...turn("captain"), ...turn("clementine"), ...turn("guard1"), ...turn("mira"));
    // Both teams have taken two turns; only the players have members left, so they take the rest.
    expect(r.state.currentTeamId).toBe("players");
    const rest = run(engine, r.state, ...turn("tobin"));
    expect(only(rest.events, "groupTurnStart", "roundEnd")).toEqual([{ type: "roundEnd", round: 1 }, { type: "groupTurnStart", groupId: "players" }]);
    expect(only(r.events, "groupTurnStart").filter((e) => e.type === "groupTurnStart" && e.groupId === "guards")).toHaveLength(2);
  });

  it("Roland knocked out before his turn, resuscitated by Clementine, acts after the guards' next turn", () => {
    const s = start().state;
    const r = run(engine, s, ...turn("mira"), cmd("fallUnconscious", "roland"), act("captain"));
    expect(refusal(engine.apply(run(engine, r.state, end("captain")).state, act("roland", uRoland)))).toBe(R("Unconscious"));
    const revived = run(engine, r.state, end("captain"), act("clementine", uClem), cmd("recover", "roland"), end("clementine", uClem));
    // Since a player just took a turn, it passes to the guards.
    expect(revived.state.currentTeamId).toBe("guards");
    const after = run(engine, revived.state, ...turn("guard1"));
    expect(canActNow(after.state)).toEqual(["roland", "tobin"]);
    expect(run(engine, after.state, act("roland", uRoland)).events).toEqual([{ type: "turnStart", combatantIds: ["roland"] }]);
  });

  it("someone unconscious for the rest of the round simply loses that turn", () => {
    const s = run(engine, start().state, cmd("fallUnconscious", "tobin")).state;
    const r = run(engine, s, ...["roland", "captain", "clementine", "guard1", "mira", "guard2", "guard3"].flatMap((id) => turn(id)));
    expect(r.state.round).toBe(2);
    expect(only(r.events, "turnStart").some((e) => e.type === "turnStart" && e.combatantIds.includes("tobin"))).toBe(false);
  });
});

describe("alternating teams: surprise", () => {
  const goblins = [npc("gob1", "goblins"), npc("gob2", "goblins"), npc("gob3", "goblins")];
  const startAmbush = (players = PLAYERS) => run(engine, initialAlternatingTeamsState(), {
    type: "start", by: GM, teams: ["players", "goblins"], members: [...players, ...goblins], startedBy: "goblins", attacked: "players",
    surprisingTeamId: "goblins",
  });

  it("only the surprising team acts in the surprise round, then teams alternate as normal", () => {
    const noSense = PLAYERS.map((m) => ({ ...m, cannotBeSurprised: false }));
    const s = startAmbush(noSense).state;
    expect(s.surpriseRound).toBe(true);
    expect(canActNow(s)).toEqual(["gob1", "gob2", "gob3"]);
    const r = run(engine, s, ...turn("gob1"), ...turn("gob2"));
    expect(r.state.currentTeamId).toBe("goblins");
    expect(refusal(engine.apply(r.state, act("roland", uRoland)))).toBe(R("NotYourTurn"));
    const done = run(engine, r.state, ...turn("gob3"));
    expect(only(done.events, "roundEnd", "roundStart")).toEqual([{ type: "roundEnd", round: 1 }, { type: "roundStart", round: 2 }]);
    expect(done.state.surpriseRound).toBe(false);
    expect(run(engine, done.state, ...turn("gob1")).state.currentTeamId).toBe("players");
  });

  it("Clementine cannot be surprised: she acts in the surprise round, teams alternating as normal", () => {
    const s = startAmbush().state;
    const r = run(engine, s, ...turn("gob1"));
    expect(r.state.currentTeamId).toBe("players");
    expect(canActNow(r.state)).toEqual(["clementine"]);
    expect(refusal(engine.apply(r.state, act("roland", uRoland)))).toBe(R("SurprisedThisRound"));
    const clem = run(engine, r.state, act("clementine", uClem), cmd("defeat", "gob3"), end("clementine", uClem), ...turn("gob2"));
    // One less goblin attacks during the surprise round: it ends after gob2.
    expect(only(clem.events, "roundEnd")).toEqual([{ type: "roundEnd", round: 1 }]);
  });
});

describe("alternating teams: authority, joining, overrides, undo", () => {
  it("players choose only their own members, on their team's turn, and end only their own turns", () => {
    const s = start().state;
    expect(refusal(engine.apply(s, act("roland", uClem)))).toBe(R("NotOwner"));
    const active = run(engine, s, act("roland", uRoland)).state;
    expect(refusal(engine.apply(active, act("clementine", uClem)))).toBe(R("TurnInProgress"));
    expect(refusal(engine.apply(active, end("roland", uClem)))).toBe(R("NotOwner"));
    const guards = run(engine, active, end("roland", uRoland)).state;
    expect(refusal(engine.apply(guards, act("clementine", uClem)))).toBe(R("NotYourTurn"));
    const playersAgain = run(engine, guards, ...turn("captain")).state;
    expect(refusal(engine.apply(playersAgain, act("roland", uRoland)))).toBe(R("AlreadyActed"));
    expect(refusal(engine.apply(guards, { type: "endTeamTurn", by: uClem, teamId: "guards" }))).toBe(R("GMOnly"));
  });

  it("a newcomer joins its team (and may act this round); a new team takes the last place", () => {
    const s = start().state;
    const r = run(engine, s,
      { type: "join", by: GM, member: npc("wolf", "wolves"), newTeam: true },
      { type: "join", by: GM, member: pc("zed", "u-zed"), newTeam: false });
    expect(r.state.order).toEqual(["players", "guards", "wolves"]);
    expect(canActNow(r.state)).toContain("zed");
    const next = run(engine, r.state, ...turn("zed"), ...turn("captain"));
    expect(next.state.currentTeamId).toBe("wolves");
  });

  it("the GM may pass a team's opportunity, force the next round, and undo exactly", () => {
    const s = start().state;
    const skipped = run(engine, s, { type: "endTeamTurn", by: GM, teamId: "players" });
    expect(skipped.events).toEqual([{ type: "groupTurnEnd", groupId: "players" }, { type: "groupTurnStart", groupId: "guards" }]);
    const forced = run(engine, skipped.state, act("captain"), { type: "nextRound", by: GM });
    expect(only(forced.events, "turnEnd", "roundEnd", "roundStart")).toEqual([
      { type: "turnEnd", combatantIds: ["captain"] }, { type: "roundEnd", round: 1 }, { type: "roundStart", round: 2 },
    ]);
    expect(run(engine, skipped.state, { type: "undo", by: GM }).state).toStrictEqual(s);
    expectJsonSafe(forced.state);
  });

  it("when everybody is down the round waits, and resumes with the first team that has someone again", () => {
    const all = [...PLAYERS, ...GUARDS].map((m) => cmd("fallUnconscious", m.id));
    const down: AlternatingTeamsState = run(engine, start().state, ...all).state;
    expect(down.round).toBe(2);
    expect(down.currentTeamId).toBeNull();
    const up = run(engine, down, cmd("recover", "guard2"));
    expect(up.events).toEqual([{ type: "groupTurnStart", groupId: "guards" }]);
  });
});
