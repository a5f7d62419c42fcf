/**
 * The rulebook's (seed 001) worked examples of initiative, played on the alternating-teams engine step by
 * step as the chapter tells them: who may act, who is refused and why, when the round ends.
 */
import { describe, expect, it } from "vitest";
import {
  alternatingTeams as engine, canActNow, initialAlternatingTeamsState, type AlternatingTeamsCommand, type AlternatingTeamsState,
  type TeamMemberInput,
} from "../../../src/core/turns/alternating-teams";
import { alternatingTeamsAdapter } from "../../../src/core/turns/adapters/alternating-teams";
import type { TurnEvent } from "../../../src/core/turns/engine";
import { fighter, Fight, group, setup } from "./adapters/adapter-harness";
import { GM, player, R, refusal, run } from "./helpers";

const uRoland = player("u-roland");
const uClementine = player("u-clementine");
const uBoudica = player("u-boudica");
const uAgnessa = player("u-agnessa");

const hero = (id: string, dangerSense = false): TeamMemberInput => ({ id, groupId: "players", owners: [`u-${id}`], cannotBeSurprised: dangerSense });
const foe = (id: string, groupId: string): TeamMemberInput => ({ id, groupId, owners: [], cannotBeSurprised: false });

/** Clementine has the danger sense talent; it matters only when someone surprises the players. */
const PLAYERS = [hero("roland"), hero("clementine", true), hero("boudica"), hero("agnessa")];
const GUARDS = ["captain", "guard-a", "guard-b", "guard-c"].map((id) => foe(id, "guards"));
const GOBLINS = ["goblin-1", "goblin-2", "goblin-3"].map((id) => foe(id, "goblins"));

const act = (combatantId: string, by = GM): AlternatingTeamsCommand => ({ type: "activate", by, combatantId });
const end = (combatantId: string, by = GM): AlternatingTeamsCommand => ({ type: "endTurn", by, combatantId });
const turn = (combatantId: string, by = GM): AlternatingTeamsCommand[] => [act(combatantId, by), end(combatantId, by)];
const gm = (type: "defeat" | "fallUnconscious" | "recover", combatantId: string): AlternatingTeamsCommand => ({ type, by: GM, combatantId });

const whoActed = (events: TurnEvent[]): string[] => events.flatMap((e) => (e.type === "turnStart" ? e.combatantIds : []));
const teamsOnTurn = (events: TurnEvent[]): string[] => events.flatMap((e) => (e.type === "groupTurnStart" ? [e.groupId] : []));
const roundsEnded = (events: TurnEvent[]): number[] => events.flatMap((e) => (e.type === "roundEnd" ? [e.round] : []));

/** "In a bid to act first, one of the players decides to attack one of the guards." */
function playersAttackTheGuards(): AlternatingTeamsState {
  return run(engine, initialAlternatingTeamsState(), {
    // The GM lists the teams in any order: who started the fight decides who goes first.
    type: "start", by: GM, teams: ["guards", "players"], members: [...GUARDS, ...PLAYERS],
    startedBy: "players", attacked: "guards", surprisingTeamId: null,
  }).state;
}

/** Round 1 as the chapter tells it, and on until everyone has acted: Roland, the captain, Clementine, a guard … */
const ROUND_ONE = ["roland", "captain", "clementine", "guard-a", "boudica", "guard-b", "agnessa", "guard-c"];

describe("the four players against two guards", () => {
  it("a player attacks a guard to act first: the players take the highest initiative, the guards the next", () => {
    const s = playersAttackTheGuards();
    expect(s.order).toEqual(["players", "guards"]);
    expect(s.round).toBe(1);
    expect(s.currentTeamId).toBe("players");
    // The players choose among all four; no guard may move before them.
    expect(canActNow(s)).toEqual(["roland", "clementine", "boudica", "agnessa"]);
    expect(refusal(engine.apply(s, act("captain")))).toBe(R("NotYourTurn"));
  });

  it("every other team goes after the attacked one, in the order the game master decides", () => {
    const watchdogs = foe("hound", "watchdogs");
    const townsfolk = foe("cook", "townsfolk");
    const s = run(engine, initialAlternatingTeamsState(), {
      type: "start", by: GM, teams: ["townsfolk", "guards", "watchdogs", "players"], members: [...GUARDS, ...PLAYERS, watchdogs, townsfolk],
      startedBy: "players", attacked: "guards", surprisingTeamId: null,
    });
    expect(s.state.order).toEqual(["players", "guards", "townsfolk", "watchdogs"]);
    const r = run(engine, s.state, ...turn("roland"), ...turn("captain"), ...turn("cook"), ...turn("hound"));
    expect(teamsOnTurn(r.events)).toEqual(["guards", "townsfolk", "watchdogs", "players"]);
  });

  it("through the tracker, naming only the attacked guards is enough: the players started it and go first", () => {
    const fight = Fight.start(alternatingTeamsAdapter, setup(
      [group("guards"), group("players", true)],
      [...GUARDS, ...PLAYERS].map((m) => fighter(m.id, m.groupId, { owners: m.owners })),
      { attacked: "guards" },
    ));
    expect(fight.view.groups.map((g) => [g.id, g.onTurn])).toEqual([["players", true], ["guards", false]]);
  });

  it("Roland first, then the captain, then Clementine, then a guard who attacks Roland: one member per team in turn", () => {
    const s = playersAttackTheGuards();
    // The players let Roland take the first turn; his player clicks, and while he acts nobody else may start.
    const roland = run(engine, s, act("roland", uRoland));
    expect(canActNow(roland.state)).toEqual(["roland"]);
    expect(refusal(engine.apply(roland.state, act("clementine", uClementine)))).toBe(R("TurnInProgress"));
    expect(refusal(engine.apply(roland.state, end("roland", uClementine)))).toBe(R("NotOwner"));

    // Then the guards let their captain rally the troops; the players wait, and cannot move the guards.
    const guards = run(engine, roland.state, end("roland", uRoland));
    expect(guards.state.currentTeamId).toBe("guards");
    expect(refusal(engine.apply(guards.state, act("clementine", uClementine)))).toBe(R("NotYourTurn"));
    expect(refusal(engine.apply(guards.state, act("captain", uRoland)))).toBe(R("NotOwner"));

    // The players go again: Roland has had his turn this round, so they choose Clementine.
    const playersAgain = run(engine, guards.state, ...turn("captain"));
    expect(refusal(engine.apply(playersAgain.state, act("roland", uRoland)))).toBe(R("AlreadyActed"));
    expect(canActNow(playersAgain.state)).toEqual(["clementine", "boudica", "agnessa"]);

    const r = run(engine, playersAgain.state, ...turn("clementine", uClementine), ...turn("guard-a"));
    expect(whoActed([...roland.events, ...guards.events, ...playersAgain.events, ...r.events])).toEqual(["roland", "captain", "clementine", "guard-a"]);
    expect(r.state.currentTeamId).toBe("players");
    expect(r.state.round).toBe(1);
  });

  it("teams alternate until all have had their turn, then the next round begins and the players may choose a new order", () => {
    const r = run(engine, playersAttackTheGuards(), ...ROUND_ONE.flatMap((id) => turn(id)));
    expect(teamsOnTurn(r.events)).toEqual(["guards", "players", "guards", "players", "guards", "players", "guards", "players"]);
    // The round ends only after the last guard's turn, and round 2 opens with the players again.
    expect(roundsEnded(r.events)).toEqual([1]);
    expect(r.state.round).toBe(2);
    expect(r.state.currentTeamId).toBe("players");
    expect(canActNow(r.state)).toEqual(["roland", "clementine", "boudica", "agnessa"]);
    const newOrder = run(engine, r.state, ...turn("agnessa", uAgnessa), ...turn("guard-c"), ...turn("boudica", uBoudica));
    expect(whoActed(newOrder.events)).toEqual(["agnessa", "guard-c", "boudica"]);
  });

  it("after the players defeat two guards, both teams take two turns each and the players take the remaining ones", () => {
    // Round 1: Boudica defeats a guard before it could act (its turn is lost with it); Agnessa defeats another.
    const round1 = run(engine, playersAttackTheGuards(),
      ...turn("roland"), ...turn("captain"), ...turn("clementine"), ...turn("guard-a"),
      act("boudica", uBoudica), gm("defeat", "guard-b"), end("boudica", uBoudica),
      ...turn("guard-c"),
      act("agnessa", uAgnessa), gm("defeat", "guard-c"), end("agnessa", uAgnessa));
    expect(whoActed(round1.events)).toEqual(["roland", "captain", "clementine", "guard-a", "boudica", "guard-c", "agnessa"]);
    expect(roundsEnded(round1.events)).toEqual([1]);

    // Round 2: four players against two guards.
    const twoEach = run(engine, round1.state, ...turn("clementine"), ...turn("guard-a"), ...turn("roland"), ...turn("captain"));
    expect(teamsOnTurn(twoEach.events)).toEqual(["guards", "players", "guards", "players"]);
    // Only the players have members left to act: they take the rest, one after another.
    expect(twoEach.state.currentTeamId).toBe("players");
    expect(canActNow(twoEach.state)).toEqual(["boudica", "agnessa"]);
    const boudica = run(engine, twoEach.state, ...turn("boudica", uBoudica));
    expect(boudica.events).toContainEqual({ type: "groupTurnStart", groupId: "players" });
    expect(teamsOnTurn(boudica.events)).not.toContain("guards");
    expect(boudica.state.round).toBe(2);
    expect(canActNow(boudica.state)).toEqual(["agnessa"]);
    const last = run(engine, boudica.state, ...turn("agnessa", uAgnessa));
    expect(roundsEnded(last.events)).toEqual([2]);
    expect(last.state.currentTeamId).toBe("players");
    // The defeated guards never come back into the order.
    expect(whoActed([...twoEach.events, ...boudica.events, ...last.events])).not.toContain("guard-b");
    expect(refusal(engine.apply(run(engine, last.state, ...turn("roland")).state, act("guard-b")))).toBe(R("Defeated"));
  });
});

describe("Roland revived by Clementine: his turn comes back at the players' next opportunity", () => {
  /** Round 2 of the fight with the guards: Boudica goes first, then a guard knocks Roland out before his turn. */
  function rolandKnockedOut(guardsDefeatedEarlier: string[] = []): AlternatingTeamsState {
    const round2 = run(engine, playersAttackTheGuards(), ...ROUND_ONE.flatMap((id) => turn(id)), ...guardsDefeatedEarlier.map((id) => gm("defeat", id))).state;
    return run(engine, round2, ...turn("boudica", uBoudica), act("guard-a"), gm("fallUnconscious", "roland"), end("guard-a")).state;
  }

  it("knocked unconscious before his turn, Roland loses the ability to take it", () => {
    const s = rolandKnockedOut();
    expect(s.currentTeamId).toBe("players");
    expect(canActNow(s)).toEqual(["clementine", "agnessa"]);
    expect(refusal(engine.apply(s, act("roland", uRoland)))).toBe(R("Unconscious"));
  });

  it("Clementine resuscitates him on her turn; a player just acted, so the guards go next, then the players may give Roland the turn", () => {
    const clementine = run(engine, rolandKnockedOut(), act("clementine", uClementine), gm("recover", "roland"), end("clementine", uClementine));
    expect(clementine.state.currentTeamId).toBe("guards");
    expect(refusal(engine.apply(clementine.state, act("roland", uRoland)))).toBe(R("NotYourTurn"));
    const guards = run(engine, clementine.state, ...turn("captain"));
    expect(guards.state.currentTeamId).toBe("players");
    expect(canActNow(guards.state)).toEqual(["roland", "agnessa"]);
    expect(run(engine, guards.state, act("roland", uRoland)).events).toEqual([{ type: "turnStart", combatantIds: ["roland"] }]);
  });

  it("if the guards have no one left to act, Roland may take the very next turn", () => {
    // Only the captain and guard-a are still standing this time.
    const s = rolandKnockedOut(["guard-b", "guard-c"]);
    const r = run(engine, s, ...turn("agnessa", uAgnessa), ...turn("captain"),
      act("clementine", uClementine), gm("recover", "roland"), end("clementine", uClementine));
    // After Clementine the guards, with nobody left, are skipped: the players choose again.
    expect(teamsOnTurn(r.events)).toEqual(["guards", "players", "players"]);
    expect(r.state.round).toBe(2);
    expect(r.state.currentTeamId).toBe("players");
    expect(canActNow(r.state)).toEqual(["roland"]);
    const roland = run(engine, r.state, ...turn("roland", uRoland));
    expect(roundsEnded(roland.events)).toEqual([2]);
  });

  it("knocked out during his own turn instead, Roland has spent it: revived later that round, he gets no second one", () => {
    const round2 = run(engine, playersAttackTheGuards(), ...ROUND_ONE.flatMap((id) => turn(id))).state;
    const r = run(engine, round2, act("roland", uRoland), gm("fallUnconscious", "roland"),
      ...turn("captain"), act("clementine", uClementine), gm("recover", "roland"), end("clementine", uClementine), ...turn("guard-a"));
    expect(r.events).toContainEqual({ type: "turnEnd", combatantIds: ["roland"] });
    expect(canActNow(r.state)).toEqual(["boudica", "agnessa"]);
    expect(refusal(engine.apply(r.state, act("roland", uRoland)))).toBe(R("AlreadyActed"));
  });

  it("had he stayed down, the round would have ended without his turn", () => {
    const r = run(engine, rolandKnockedOut(), ...turn("clementine"), ...turn("captain"), ...turn("agnessa"), ...turn("guard-b"), ...turn("guard-c"));
    expect(roundsEnded(r.events)).toEqual([2]);
    expect(whoActed(r.events)).not.toContain("roland");
    // Still unconscious in round 3: the players choose among the others.
    expect(canActNow(r.state)).toEqual(["clementine", "boudica", "agnessa"]);
  });
});

describe("Clementine's danger sense in the goblins' surprise round", () => {
  /** The players make noise; goblins sneak up unseen and attack: they start the fight with surprise. */
  const goblinsAmbush = (players: TeamMemberInput[]) => run(engine, initialAlternatingTeamsState(), {
    type: "start", by: GM, teams: ["players", "goblins"], members: [...players, ...GOBLINS],
    startedBy: "goblins", attacked: "players", surprisingTeamId: "goblins",
  });

  it("without anyone who cannot be surprised, the goblins all take their turns before the players act", () => {
    const nobodySenses = PLAYERS.map((m) => ({ ...m, cannotBeSurprised: false }));
    const start = goblinsAmbush(nobodySenses);
    expect(start.state.surpriseRound).toBe(true);
    expect(start.state.order).toEqual(["goblins", "players"]);
    expect(canActNow(start.state)).toEqual(["goblin-1", "goblin-2", "goblin-3"]);
    const two = run(engine, start.state, ...turn("goblin-1"), ...turn("goblin-2"));
    expect(teamsOnTurn(two.events)).toEqual(["goblins", "goblins"]);
    expect(refusal(engine.apply(two.state, act("roland", uRoland)))).toBe(R("NotYourTurn"));
    const three = run(engine, two.state, ...turn("goblin-3"));
    expect(roundsEnded(three.events)).toEqual([1]);
    expect(three.state.surpriseRound).toBe(false);
  });

  it("through the tracker, naming only the goblins as surprising is enough: their surprise started the fight, so they go first", () => {
    // The GM's team list happens to put the players first, and nobody is named as starter or attacked.
    const fight = Fight.start(alternatingTeamsAdapter, setup(
      [group("players", true), group("goblins")],
      [...PLAYERS, ...GOBLINS].map((m) => fighter(m.id, m.groupId, { owners: m.owners, cannotBeSurprised: m.cannotBeSurprised })),
      { surprising: "goblins" },
    ));
    expect(fight.view.phase).toBe("surprise");
    expect(fight.view.groups.map((g) => [g.id, g.onTurn])).toEqual([["goblins", true], ["players", false]]);
    expect(fight.try("act", { combatantId: "clementine" }, uClementine)).toBe(R("NotYourTurn"));
    fight.turn("goblin-1");
    expect(fight.try("act", { combatantId: "roland" }, uRoland)).toBe(R("SurprisedThisRound"));
    expect(fight.try("act", { combatantId: "clementine" }, uClementine)).toBe("accepted");
  });

  it("Clementine cannot be surprised: she acts in the surprise round, the teams' initiative compared as normal", () => {
    const s = goblinsAmbush(PLAYERS).state;
    expect(s.surpriseRound).toBe(true);
    expect(canActNow(s)).toEqual(["goblin-1", "goblin-2", "goblin-3"]);
    // After the first goblin, the players' team has its turn, but only Clementine may take it.
    const first = run(engine, s, ...turn("goblin-1"));
    expect(first.state.currentTeamId).toBe("players");
    expect(canActNow(first.state)).toEqual(["clementine"]);
    for (const [id, by] of [["roland", uRoland], ["boudica", uBoudica], ["agnessa", uAgnessa]] as const) {
      expect(refusal(engine.apply(first.state, act(id, by)))).toBe(R("SurprisedThisRound"));
    }
  });

  it("Clementine defeats a goblin, so one less goblin attacks in the surprise round; then normal rounds begin", () => {
    const s = goblinsAmbush(PLAYERS).state;
    const surprise = run(engine, s, ...turn("goblin-1"),
      act("clementine", uClementine), gm("defeat", "goblin-3"), end("clementine", uClementine),
      ...turn("goblin-2"));
    expect(whoActed(surprise.events)).toEqual(["goblin-1", "clementine", "goblin-2"]);
    // With Clementine done and goblin-3 defeated, nobody may act: the surprise round is over.
    expect(roundsEnded(surprise.events)).toEqual([1]);
    expect(surprise.state.round).toBe(2);
    expect(surprise.state.surpriseRound).toBe(false);

    // Round 2: the goblins still go first, and every player takes a turn as normal, Clementine included.
    expect(surprise.state.currentTeamId).toBe("goblins");
    const normal = run(engine, surprise.state, ...turn("goblin-2"));
    expect(canActNow(normal.state)).toEqual(["roland", "clementine", "boudica", "agnessa"]);
    const rest = run(engine, normal.state, ...turn("roland", uRoland), ...turn("goblin-1"),
      ...turn("clementine", uClementine), ...turn("boudica", uBoudica), ...turn("agnessa", uAgnessa));
    expect(teamsOnTurn([...normal.events, ...rest.events])).toEqual(["players", "goblins", "players", "players", "players", "goblins"]);
    expect(roundsEnded(rest.events)).toEqual([2]);
  });
});
