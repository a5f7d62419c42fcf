import { describe, expect, it } from "vitest";
import { declaredAdapter } from "../../../../src/core/turns/adapters/declared";
import type { FighterInput } from "../../../../src/core/turns/adapters/adapter";
import { expectSerialisable, fighter, GM, labels, player, setup, statuses } from "./adapter-harness";
import { click, initiatives, orderLine, rollShared, startFight, viewOf } from "./sequence-harness";

const ALICE = player("alice");
const BOB = player("bob");

const creature = (id: string, over: Partial<FighterInput> = {}): FighterInput => ({ ...fighter(id, "", over), groupId: null });

const band = () =>
  setup([], [
    creature("X", { owners: ["alice"] }),
    creature("Y", { owners: ["bob"] }),
    creature("Z"),
    creature("W1", { agilityModifier: 2 }),
    creature("W2", { agilityModifier: 2 }),
  ]);

/** Bases X 5, Y 10, Z 12, and the two wolves 7 from one shared roll; round 1 declarations open. */
function rolled() {
  const f = startFight(declaredAdapter, band());
  f.roll("baseInitiative", "X", 5).roll("baseInitiative", "Y", 10).roll("baseInitiative", "Z", 12);
  return rollShared(f, "baseInitiative", ["W1", "W2"], 7);
}

/** X attack +0 (5), Y spell +3 (13), Z throw +4 (16), the wolves bite +0 (7). */
function declareRound(f: ReturnType<typeof rolled>) {
  click(f, { kind: "declare", combatantId: "X", actionId: "attack", modifier: 0 }, ALICE);
  click(f, { kind: "declare", combatantId: "Y", actionId: "spell", modifier: 3 }, BOB);
  click(f, { kind: "declare", combatantId: "Z", actionId: "throw", modifier: 4 });
  click(f, { kind: "declare", combatantId: "W1", actionId: "bite", modifier: 0 });
  return click(f, { kind: "declare", combatantId: "W2", actionId: "bite", modifier: 0 });
}

describe("declared adapter: a whole fight through the tracker", () => {
  it("asks for each base d12 with the Agility in the formula; one roll may serve two wolves", () => {
    const f = startFight(declaredAdapter, band());
    expect(f.view.phase).toBe("rolling");
    expect(f.view.pendingRolls).toEqual([
      { purpose: "baseInitiative", formula: "1d12", forIds: ["X"] },
      { purpose: "baseInitiative", formula: "1d12", forIds: ["Y"] },
      { purpose: "baseInitiative", formula: "1d12", forIds: ["Z"] },
      { purpose: "baseInitiative", formula: "1d12-2", forIds: ["W1"] },
      { purpose: "baseInitiative", formula: "1d12-2", forIds: ["W2"] },
    ]);
    f.roll("baseInitiative", "X", 5).roll("baseInitiative", "Y", 10).roll("baseInitiative", "Z", 12);
    rollShared(f, "baseInitiative", ["W1", "W2"], 7);
    const v = f.view;
    expect(f.state.combatants.map((c) => c.base)).toEqual([5, 10, 12, 7, 7]);
    expect(v).toMatchObject({ phase: "declaring", round: 1, pendingRolls: [], order: [], activeIds: [] });
    expect(statuses(v)).toEqual({ X: "ready", Y: "ready", Z: "ready", W1: "ready", W2: "ready" });
    expectSerialisable(v);
  });

  it("declarations, the round values, a simultaneous step, and the Ghoul at −4 and 8 next round", () => {
    const f = declareRound(rolled());
    let v = f.view;
    expect(viewOf(v, "Y")?.declared).toEqual({ actionId: "spell", modifier: 3 });
    expect(initiatives(v)).toEqual({ X: 5, Y: 13, Z: 16, W1: 7, W2: 7 });
    expect(orderLine(v)).toEqual(["X@5", "W1,W2@7", "Y@13", "Z@16"]);
    expect(statuses(v)).toEqual({ X: "waiting", Y: "waiting", Z: "waiting", W1: "waiting", W2: "waiting" });

    click(f, { kind: "lockDeclarations" });
    v = f.view;
    expect(v.phase).toBe("resolving");
    expect(orderLine(v)).toEqual(["X@5*", "W1,W2@7", "Y@13", "Z@16"]);
    expect(v.activeIds).toEqual(["X"]);
    click(f, { kind: "endTurn", combatantId: "X" }, ALICE);

    // The wolves act simultaneously: one step, two ids, both acting until each has ended.
    v = f.view;
    expect(orderLine(v)).toEqual(["X@5✓", "W1,W2@7*", "Y@13", "Z@16"]);
    expect(v.activeIds).toEqual(["W1", "W2"]);
    click(f, { kind: "endTurn", combatantId: "W1" });
    expect(f.view.activeIds).toEqual(["W2"]);
    expect(statuses(f.view)).toMatchObject({ W1: "acted", W2: "acting", Y: "waiting" });
    click(f, { kind: "endTurn", combatantId: "W2" });
    expect(orderLine(f.view)).toEqual(["X@5✓", "W1,W2@7✓", "Y@13*", "Z@16"]);

    // The Ghoul wanders in while the round is on 13: rolls 8, declares claws, its moment has passed.
    f.apply(declaredAdapter.join(creature("ghoul"), null, GM));
    expect(f.view.pendingRolls).toEqual([{ purpose: "baseInitiative", formula: "1d12", forIds: ["ghoul"] }]);
    f.roll("baseInitiative", "ghoul", 8);
    expect(viewOf(f.view, "ghoul")?.status).toBe("ready");
    expect(labels(f.allowed(GM)).filter((l) => l.startsWith("declare"))).toEqual(["declare ghoul"]);
    click(f, { kind: "declare", combatantId: "ghoul", actionId: "claws", modifier: 0 });
    expect(viewOf(f.view, "ghoul")).toMatchObject({ status: "waiting", initiative: 8, declared: { actionId: "claws", modifier: 0 } });
    expect(orderLine(f.view)).toEqual(["X@5✓", "W1,W2@7✓", "Y@13*", "Z@16"]);

    click(f, { kind: "endTurn", combatantId: "Y" }, BOB);
    click(f, { kind: "endTurn", combatantId: "Z" });
    expect(f.view.phase).toBe("morale");
    expect(orderLine(f.view)).toEqual(["X@5✓", "W1,W2@7✓", "Y@13✓", "Z@16✓"]);

    click(f, { kind: "nextRound" });
    v = f.view;
    expect(v).toMatchObject({ round: 2, phase: "declaring" });
    expect(orderLine(v)).toEqual(["ghoul@-4"]);
    declareRound(f);
    click(f, { kind: "declare", combatantId: "ghoul", actionId: "claws", modifier: 0 });
    expect(orderLine(f.view)).toEqual(["ghoul@-4", "X@5", "W1,W2@7", "ghoul@8", "Y@13", "Z@16"]);
    click(f, { kind: "lockDeclarations" });
    v = f.view;
    expect(orderLine(v)).toEqual(["ghoul@-4*", "X@5", "W1,W2@7", "ghoul@8", "Y@13", "Z@16"]);
    expect(v.activeIds).toEqual(["ghoul"]);
    expect(viewOf(v, "ghoul")).toMatchObject({ status: "acting", initiative: 8 });
    click(f, { kind: "endTurn", combatantId: "ghoul" });
    expect(viewOf(f.view, "ghoul")?.status).toBe("waiting");
    expectSerialisable(f.view);
  });

  it("surprised creatures roll but have nothing to declare in round 1", () => {
    const f = startFight(declaredAdapter, setup([], [creature("A", { owners: ["alice"] }), creature("V", { owners: ["bob"], surprised: true })]));
    f.roll("baseInitiative", "A", 9).roll("baseInitiative", "V", 2);
    expect(statuses(f.view)).toEqual({ A: "ready", V: "waiting" });
    expect(labels(f.allowed(BOB))).toEqual([]);
    click(f, { kind: "lockDeclarations" });
    expect(orderLine(f.view)).toEqual(["A@9*"]);
  });

  it("dying creatures still act; the unconscious are passed over", () => {
    const f = declareRound(rolled());
    click(f, { kind: "fallUnconscious", combatantId: "Y", dying: true });
    click(f, { kind: "fallUnconscious", combatantId: "Z" });
    click(f, { kind: "lockDeclarations" });
    expect(statuses(f.view)).toMatchObject({ X: "acting", Y: "dying", Z: "unconscious" });
  });

  it("intents that mean nothing here translate to null", () => {
    const s = rolled().state;
    for (const kind of ["act", "delay", "stepIn", "hold", "triggerHeld", "pass", "react", "chooseFirst", "endGroupTurn"] as const) {
      expect(declaredAdapter.command(s, { kind, combatantId: "X" }, GM)).toBeNull();
    }
  });
});

describe("declared adapter: buttons after the dry run", () => {
  it("a player declares and ends turns only for their own; the GM for everyone, and locks", () => {
    const f = rolled();
    expect(labels(f.allowed(ALICE))).toEqual(["declare X"]);
    expect(labels(f.allowed(BOB))).toEqual(["declare Y"]);
    const gm = labels(f.allowed(GM));
    expect(gm.filter((l) => l.startsWith("declare"))).toEqual(["declare W1", "declare W2", "declare X", "declare Y", "declare Z"]);
    expect(gm).toEqual(expect.arrayContaining(["lockDeclarations", "undo", "defeat W1", "leave Z"]));
    expect(gm).not.toContain("nextRound");

    declareRound(f);
    click(f, { kind: "lockDeclarations" });
    expect(labels(f.allowed(ALICE))).toEqual(["endTurn X"]);
    expect(labels(f.allowed(BOB))).toEqual([]);
    click(f, { kind: "endTurn", combatantId: "X" }, ALICE);
    expect(labels(f.allowed(ALICE))).toEqual([]);
    const gmNow = labels(f.allowed(GM));
    expect(gmNow.filter((l) => /^(endTurn|declare|lockDeclarations)/.test(l))).toEqual(["endTurn W1", "endTurn W2"]);
    expect(gmNow).toContain("nextRound");
  });
});
