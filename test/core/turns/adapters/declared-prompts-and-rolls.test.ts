/**
 * The declared adapter's side of the shell (rulebook 003): who is asked to declare when a round's
 * declarations open, how a Foundry roll total becomes the bare d12, and the buttons it offers.
 */
import { describe, expect, it } from "vitest";
import { declaredAdapter } from "../../../../src/core/turns/adapters/declared";
import type { FighterInput } from "../../../../src/core/turns/adapters/adapter";
import type { DeclaredState } from "../../../../src/core/turns/declared";
import { applyDeclared } from "../../../../src/core/turns/declared";
import { everyoneAtOnce, newlyAwaited } from "../../../../src/core/declaration-plan";
import { fighter, GM, labels, player, setup } from "./adapter-harness";
import { click, startFight } from "./sequence-harness";

const ALICE = player("alice");
const creature = (id: string, over: Partial<FighterInput> = {}): FighterInput => ({ ...fighter(id, "", over), groupId: null });
const round = (s: DeclaredState) => declaredAdapter.declarers?.(s) ?? { waiting: [], declared: [] };
const asked = (before: DeclaredState, after: DeclaredState) => newlyAwaited(everyoneAtOnce, round(before), round(after));

/** A (alice's), B, C and the surprised V, all rolled but C; round 1 opens with C's roll. */
function lastRollPending() {
  const f = startFight(declaredAdapter, setup([], [creature("A", { owners: ["alice"] }), creature("B"), creature("C"), creature("V", { surprised: true })]));
  return f.roll("baseInitiative", "A", 4).roll("baseInitiative", "B", 6).roll("baseInitiative", "V", 2);
}

describe("declared adapter: who is asked to declare", () => {
  it("when round 1 opens everyone able to declare is asked, but not a surprised creature", () => {
    const f = lastRollPending();
    const before = f.state;
    f.roll("baseInitiative", "C", 8);
    expect(asked(before, f.state)).toEqual(["A", "B", "C"]);
  });

  it("when the next round opens, the dying and the no-longer-surprised are asked; the unconscious and defeated are not", () => {
    const f = lastRollPending().roll("baseInitiative", "C", 8);
    click(f, { kind: "fallUnconscious", combatantId: "A", dying: true });
    click(f, { kind: "fallUnconscious", combatantId: "B" });
    click(f, { kind: "defeat", combatantId: "C" });
    click(f, { kind: "lockDeclarations" });
    click(f, { kind: "endTurn", combatantId: "A" });
    const before = f.state;
    click(f, { kind: "nextRound" });
    expect(asked(before, f.state)).toEqual(["A", "V"]);
  });

  it("nobody is asked again while the round's declarations stay open, nor once they lock", () => {
    const f = lastRollPending().roll("baseInitiative", "C", 8);
    const open = f.state;
    click(f, { kind: "declare", combatantId: "A", actionId: "attack", modifier: 0 }, ALICE);
    expect(asked(open, f.state)).toEqual([]);
    const declared = f.state;
    click(f, { kind: "lockDeclarations" });
    expect(asked(declared, f.state)).toEqual([]);
  });

  it("nobody is asked while the bases are still being rolled", () => {
    const f = lastRollPending();
    const before = f.state;
    f.apply({ type: "join", by: GM, combatant: { id: "D", name: "D", owners: [], agilityModifier: 0 } });
    expect(asked(before, f.state)).toEqual([]);
  });
});

describe("declared adapter: a Foundry roll total becomes the d12", () => {
  /** N has Agility +2 and a talent worth +3 on its base roll: it rolls 1d12+1. */
  function withTalent() {
    const f = startFight(declaredAdapter, setup([], [creature("A", { agilityModifier: -1 })]));
    return f.apply({ type: "join", by: GM, combatant: { id: "N", name: "N", owners: [], agilityModifier: 2, baseAdjustment: 3 } });
  }

  it("a total of 8 on 1d12+1 is a 7 on the die, so N's base is 8", () => {
    const f = withTalent();
    expect(f.view.pendingRolls.find((p) => p.forIds.includes("N"))?.formula).toBe("1d12+1");
    f.roll("baseInitiative", "N", 8);
    expect(f.state.combatants.find((c) => c.id === "N")?.base).toBe(8);
  });

  it("a roll named for one creature with an empty shared list is that creature's roll", () => {
    const f = withTalent();
    f.apply(declaredAdapter.rollCommand(f.state, { purpose: "baseInitiative", forId: "A", forIds: [], total: 6 }, GM));
    expect(f.state.combatants.find((c) => c.id === "A")?.base).toBe(6);
  });

  it("a roll for another purpose, or for nobody, is refused and sets no base", () => {
    const f = withTalent();
    for (const result of [
      { purpose: "surprise", forId: "A", total: 6 },
      { purpose: "baseInitiative", forId: null, total: 6 },
    ]) {
      const out = applyDeclared(f.state, declaredAdapter.rollCommand(f.state, result, GM));
      expect(out.ok ? "accepted" : out.reason.key).toBe("FRAY.Turns.Refusal.InvalidSetup");
    }
  });
});

describe("declared adapter: ending a part of the step from the tracker", () => {
  it("the one button without a name ends the turn of the only one still acting, and means nothing in a tie", () => {
    const f = lastRollPending().roll("baseInitiative", "C", 6); // B and C tie on 6
    click(f, { kind: "lockDeclarations" });
    expect(declaredAdapter.command(f.state, { kind: "endTurn" }, GM)).toEqual({ type: "endTurn", by: GM, combatantId: "A" });
    click(f, { kind: "endTurn" });
    expect(declaredAdapter.command(f.state, { kind: "endTurn" }, GM)).toBeNull();
    click(f, { kind: "endTurn", combatantId: "B" });
    click(f, { kind: "endTurn" });
    expect(f.state.phase).toBe("morale");
  });

  it("a declaration for nobody means nothing; one without an action is the no-action placeholder", () => {
    const f = lastRollPending().roll("baseInitiative", "C", 8);
    expect(declaredAdapter.command(f.state, { kind: "declare" }, GM)).toBeNull();
    expect(declaredAdapter.command(f.state, { kind: "declare", combatantId: "A" }, ALICE)).toEqual({ type: "declare", by: ALICE, combatantId: "A", actionId: "none", modifier: 0 });
  });

  it("once the round resolves only the acting, a newcomer yet to declare, the next round and the GM's tools are offered", () => {
    const f = lastRollPending().roll("baseInitiative", "C", 8);
    click(f, { kind: "lockDeclarations" });
    f.apply({ type: "join", by: GM, combatant: { id: "N", name: "N", owners: ["alice"], agilityModifier: 0 } });
    f.roll("baseInitiative", "N", 9);
    expect(labels(f.allowed(ALICE))).toEqual(["declare N", "endTurn A"]);
    const gm = labels(f.allowed(GM));
    expect(gm.filter((l) => !/^(defeat|fallUnconscious|leave|recover) /.test(l))).toEqual(["declare N", "endTurn A", "nextRound", "undo"]);
  });
});
