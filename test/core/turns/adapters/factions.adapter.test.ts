import { describe, expect, it } from "vitest";
import { factionsAdapter as adapter } from "../../../../src/core/turns/adapters/factions";
import { expectNothingBeforeStart, expectSerialisable, Fight, fighter, GM, group, groupLine, labels, player, setup, statuses } from "./adapter-harness";

const uB = player("u-balthasar");
const uS = player("u-sybilla");
const uT = player("u-theobald");

/** The rulebook's example: Balthasar (WIT 12), Sybilla (6), Theobald (9) against two bandits (8) and their leader (10). */
const pc = (id: string, wit: number) => fighter(id, "players", { owners: [`u-${id}`], wit });
const FIGHT = setup(
  [group("players", true), group("bandits")],
  [pc("balthasar", 12), pc("sybilla", 6), pc("theobald", 9),
    fighter("bandit1", "bandits", { wit: 8 }), fighter("bandit2", "bandits", { wit: 8 }), fighter("leader", "bandits", { wit: 10 })],
  { startedBy: "players", fastSlow: true },
);

const notConditions = (ls: string[]): string[] => ls.filter((l) => !/^(defeat|fallUnconscious|leave|recover) /.test(l));

describe("factions adapter: the Balthasar, Sybilla and Theobald example through the tracker", () => {
  it("shows the threshold, the fast and slow phases, who passed, and who has acted", () => {
    const f = Fight.start(adapter, FIGHT);
    expect(f.view).toMatchObject({
      structure: "factions", started: true, round: 1, phase: "roundSetup", threshold: null, holderId: "players", activeIds: [], order: [],
    });
    expect(f.view.pendingRolls).toEqual([{ purpose: "fastThreshold", formula: "1d20", forIds: [] }]);
    // The Players hold the initiative: Balthasar's player may choose who starts, the bandits' side (the GM) too.
    expect(labels(f.allowed(uB))).toEqual(["chooseFirst bandits", "chooseFirst players"]);

    f.roll("fastThreshold", null, 9).do("chooseFirst", { groupId: "players" }, uT);
    expect(f.view).toMatchObject({ round: 1, phase: "fast", threshold: 9, pendingRolls: [] });
    expect(groupLine(f.view)).toEqual(["players:- onTurn", "bandits:-"]);
    // Only Balthasar and Theobald (and the leader, on the bandits' turn) meet the threshold.
    expect(statuses(f.view)).toEqual({
      balthasar: "ready", sybilla: "waiting", theobald: "ready", bandit1: "waiting", bandit2: "waiting", leader: "waiting",
    });

    // Theobald attacks a bandit, who dodges: a reaction spends the bandit's turn.
    f.do("act", { combatantId: "theobald" }, uT);
    expect(f.view.activeIds).toEqual(["theobald"]);
    f.do("react", { combatantId: "bandit1" });
    expect(statuses(f.view)).toMatchObject({ theobald: "acting", bandit1: "acted" });
    f.do("endTurn", { combatantId: "theobald" }, uT);
    expect(groupLine(f.view)).toEqual(["players:-", "bandits:- onTurn"]);
    expect(statuses(f.view)).toMatchObject({ leader: "ready", bandit2: "waiting" });

    f.turn("leader");
    // The Players pass; the bandits have no one fast left and pass automatically: the slow phase begins.
    f.do("pass", { groupId: "players" }, uB);
    expect(f.view).toMatchObject({ round: 1, phase: "slow", threshold: 9 });
    expect(groupLine(f.view)).toEqual(["players:- onTurn", "bandits:-"]);
    expect(statuses(f.view)).toEqual({
      balthasar: "ready", sybilla: "ready", theobald: "acted", bandit1: "acted", bandit2: "waiting", leader: "acted",
    });

    f.turn("sybilla", uS).turn("bandit2");
    expect(groupLine(f.view)).toEqual(["players:- onTurn", "bandits:- done"]);
    f.turn("balthasar", uB);
    // Nobody is left: everyone passes in a row, the round ends, and round 2 waits for the threshold and the holder.
    expect(f.view).toMatchObject({ round: 2, phase: "roundSetup", threshold: null, holderId: "players" });
    expect(f.view.pendingRolls).toEqual([{ purpose: "fastThreshold", formula: "1d20", forIds: [] }]);
    expect(Object.values(statuses(f.view)).every((s) => s === "waiting")).toBe(true);
    expectSerialisable(f.view);
  });

  it("shows a faction's pass until a character breaks the row, and the round ends when every faction passes in a row", () => {
    const f = Fight.start(adapter, { ...FIGHT, fastSlow: false }).do("chooseFirst", { groupId: "bandits" }, uB);
    expect(f.view).toMatchObject({ phase: "main", threshold: null, pendingRolls: [] });
    expect(groupLine(f.view)).toEqual(["bandits:- onTurn", "players:-"]);
    f.do("pass", { groupId: "bandits" });
    expect(groupLine(f.view)).toEqual(["bandits:- passed", "players:- onTurn"]);
    f.turn("sybilla", uS);
    expect(groupLine(f.view)).toEqual(["bandits:- onTurn", "players:-"]);
    f.do("pass", { groupId: "bandits" }).do("pass", { groupId: "players" }, uS);
    expect(f.view).toMatchObject({ round: 2, phase: "roundSetup" });
    expect(groupLine(f.view)).toEqual(["players:-", "bandits:-"]);
  });

  it("asks for the holder roll when nobody knows who started, naming every faction", () => {
    const f = Fight.start(adapter, { ...FIGHT, startedBy: null, fastSlow: false });
    expect(f.view).toMatchObject({ phase: "awaitingHolder", holderId: null, round: 0 });
    expect(f.view.pendingRolls).toEqual([{ purpose: "initiativeHolder", formula: "1d2", forIds: ["players", "bandits"] }]);
    // The shell may put any of the named ids on the result: the fight-wide roll is matched by purpose.
    f.roll("initiativeHolder", "bandits", 2);
    expect(f.view).toMatchObject({ phase: "roundSetup", holderId: "bandits", round: 1 });
    expect(groupLine(f.view)).toEqual(["bandits:-", "players:-"]);
  });

  it("shows the ambushers' bonus turn before round 1", () => {
    const ambush = FIGHT.fighters.map((x) => (x.id === "bandit1" ? { ...x, ambusher: true } : x));
    const f = Fight.start(adapter, { ...FIGHT, fighters: ambush, startedBy: "bandits", fastSlow: false });
    expect(f.view).toMatchObject({ phase: "ambush", round: 0, holderId: "bandits" });
    expect(groupLine(f.view)).toEqual(["bandits:- onTurn", "players:- done"]);
    expect(statuses(f.view)).toMatchObject({ bandit1: "ready", bandit2: "waiting", balthasar: "waiting" });
    f.turn("bandit1");
    expect(f.view).toMatchObject({ phase: "roundSetup", round: 1 });
  });
});

describe("factions adapter: buttons", () => {
  it("a player gets buttons only for their own characters and faction; the GM gets everything allowed", () => {
    const f = Fight.start(adapter, { ...FIGHT, fastSlow: false }).do("chooseFirst", { groupId: "players" }, uB);
    expect(labels(f.allowed(uB))).toEqual(["act balthasar", "pass players"]);
    expect(labels(f.allowed(uS))).toEqual(["act sybilla", "pass players"]);
    expect(notConditions(labels(f.allowed(GM)))).toEqual([
      "act balthasar", "act sybilla", "act theobald", "nextRound", "pass players",
      // Between turns only the GM can call for a reaction.
      "react balthasar", "react bandit1", "react bandit2", "react leader", "react sybilla", "react theobald",
      "undo",
    ]);
    // While Theobald acts, the others may react with their own characters; nobody else may pass or act.
    f.do("act", { combatantId: "theobald" }, uT);
    expect(labels(f.allowed(uT))).toEqual(["endTurn theobald"]);
    expect(labels(f.allowed(uS))).toEqual(["react sybilla"]);
    expect(notConditions(labels(f.allowed(GM)))).toEqual([
      "endTurn theobald", "nextRound",
      "react balthasar", "react bandit1", "react bandit2", "react leader", "react sybilla", "undo",
    ]);
    f.do("endTurn", { combatantId: "theobald" }, uT);
    // The bandits' turn: the players have no buttons.
    expect(f.allowed(uB)).toEqual([]);
  });

  it("only the holder's players and the GM may choose who starts", () => {
    const f = Fight.start(adapter, { ...FIGHT, startedBy: "bandits", fastSlow: false });
    expect(f.allowed(uB)).toEqual([]);
    expect(notConditions(labels(f.allowed(GM)))).toEqual(["chooseFirst bandits", "chooseFirst players", "undo"]);
    expect(adapter.command(f.state, { kind: "endGroupTurn", groupId: "bandits" }, GM)).toBeNull();
  });
});

describe("factions adapter: clicks without a target, the bonus turn's reactions, a fight not yet started", () => {
  it("Pass with no faction named passes for the faction on turn; with no faction on turn it means nothing", () => {
    const setupRound = Fight.start(adapter, { ...FIGHT, fastSlow: false });
    expect(adapter.command(setupRound.state, { kind: "pass" }, GM)).toBeNull();
    expect(adapter.command(setupRound.state, { kind: "chooseFirst" }, GM)).toBeNull();
    const f = setupRound.do("chooseFirst", { groupId: "bandits" });
    expect(adapter.command(f.state, { kind: "pass" }, GM)).toEqual({ type: "pass", by: GM, factionId: "bandits" });
    expect(adapter.command(f.state, { kind: "react" }, GM)).toBeNull();
    f.do("pass");
    expect(groupLine(f.view)).toEqual(["bandits:- passed", "players:- onTurn"]);
  });

  it("in the ambushers' bonus turn only the other ambushers may react, and nobody who has already reacted", () => {
    const ambush = FIGHT.fighters.map((x) => (x.id === "bandit1" || x.id === "bandit2" ? { ...x, ambusher: true } : x));
    const f = Fight.start(adapter, { ...FIGHT, fighters: ambush, startedBy: "bandits", fastSlow: false }).do("act", { combatantId: "bandit1" });
    expect(labels(f.allowed(GM)).filter((l) => l.startsWith("react "))).toEqual(["react bandit2"]);
    expect(f.allowed(uB)).toEqual([]);
    f.do("react", { combatantId: "bandit2" });
    expect(labels(f.allowed(GM)).filter((l) => l.startsWith("react "))).toEqual([]);
  });

  it("a character who reacted has no reaction button left this round", () => {
    const f = Fight.start(adapter, { ...FIGHT, fastSlow: false }).do("chooseFirst", { groupId: "players" }).do("act", { combatantId: "theobald" }, uT);
    f.do("react", { combatantId: "sybilla" }, uS);
    expect(f.allowed(uS)).toEqual([]);
    expect(labels(f.allowed(GM)).filter((l) => l.startsWith("react "))).toEqual(["react balthasar", "react bandit1", "react bandit2", "react leader"]);
  });

  it("before the fight starts the tracker shows no factions and nothing to click, and the saved fight is kept by the database", () => {
    expectNothingBeforeStart(adapter, FIGHT);
  });
});
