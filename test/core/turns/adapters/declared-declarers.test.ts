/** The declared adapter's declarers: whom the shell may ask, and whose declarations count as in, at each point of a round. */
import { describe, expect, it } from "vitest";
import { declaredAdapter } from "../../../../src/core/turns/adapters/declared";
import type { FighterInput } from "../../../../src/core/turns/adapters/adapter";
import type { DeclaredState } from "../../../../src/core/turns/declared";
import { fighter, GM, setup } from "./adapter-harness";
import { click, startFight } from "./sequence-harness";

const creature = (id: string, over: Partial<FighterInput> = {}): FighterInput => ({ ...fighter(id, "", over), groupId: null });
const declarers = (s: DeclaredState) => declaredAdapter.declarers?.(s);

/** A and B rolled; round 1's declarations open. */
function open() {
  const f = startFight(declaredAdapter, setup([], [creature("A"), creature("B")]));
  return f.roll("baseInitiative", "A", 4).roll("baseInitiative", "B", 6);
}

describe("declared adapter: the declarers", () => {
  it("while declarations are open: those yet to declare wait, those who have are in", () => {
    const f = open();
    expect(declarers(f.state)).toEqual({ waiting: ["A", "B"], declared: [] });
    click(f, { kind: "declare", combatantId: "A", actionId: "attack", modifier: 0 });
    expect(declarers(f.state)).toEqual({ waiting: ["B"], declared: ["A"] });
  });

  it("after the lock only a newcomer who owes its declaration waits, and nobody counts as declared", () => {
    const f = open();
    click(f, { kind: "declare", combatantId: "A", actionId: "attack", modifier: 0 });
    click(f, { kind: "lockDeclarations" });
    expect(declarers(f.state)).toEqual({ waiting: [], declared: [] });
    f.apply({ type: "join", by: GM, combatant: { id: "N", name: "N", owners: [], agilityModifier: 0 } });
    f.roll("baseInitiative", "N", 9);
    expect(declarers(f.state)).toEqual({ waiting: ["N"], declared: [] });
  });
});
