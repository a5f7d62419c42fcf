import { describe, expect, it } from "vitest";
import { sideInitiativeAdapter as adapter } from "../../../../src/core/turns/adapters/side-initiative";
import type { Intent } from "../../../../src/core/turns/adapters/adapter";
import type { SideInitiativeCommand, SideInitiativeState } from "../../../../src/core/turns/side-initiative";
import { expectSerialisable, Fight, fighter, GM, group, groupLine, labels, player, setup, statuses } from "./adapter-harness";

/** Button labels, leaving out the GM's defeat / knock out / leave buttons on every combatant. */
const withoutConditions = (intents: Intent[]): string[] => labels(intents).filter((l) => !/^(defeat|fallUnconscious|leave) /.test(l));

const u1 = player("u1");
const u2 = player("u2");
const u3 = player("u3");

/** Maren (DEX +2, u1) and Tamsin (DEX +1, u2) against two goblins and a wolf. */
const FIGHT = setup(
  [group("party", true), group("goblins"), group("wolves")],
  [
    fighter("maren", "party", { owners: ["u1"], dexMod: 2 }),
    fighter("tamsin", "party", { owners: ["u2"], dexMod: 1 }),
    fighter("gob1", "goblins"), fighter("gob2", "goblins"), fighter("wolf", "wolves"),
  ],
);

/** Initiative rolled: party 7, goblins and wolves tie on 5, the wolves win the roll-off. */
function rolled(): Fight<SideInitiativeState, SideInitiativeCommand> {
  return Fight.start(adapter, FIGHT).roll("initiative", "party", 7).roll("initiative", "goblins", 5).roll("initiative", "wolves", 5)
    .roll("rollOff", "goblins", 3).roll("rollOff", "wolves", 6);
}

describe("side initiative adapter: a whole fight through the tracker", () => {
  it("asks each side for 1d8 (the party adding its best DEX), rolls off ties, then plays the sides in order", () => {
    const f = Fight.start(adapter, FIGHT);
    expect(f.view).toMatchObject({ structure: "sideInitiative", started: true, round: 0, phase: "rolling", activeIds: [], order: [] });
    expect(f.view.pendingRolls).toEqual([
      { purpose: "initiative", formula: "1d8+2", forIds: ["party"] },
      { purpose: "initiative", formula: "1d8", forIds: ["goblins"] },
      { purpose: "initiative", formula: "1d8", forIds: ["wolves"] },
    ]);
    expect(groupLine(f.view)).toEqual(["party:-", "goblins:-", "wolves:-"]);
    expect(Object.values(statuses(f.view))).toEqual(["waiting", "waiting", "waiting", "waiting", "waiting"]);

    f.roll("initiative", "party", 7).roll("initiative", "goblins", 5).roll("initiative", "wolves", 5);
    // Goblins and wolves tie on 5: each rolls off.
    expect(f.view.phase).toBe("rolling");
    expect(f.view.pendingRolls).toEqual([
      { purpose: "rollOff", formula: "1d8", forIds: ["goblins"] },
      { purpose: "rollOff", formula: "1d8", forIds: ["wolves"] },
    ]);
    f.roll("rollOff", "goblins", 3).roll("rollOff", "wolves", 6);
    expect(f.view).toMatchObject({ round: 1, phase: "rounds", pendingRolls: [] });
    expect(groupLine(f.view)).toEqual(["party:7 onTurn", "wolves:5", "goblins:5"]);
    expect(statuses(f.view)).toEqual({ maren: "ready", tamsin: "ready", gob1: "waiting", gob2: "waiting", wolf: "waiting" });

    // The players choose: Tamsin first.
    f.do("act", { combatantId: "tamsin" }, u2);
    expect(f.view.activeIds).toEqual(["tamsin"]);
    expect(statuses(f.view)).toMatchObject({ tamsin: "acting", maren: "waiting" });
    f.do("endTurn", { combatantId: "tamsin" }, u2);
    expect(statuses(f.view)).toMatchObject({ tamsin: "acted", maren: "ready" });
    expect(f.view.activeIds).toEqual([]);
    f.turn("maren", u1);
    expect(groupLine(f.view)).toEqual(["party:7 done", "wolves:5 onTurn", "goblins:5"]);
    expect(statuses(f.view)).toEqual({ maren: "acted", tamsin: "acted", gob1: "waiting", gob2: "waiting", wolf: "ready" });

    f.turn("wolf");
    expect(groupLine(f.view)).toEqual(["party:7 done", "wolves:5 done", "goblins:5 onTurn"]);
    f.turn("gob1");
    expect(statuses(f.view)).toMatchObject({ gob1: "acted", gob2: "ready" });
    // The GM ends the goblins' turn early: gob2 loses this round's turn and round 2 begins, never re-rolled.
    f.do("endGroupTurn", { groupId: "goblins" });
    expect(f.view).toMatchObject({ round: 2, phase: "rounds", pendingRolls: [] });
    expect(groupLine(f.view)).toEqual(["party:7 onTurn", "wolves:5", "goblins:5"]);
    expect(statuses(f.view)).toEqual({ maren: "ready", tamsin: "ready", gob1: "waiting", gob2: "waiting", wolf: "waiting" });
    expectSerialisable(f.view);
  });

  it("shows the surprising side's free round, then asks for initiative", () => {
    const f = Fight.start(adapter, { ...FIGHT, surprising: "goblins" });
    expect(f.view).toMatchObject({ round: 1, phase: "surprise", pendingRolls: [] });
    expect(groupLine(f.view)).toEqual(["goblins:- onTurn", "party:- done", "wolves:- done"]);
    expect(statuses(f.view)).toEqual({ maren: "waiting", tamsin: "waiting", gob1: "ready", gob2: "ready", wolf: "waiting" });
    f.turn("gob2").turn("gob1");
    expect(f.view.phase).toBe("rolling");
    expect(f.view.pendingRolls.map((p) => p.forIds)).toEqual([["party"], ["goblins"], ["wolves"]]);
    expect(Object.values(statuses(f.view)).every((s) => s === "waiting")).toBe(true);
  });

  it("shows who is down or out, and a late side that rolls its own initiative", () => {
    const f = rolled().do("fallUnconscious", { combatantId: "tamsin" }).do("defeat", { combatantId: "gob2" });
    expect(statuses(f.view)).toMatchObject({ tamsin: "unconscious", gob2: "defeated", maren: "ready" });
    f.apply(adapter.join(fighter("ogre", "ogres"), group("ogres"), GM));
    expect(f.view.pendingRolls).toEqual([{ purpose: "initiative", formula: "1d8", forIds: ["ogres"] }]);
    expect(groupLine(f.view)).toEqual(["party:7 onTurn", "wolves:5", "goblins:5", "ogres:-"]);
    f.roll("initiative", "ogres", 6);
    expect(groupLine(f.view)).toEqual(["party:7 onTurn", "ogres:6", "wolves:5", "goblins:5"]);
  });
});

describe("side initiative adapter: buttons", () => {
  it("a player gets buttons only for their own combatants on their side's turn; the GM gets everything allowed", () => {
    const f = rolled();
    expect(labels(f.allowed(u1))).toEqual(["act maren", "endGroupTurn party"]);
    expect(labels(f.allowed(u2))).toEqual(["act tamsin", "endGroupTurn party"]);
    expect(labels(f.allowed(u3))).toEqual([]);
    expect(labels(f.allowed(GM))).toEqual([
      "act maren", "act tamsin",
      "defeat gob1", "defeat gob2", "defeat maren", "defeat tamsin", "defeat wolf",
      "endGroupTurn party",
      "fallUnconscious gob1", "fallUnconscious gob2", "fallUnconscious maren", "fallUnconscious tamsin", "fallUnconscious wolf",
      "leave gob1", "leave gob2", "leave maren", "leave tamsin", "leave wolf",
      "nextRound", "undo",
    ]);
    // While Maren acts, only she (and the GM) can end her turn or the side's; Tamsin's player waits.
    f.do("act", { combatantId: "maren" }, u1);
    expect(labels(f.allowed(u1))).toEqual(["endGroupTurn party", "endTurn maren"]);
    expect(labels(f.allowed(u2))).toEqual([]);
    // On the wolves' turn the players have nothing to press.
    f.do("endTurn", { combatantId: "maren" }, u1).turn("tamsin", u2);
    expect(f.allowed(u1)).toEqual([]);
    expect(withoutConditions(f.allowed(GM)))
      .toEqual(["act wolf", "endGroupTurn wolves", "nextRound", "undo"]);
  });

  it("intents this structure has no use for mean nothing", () => {
    const f = rolled();
    for (const kind of ["declare", "delay", "hold", "pass", "react", "chooseFirst", "stepIn", "triggerHeld", "lockDeclarations"] as const) {
      expect(adapter.command(f.state, { kind, combatantId: "maren", groupId: "party" }, GM)).toBeNull();
    }
  });
});

describe("side initiative adapter: before the order is known, and the GM's roster changes", () => {
  it("before the fight the tracker shows nothing started and offers nothing", () => {
    const f = new Fight(adapter, adapter.initial());
    expect(f.view).toEqual({
      structure: "sideInitiative", started: false, round: 0, phase: null, threshold: null, holderId: null,
      groups: [], order: [], fighters: [], activeIds: [], pendingRolls: [],
    });
    expect(f.allowed(GM)).toEqual([]);
  });

  it("while initiative is rolled, sides that have rolled show highest first above those still to roll, and no side can end its turn", () => {
    const f = Fight.start(adapter, FIGHT).roll("initiative", "wolves", 6).roll("initiative", "party", 3);
    expect(groupLine(f.view)).toEqual(["wolves:6", "party:3", "goblins:-"]);
    expect(f.view).toMatchObject({ round: 0, phase: "rolling", threshold: null, holderId: null });
    expect(adapter.command(f.state, { kind: "endGroupTurn" }, GM)).toBeNull();
    expect(withoutConditions(adapter.candidates(f.state))).toEqual(["nextRound", "undo"]);
    expect(withoutConditions(f.allowed(GM))).toEqual(["undo"]);
  });

  it("a newcomer who brings a new side fights on that side, whatever group it had before", () => {
    const f = rolled();
    f.apply(adapter.join({ ...fighter("ogre", "party"), groupId: null }, group("ogres"), GM));
    expect(f.view.pendingRolls).toEqual([{ purpose: "initiative", formula: "1d8", forIds: ["ogres"] }]);
    f.roll("initiative", "ogres", 8).turn("maren").turn("tamsin").turn("wolf").turn("gob1").turn("gob2");
    expect(statuses(f.view)).toMatchObject({ ogre: "ready", maren: "waiting" });
    // It beat everyone but its place had passed: it leads from round 2.
    expect(f.view.round).toBe(2);
    expect(groupLine(f.view)).toEqual(["ogres:8 onTurn", "party:7", "wolves:5", "goblins:5"]);
  });

  it("ending the side's turn without naming a side ends the side on the clock", () => {
    const f = rolled().do("endGroupTurn", {}, u1);
    expect(groupLine(f.view)).toEqual(["party:7 done", "wolves:5 onTurn", "goblins:5"]);
  });

  it("the GM adds a newcomer to a side already fighting, and moves a combatant to another side, without any roll", () => {
    const f = rolled();
    f.apply(adapter.join(fighter("cat", "party", { owners: ["u1"], dexMod: 4 }), null, GM));
    expect(f.view.pendingRolls).toEqual([]);
    const moveToGroup = adapter.moveToGroup;
    if (moveToGroup === undefined) throw new Error("side initiative lets the GM move combatants between sides");
    f.apply(moveToGroup(f.state, "wolf", "party", GM));
    expect(statuses(f.view)).toEqual({ maren: "ready", tamsin: "ready", gob1: "waiting", gob2: "waiting", wolf: "ready", cat: "ready" });
    expect(labels(f.allowed(u1))).toEqual(["act cat", "act maren", "endGroupTurn party"]);
  });
});

describe("side initiative adapter: the buttons the tracker may offer", () => {
  it("none before the fight starts", () => {
    expect(adapter.candidates(adapter.initial())).toEqual([]);
  });

  it("no Undo once the shell has made the start final (it clears the history)", () => {
    const f = rolled();
    const final = { ...f.state, history: [] };
    expect(withoutConditions(adapter.candidates(final)))
      .toEqual(["act maren", "act tamsin", "endGroupTurn party", "nextRound"]);
    expect(labels(adapter.candidates(f.state))).toContain("undo");
  });
});

describe("side initiative adapter: what the tracker knows of the structure", () => {
  it("is side initiative, with a Party, and its fights are stored as such", () => {
    expect([adapter.id, adapter.engine.id, adapter.initial().structure]).toEqual(["sideInitiative", "sideInitiative", "sideInitiative"]);
    expect(adapter.groups).toEqual({ party: true });
  });

  it("a Party arriving late through the tracker wins its tie", () => {
    const foes = setup([group("goblins"), group("wolves")], [fighter("gob1", "goblins"), fighter("wolf", "wolves")]);
    const f = Fight.start(adapter, foes).roll("initiative", "goblins", 5).roll("initiative", "wolves", 3);
    f.apply(adapter.join(fighter("maren", "heroes", { dexMod: 0 }), group("heroes", true), GM)).roll("initiative", "heroes", 5);
    expect(groupLine(f.view).map((g) => g.split(":")[0])).toEqual(["heroes", "goblins", "wolves"]);
  });
});
