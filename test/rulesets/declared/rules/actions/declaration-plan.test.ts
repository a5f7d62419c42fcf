/** The declared ruleset's answer to who declares when: the world's setting over this round's declarers. */
import { describe, expect, it } from "vitest";
import { declarationOrderOf, declaredDeclarationPlan } from "../../../../../src/rulesets/declared/rules/actions/declaration-plan";
import declaredRules from "../../../../../src/rulesets/declared/rules/ruleset";
import { withinMeleeReach, MELEE_REACH_YARDS } from "../../../../../src/rulesets/declared/rules/actions/riposte-reach";

const agility = (score: number, damage = 0) => ({ attributes: { agility: { score, damage } } });
/** The rogue at the GM's left, the fighter next; the goblin is the GM's. */
const seats = [
  { id: "goblin", system: agility(14), seat: null },
  { id: "fighter", system: agility(12), seat: 1 },
  { id: "rogue", system: agility(16, 5), seat: 0 },
];

describe("the declaredDeclarationOrder setting", () => {
  it("is the ruleset's plan", () => {
    expect(declaredRules.declarationPlan).toBe(declaredDeclarationPlan);
  });

  it("clockwise by default, and for a stored value that is no order", () => {
    expect(declarationOrderOf({})).toBe("clockwise");
    expect(declarationOrderOf({ declaredDeclarationOrder: "alphabetical" })).toBe("clockwise");
    expect(declaredDeclarationPlan(seats, {}).order).toEqual(["rogue", "fighter", "goblin"]);
  });

  it("by Agility reads the score after attribute damage: the rogue's 16 with 5 damage is 11", () => {
    expect(declaredDeclarationPlan(seats, { declaredDeclarationOrder: "agility" }).order).toEqual(["goblin", "fighter", "rogue"]);
  });

  it("in secret everyone declares together, hidden", () => {
    expect(declaredDeclarationPlan(seats, { declaredDeclarationOrder: "secret" })).toMatchObject({ together: true, hidden: true });
  });
});

describe("a riposte's reach", () => {
  it("is the squares next to the creature: one yard", () => {
    expect(MELEE_REACH_YARDS).toBe(1);
    expect(withinMeleeReach(1)).toBe(true);
    expect(withinMeleeReach(2)).toBe(false);
  });
});
