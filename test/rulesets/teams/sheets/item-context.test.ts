import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initialData } from "../../../../src/core/schema/spec";
import { gearSchema, shieldSchema, weaponSchema } from "../../../../src/rulesets/teams/schema/items";
import { teamsItemSheetContext } from "../../../../src/rulesets/teams/sheets/item-context";
import { runs } from "../../../support/fixed-seed";
import { boudicaSpear, gambeson, roundShield } from "./boudica";

const viewOf = (item: { type: string; system: object }) => teamsItemSheetContext(item.type, item.system).view;
const allowedKeys = (list: readonly { key: string; allowed: boolean }[]) => list.filter((entry) => entry.allowed).map((entry) => entry.key);

describe("teams item sheet", () => {
  it("Boudica's spear: strength or dexterity, finesse or martial, +4 piercing, +8 on a luck of 19+", () => {
    const view = viewOf(boudicaSpear());
    if (view.kind !== "weapon") throw new Error("a spear is a weapon");
    expect(allowedKeys(view.attributes)).toEqual(["strength", "dexterity"]);
    expect(allowedKeys(view.proficiencies)).toEqual(["finesse", "martial"]);
    expect(view.attributes[0]).toMatchObject({ name: "system.attributes.strength", label: "FRAY.Teams.Sheet.Attribute.strength" });
    expect([view.damageText, view.damageTypeLabel, view.criticalText, view.thresholdText]).toEqual(["+4", "FRAY.Teams.Sheet.DamageType.piercing", "+8", "19+"]);
  });

  it("Boudica's spear lists no durability and is not metal, so it has 4; with no parry value it parries for +1 and cannot block", () => {
    const view = viewOf(boudicaSpear());
    if (view.kind !== "weapon") throw new Error("a spear is a weapon");
    expect(view.durability).toEqual({ value: 4, max: 4, broken: false });
    expect(view.unlistedDurability).toBe(4);
    expect([view.canBlock, view.canParry, view.parryBonus]).toEqual([false, true, 1]);
  });

  it("a weapon with the block property and a parry value blocks, and parries for its value", () => {
    const view = viewOf(boudicaSpear({ blockValue: 2, parryValue: 3 }));
    if (view.kind !== "weapon") throw new Error("a spear is a weapon");
    expect([view.canBlock, view.canParry, view.parryBonus]).toEqual([true, true, 3]);
  });

  it("a broken shield: a wooden shield that lost all 4 of its durability can neither block nor parry", () => {
    const view = viewOf(roundShield(4));
    if (view.kind !== "shield") throw new Error("a shield");
    expect(view.durability).toEqual({ value: 0, max: 4, broken: true });
    expect([view.canBlock, view.canParry]).toEqual([false, false]);
  });

  it("a wielded shield with durability left blocks and parries; one left on the back does neither", () => {
    const inHand = viewOf(roundShield(1));
    const onBack = viewOf(roundShield(1, false));
    if (inHand.kind !== "shield" || onBack.kind !== "shield") throw new Error("a shield");
    expect([inHand.durability.value, inHand.canBlock, inHand.canParry]).toEqual([3, true, true]);
    expect([onBack.canBlock, onBack.canParry]).toEqual([false, false]);
  });

  it("metal gear with no listed durability has 10, and never blocks", () => {
    const view = viewOf({ type: "teamsGear", system: { ...initialData(gearSchema), metal: true, wielded: true } });
    if (view.kind !== "gear") throw new Error("gear");
    expect([view.durability.max, view.unlistedDurability, view.canBlock, view.canParry, view.parryBonus]).toEqual([10, 10, false, true, 1]);
  });

  it("armour shows its deflection by category and has no durability", () => {
    const view = viewOf(gambeson(true));
    expect(view).toEqual({ kind: "armour", deflection: { physical: 2, elemental: 0 } });
  });

  it("an item's durability is never below zero and it is broken exactly at zero", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.nat(40)), fc.nat(60), fc.constantFrom(weaponSchema, shieldSchema, gearSchema), (metal, listed, lost, schema) => {
        const type = schema === weaponSchema ? "teamsWeapon" : schema === shieldSchema ? "teamsShield" : "teamsGear";
        const view = viewOf({ type, system: { ...initialData(schema), metal, wielded: true, durability: { listed, lost } } });
        if (view.kind === "armour") throw new Error("not armour");
        expect(view.durability.value).toBeGreaterThanOrEqual(0);
        expect(view.durability.broken).toBe(view.durability.value === 0);
        expect(view.canParry).toBe(!view.durability.broken);
      }),
      { numRuns: runs(200) },
    );
  });
});
