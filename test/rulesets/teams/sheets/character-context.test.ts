import { describe, expect, it } from "vitest";
import { teamsCharacterSheetContext } from "../../../../src/rulesets/teams/sheets/character-context";
import { boudica, boudicaSpear, boudicaWounded, gambeson, roundShield, torch } from "./boudica";

describe("teams character sheet context", () => {
  it("Boudica's spear: strength d6 + combat skill d6 + martial proficiency +1 shows as a 2d6+1 test adding 4 piercing, 8 on a 19+", () => {
    const { view } = teamsCharacterSheetContext({ system: boudica(), items: [boudicaSpear()] });
    const spear = view.readiedWeapons[0]!;
    expect(spear.line).toMatchObject({ test: "2d6+1", damage: 4, criticalDamage: 8, criticalThreshold: 19, categoryLabel: "FRAY.Teams.Sheet.Category.physical" });
    expect(spear.line.attributeLabel).toBe("FRAY.Teams.Sheet.Attribute.strength");
    expect(spear.line.proficiencyLabel).toBe("FRAY.Teams.Sheet.Proficiency.martial");
  });

  it("a better dexterity makes the same spear a dexterity test: the sheet follows the rules' best choice", () => {
    const nimble = boudica({ attributes: { ...boudica().attributes, dexterity: "d10" } });
    const { view } = teamsCharacterSheetContext({ system: nimble, items: [boudicaSpear()] });
    expect(view.readiedWeapons[0]!.line.test).toBe("1d10+1d6+1");
  });

  it("only weapons in hand are readied; the rest are listed after them", () => {
    const sling = { ...boudicaSpear({ wielded: false }), id: "sling", name: "Sling" };
    const { view } = teamsCharacterSheetContext({ system: boudica(), items: [sling, boudicaSpear()] });
    expect(view.readiedWeapons.map((weapon) => weapon.name)).toEqual(["Spear"]);
    expect(view.weapons.map((weapon) => weapon.name)).toEqual(["Spear", "Sling"]);
  });

  it("Boudica's endurance and health: after 7 and 10 damage she shows harmed and bloodied, death test 10", () => {
    const { view } = teamsCharacterSheetContext({ system: boudicaWounded(), items: [] });
    expect(view.conditions.map((condition) => condition.key)).toEqual(["harmed", "bloodied"]);
    expect(view.deathDifficulty).toBe(10);
  });

  it("worn armour adds its deflection to hers; armour carried but not worn adds nothing", () => {
    const own = boudica({ deflection: { physical: 1, elemental: 0 } });
    expect(teamsCharacterSheetContext({ system: own, items: [gambeson(true)] }).view.deflection).toEqual({ physical: 3, elemental: 0 });
    expect(teamsCharacterSheetContext({ system: own, items: [gambeson(true)] }).view.armourDeflection.physical).toBe(2);
    expect(teamsCharacterSheetContext({ system: own, items: [gambeson(false)] }).view.deflection.physical).toBe(1);
  });

  it("an item without listed durability has 4 unless metal (10); at 0 it is broken and can neither block nor parry", () => {
    const { view } = teamsCharacterSheetContext({ system: boudica(), items: [roundShield(1)] });
    expect(view.shields[0]).toMatchObject({ durability: { value: 3, max: 4, broken: false }, canBlock: true, canParry: true });
    const broken = teamsCharacterSheetContext({ system: boudica(), items: [roundShield(4)] }).view.shields[0]!;
    expect(broken).toMatchObject({ durability: { value: 0, broken: true }, canBlock: false, canParry: false });
    const metalSpear = teamsCharacterSheetContext({ system: boudica(), items: [boudicaSpear({ metal: true })] }).view.weapons[0]!;
    expect(metalSpear.durability.max).toBe(10);
  });

  it("a wielded weapon without a parry value parries for +1, and blocks only with the block property", () => {
    const spear = teamsCharacterSheetContext({ system: boudica(), items: [boudicaSpear()] }).view.weapons[0]!;
    expect(spear).toMatchObject({ canParry: true, parryBonus: 1, canBlock: false });
    const stowed = teamsCharacterSheetContext({ system: boudica(), items: [boudicaSpear({ wielded: false, parryValue: 2 })] }).view.weapons[0]!;
    expect(stowed).toMatchObject({ canParry: false, parryBonus: 2 });
  });

  it("gear is listed with its quantity", () => {
    expect(teamsCharacterSheetContext({ system: boudica(), items: [torch()] }).view.gear[0]).toMatchObject({ name: "Torch", quantity: 2 });
  });
});
