import { describe, expect, it } from "vitest";
import { alternatingTeamsAdapter as adapter } from "../../../../src/core/turns/adapters/alternating-teams";
import { expectNothingBeforeStart, expectSerialisable, Fight, fighter, GM, group, groupLine, labels, player, setup, statuses } from "./adapter-harness";

const u1 = player("u1");
const u2 = player("u2");

/** Two heroes (u1, u2) against three orcs; the orcs started it by attacking the heroes. */
const FIGHT = setup(
  [group("heroes", true), group("orcs")],
  [
    fighter("h1", "heroes", { owners: ["u1"] }), fighter("h2", "heroes", { owners: ["u2"] }),
    fighter("o1", "orcs"), fighter("o2", "orcs", { cannotBeSurprised: true }), fighter("o3", "orcs"),
  ],
  { startedBy: "orcs", attacked: "heroes" },
);

describe("alternating teams adapter: a whole fight through the tracker", () => {
  it("the starting team goes first, teams alternate one member at a time, an exhausted team is skipped", () => {
    const f = Fight.start(adapter, FIGHT);
    expect(f.view).toMatchObject({ structure: "alternatingTeams", started: true, round: 1, phase: null, pendingRolls: [], order: [] });
    expect(groupLine(f.view)).toEqual(["orcs:- onTurn", "heroes:-"]);
    expect(statuses(f.view)).toEqual({ h1: "waiting", h2: "waiting", o1: "ready", o2: "ready", o3: "ready" });

    f.do("act", { combatantId: "o2" });
    expect(f.view.activeIds).toEqual(["o2"]);
    expect(statuses(f.view)).toEqual({ h1: "waiting", h2: "waiting", o1: "waiting", o2: "acting", o3: "waiting" });
    f.do("endTurn", { combatantId: "o2" });
    expect(groupLine(f.view)).toEqual(["orcs:-", "heroes:- onTurn"]);
    expect(statuses(f.view)).toEqual({ h1: "ready", h2: "ready", o1: "waiting", o2: "acted", o3: "waiting" });

    f.turn("h2", u2);
    expect(groupLine(f.view)).toEqual(["orcs:- onTurn", "heroes:-"]);
    f.turn("o1").turn("h1", u1);
    // The heroes have no one left: the orcs' last member goes and the heroes are shown done.
    expect(groupLine(f.view)).toEqual(["orcs:- onTurn", "heroes:- done"]);
    expect(statuses(f.view)).toEqual({ h1: "acted", h2: "acted", o1: "acted", o2: "acted", o3: "ready" });
    f.turn("o3");
    expect(f.view.round).toBe(2);
    expect(groupLine(f.view)).toEqual(["orcs:- onTurn", "heroes:-"]);
    expect(statuses(f.view)).toEqual({ h1: "waiting", h2: "waiting", o1: "ready", o2: "ready", o3: "ready" });
    expectSerialisable(f.view);
  });

  it("shows the surprise round: only the surprising team and those who cannot be surprised act", () => {
    const f = Fight.start(adapter, { ...FIGHT, startedBy: "heroes", attacked: "orcs", surprising: "heroes" });
    expect(f.view).toMatchObject({ round: 1, phase: "surprise" });
    expect(groupLine(f.view)).toEqual(["heroes:- onTurn", "orcs:-"]);
    f.turn("h1", u1);
    expect(statuses(f.view)).toEqual({ h1: "acted", h2: "waiting", o1: "waiting", o2: "ready", o3: "waiting" });
    f.turn("o2");
    // The surprised orcs cannot act: their team is done for this round.
    expect(groupLine(f.view)).toEqual(["heroes:- onTurn", "orcs:- done"]);
    f.turn("h2", u2);
    expect(f.view).toMatchObject({ round: 2, phase: null });
    expect(groupLine(f.view)).toEqual(["heroes:- onTurn", "orcs:-"]);
  });

  it("someone unconscious loses their turn; revived before acting, they may act at the team's next opportunity", () => {
    const f = Fight.start(adapter, FIGHT).do("fallUnconscious", { combatantId: "h1" });
    expect(statuses(f.view)).toMatchObject({ h1: "unconscious" });
    f.turn("o1");
    expect(statuses(f.view)).toMatchObject({ h1: "unconscious", h2: "ready" });
    f.turn("h2", u2).do("recover", { combatantId: "h1" });
    expect(statuses(f.view)).toMatchObject({ h1: "waiting" });
    f.turn("o2");
    expect(statuses(f.view)).toMatchObject({ h1: "ready" });
    f.do("leave", { combatantId: "o3" });
    expect(f.view.fighters.map((x) => x.id)).toEqual(["h1", "h2", "o1", "o2"]);
  });

  it("a joiner with a new team is added last", () => {
    const f = Fight.start(adapter, FIGHT);
    f.apply(adapter.join(fighter("troll", "trolls"), group("trolls"), GM));
    expect(groupLine(f.view)).toEqual(["orcs:- onTurn", "heroes:-", "trolls:-"]);
    expect(statuses(f.view)).toMatchObject({ troll: "waiting" });
  });
});

describe("alternating teams adapter: buttons", () => {
  it("a player gets buttons only for their own combatants on their team's turn; the GM gets everything allowed", () => {
    const f = Fight.start(adapter, FIGHT).turn("o1");
    expect(labels(f.allowed(u1))).toEqual(["act h1"]);
    expect(labels(f.allowed(u2))).toEqual(["act h2"]);
    expect(labels(f.allowed(GM)).filter((l) => !/^(defeat|fallUnconscious|leave) /.test(l)))
      .toEqual(["act h1", "act h2", "endGroupTurn heroes", "nextRound", "undo"]);
    expect(labels(f.allowed(GM)).filter((l) => l.startsWith("defeat "))).toEqual(["defeat h1", "defeat h2", "defeat o1", "defeat o2", "defeat o3"]);
    f.do("act", { combatantId: "h1" }, u1);
    expect(labels(f.allowed(u1))).toEqual(["endTurn h1"]);
    expect(f.allowed(u2)).toEqual([]);
    f.do("endTurn", { combatantId: "h1" }, u1);
    // The orcs' turn: nothing for the players.
    expect(f.allowed(u1)).toEqual([]);
    expect(f.allowed(u2)).toEqual([]);
  });

  it("a roll result means nothing to this structure and is refused without changing anything", () => {
    const f = Fight.start(adapter, FIGHT);
    const out = adapter.engine.apply(f.state, adapter.rollCommand(f.state, { purpose: "initiative", forId: "orcs", total: 4 }, GM));
    expect(out.ok).toBe(false);
    expect(adapter.command(f.state, { kind: "pass", groupId: "orcs" }, GM)).toBeNull();
  });
});

describe("alternating teams adapter: ending a team's opportunity from the tracker", () => {
  it("End team turn with no team named ends the choosing team's; with nobody choosing it means nothing and is not offered", () => {
    const f = Fight.start(adapter, FIGHT);
    expect(adapter.command(f.state, { kind: "endGroupTurn" }, GM)).toEqual({ type: "endTeamTurn", by: GM, teamId: "orcs" });
    f.do("endGroupTurn");
    expect(groupLine(f.view)).toEqual(["orcs:-", "heroes:- onTurn"]);
    for (const id of ["h1", "h2", "o1", "o2", "o3"]) f.do("fallUnconscious", { combatantId: id });
    expect(groupLine(f.view)).toEqual(["orcs:- done", "heroes:- done"]);
    expect(adapter.command(f.state, { kind: "endGroupTurn" }, GM)).toBeNull();
    expect(labels(f.allowed(GM)).filter((l) => !/^(defeat|fallUnconscious|leave|recover) /.test(l))).toEqual(["nextRound", "undo"]);
  });

  it("before the fight starts the tracker shows no teams and nothing to click, and the saved fight is kept by the database", () => {
    expectNothingBeforeStart(adapter, FIGHT);
  });
});
