import { describe, expect, it } from "vitest";
import { declaredCreatureSheetContext } from "../../../../src/rulesets/declared/sheets/creature-context";
import { ghoul, hunterItems, leoninHunter, prepared } from "./creatures";

const hunterView = (gm = false) => declaredCreatureSheetContext({ system: prepared(leoninHunter(), hunterItems()), items: hunterItems(), gm }).view;

describe("what the declared character sheet shows", () => {
  it("the Leonin hunter's 5d8+15 Stress (average 37.5), 16 Wound Points from Strength 16, and his 1d12−2 Base Initiative", () => {
    const view = hunterView();
    expect(view.stress).toEqual({ formula: "5d8+15", average: 37.5, refusal: null });
    expect(view.woundPoints).toEqual({ max: 16, lines: [{ label: "FRAY.Declared.Creature.Line.Strength", value: "+16" }] });
    expect(view.initiative).toBe("1d12-2");
  });

  it("Defense 13 from 10, Agility +2 and the worn chain shirt; the shield he carries adds nothing; Armour 3", () => {
    const view = hunterView();
    expect(view.defense.value).toBe(13);
    expect(view.defense.lines.map((line) => line.value)).toEqual(["+10", "+2", "+1"]);
    expect(view.armour).toEqual({ value: 3, lines: [{ label: "FRAY.Declared.Creature.Line.WornArmour", value: "+3" }] });
  });

  it("Dexterity 13 crushed down by 4 reads −1 and is marked damaged", () => {
    expect(hunterView().attributes.find((row) => row.key === "dexterity")).toMatchObject({ score: 13, damage: 4, effective: 9, damaged: true, modifier: "\u22121" });
  });

  it("his injuries: a plain wound, and the crushed shoulder named by the table's keys on his main arm", () => {
    const [slash, shoulder] = hunterView().injuries;
    expect(slash).toMatchObject({ typeLabel: "FRAY.Declared.Combat.DamageType.slashing", amount: 4, name: { key: "", text: "" }, limbLabel: "" });
    expect(shoulder).toMatchObject({ name: { key: "FRAY.Declared.Injury.Blunt.crushedShoulder.Name", text: "" }, limb: "mainArm", limbLabel: "FRAY.Declared.Injury.Limb.mainArm" });
  });

  it("items grouped: weapons with speed, damage types and ×crit, armour worn or not, the draught at +6, the spell at TN 13 − 10 = +3", () => {
    const view = hunterView();
    expect(view.weapons.map((weapon) => [weapon.name, weapon.speed, weapon.damage, weapon.critical])).toEqual([["Longsword", "+3", "1d8", "×2"], ["Javelin", "+1", "1d6", "×3"]]);
    expect(view.weapons[0]?.typeLabels).toEqual(["FRAY.Declared.Combat.DamageType.piercing", "FRAY.Declared.Combat.DamageType.slashing"]);
    expect(view.armourItems.map((piece) => piece.worn)).toEqual([true, false]);
    expect(view.consumables).toMatchObject([{ quantity: 2, modifier: "+6" }]);
    expect(view.spells).toMatchObject([{ castingTN: 13, speed: "+3" }]);
  });
});

describe("what the declared stat block shows", () => {
  it("a ghoul at −3 Wound Points is dying, with 2d8+2 Stress and its hide's 1 Armour", () => {
    const view = declaredCreatureSheetContext({ system: prepared(ghoul(), []), items: [], gm: true }).view;
    expect(view.woundState).toEqual({ key: "dying", label: "FRAY.Declared.Sheet.WoundState.dying", down: true });
    expect(view.stress.formula).toBe("2d8+2");
    expect(view.armour.value).toBe(1);
    expect(view.gm).toBe(true);
    expect(view.injuries[0]?.name).toEqual({ key: "", text: "Charred hand" });
  });

  it("a stat block with no HD says why it has no Stress dice", () => {
    const view = declaredCreatureSheetContext({ system: prepared({ ...ghoul(), hitDice: 0 }, []), items: [], gm: true }).view;
    expect(view.stress).toEqual({ formula: "", average: 0, refusal: { key: "FRAY.Declared.Creature.Refusal.NoHitDice" } });
  });
});
