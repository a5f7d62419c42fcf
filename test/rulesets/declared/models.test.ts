import { describe, expect, it } from "vitest";
import { installBootDouble } from "../../foundry-double/boot";
import { preparedModel } from "../../support/prepared-model";
import { chainShirt, ghoul, leoninHunter, roundShield } from "./sheets/creatures";

installBootDouble();
const { declaredModels } = await import("../../../src/rulesets/declared/models");
const { DeclaredItemSheet } = await import("../../../src/rulesets/declared/sheets/item-sheet");
const { DeclaredCharacterSheet } = await import("../../../src/rulesets/declared/sheets/character-sheet");
const { DeclaredMonsterSheet } = await import("../../../src/rulesets/declared/sheets/monster-sheet");

describe("declared data models", () => {
  it("the Leonin hunter in his worn chain shirt stands at Defense 13 and Armour 3; the shield he carries adds nothing", () => {
    const model = preparedModel(declaredModels.Actor.declaredCharacter, leoninHunter(), [chainShirt(), roundShield(false)]);
    expect([model.derived.defense.value, model.derived.armour.value]).toEqual([13, 3]);
    expect(model.derived.stress.ok && model.derived.stress.formula).toBe("5d8+15");
    // The derived numbers never overwrite his own Defense bonus and natural armour.
    expect([model.defenseBonus, model.armourBonus]).toEqual([0, 0]);
  });

  it("Wound Points = Strength: health.max follows Strength and its damage, whatever was stored, for the token bar", () => {
    const hunter = leoninHunter();
    const model = preparedModel(declaredModels.Actor.declaredCharacter, { ...hunter, health: { value: 5, max: 3 }, attributes: { ...hunter.attributes, strength: { score: 16, damage: 2 } } }, []);
    expect(model.health).toEqual({ value: 5, max: 14 });
  });

  it("the ghoul's stat block at −3 Wound Points derives dying, and its hide's 1 Armour", () => {
    const model = preparedModel(declaredModels.Actor.declaredMonster, ghoul(), []);
    expect([model.derived.woundState, model.derived.armour.value, model.health.max]).toEqual(["dying", 1, 13]);
  });

  it("the character sheet, the stat block and the item sheet carry the declared class for their styles", () => {
    expect(DeclaredItemSheet.DEFAULT_OPTIONS.classes).toEqual(["declared"]);
    expect(DeclaredCharacterSheet.DEFAULT_OPTIONS.classes).toEqual(["character"]);
    expect(DeclaredMonsterSheet.DEFAULT_OPTIONS.classes).toEqual(["monster"]);
  });
});
