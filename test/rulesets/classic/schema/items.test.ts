import { describe, expect, it } from "vitest";
import { initialData } from "../../../../src/core/schema/spec";
import { validateData } from "../../../../src/core/schema/validate";
import { armourSchema, focusSchema, gearSchema, SHIELD_KINDS, shieldBashDamage, shieldSchema, weaponSchema } from "../../../../src/rulesets/classic/schema/items";
import { planDamage } from "../../../../src/rulesets/classic/rules/attack/damage";
import { attackOutcome } from "../../../../src/rulesets/classic/rules/attack/outcome";

const blankWeapon = () => initialData(weaponSchema);

/** What a weapon's stored damage plans in the hand of a Strength 18 (+4) wielder trained with it. */
function damageOf(weapon: ReturnType<typeof blankWeapon>) {
  const decision = planDamage({
    weaponDice: weapon.damage,
    kind: weapon.ranged ? "ranged" : "melee",
    twoHanded: weapon.twoHanded,
    thrown: weapon.thrown,
    strengthModifier: 4,
    trainedWithWeapon: true,
    stance: "normal",
    criticalMultiplier: weapon.criticalMultiplier,
    flat: weapon.flatDamageBonus === 0 ? [] : [{ key: "FRAY.Classic.Test.WeaponBonus", value: weapon.flatDamageBonus }],
  });
  if (!decision.ok) throw new Error(decision.reason.key);
  return decision.plan;
}

describe("classic weapons", () => {
  it("a new weapon is a simple one-handed 1d6 melee weapon, threatening on a 20 alone at ×2, held in neither hand, neither piercing nor slashing", () => {
    expect(blankWeapon()).toEqual({
      schemaVersion: 1,
      held: "none",
      damage: "1d6",
      threatFrom: 20,
      criticalMultiplier: 2,
      twoHanded: false,
      reach: false,
      ranged: false,
      thrown: false,
      disarming: false,
      grappleCompatible: false,
      piercingOrSlashing: false,
      trainingGroup: "simple",
      trainedWith: false,
      flatDamageBonus: 0,
      description: "",
    });
  });

  it("the straight sword at 18 Strength deals 1d8+4, and 2d8+8 on a ×2 critical", () => {
    const sword = { ...blankWeapon(), damage: "1d8", trainingGroup: "martial" as const };
    expect(validateData(weaponSchema, sword)).toEqual([]);
    expect(damageOf(sword)).toMatchObject({ formula: "1d8+4", criticalFormula: "2d8+8" });
  });

  it("the straight sword with Weapon Offensive Training's +2: 2d8+12 on a critical", () => {
    expect(damageOf({ ...blankWeapon(), damage: "1d8", flatDamageBonus: 2 }).criticalFormula).toBe("2d8+12");
  });

  it("a two-handed weapon at 18 Strength deals 1d8+6", () => {
    expect(damageOf({ ...blankWeapon(), damage: "1d8", twoHanded: true }).formula).toBe("1d8+6");
  });

  it("a 19–20 weapon stores 19 as its lowest threat: a natural 19 that hits is a threat, an 18 a plain hit", () => {
    const scimitar = { ...blankWeapon(), threatFrom: 19 };
    const roll = (natural: number) => attackOutcome({ natural, total: natural + 5, armourClass: 15, threatFrom: scimitar.threatFrom, naturalRolls: "asWritten" });
    expect([roll(19), roll(18)]).toEqual(["threat", "hit"]);
  });

  it("a thrown spear, a reach glaive, a disarming whip, a grapple-compatible dagger and an exotic weapon learnt alone validate", () => {
    for (const weapon of [
      { ranged: true, thrown: true, damage: "1d8", criticalMultiplier: 3 },
      { reach: true, twoHanded: true, damage: "1d10", trainingGroup: "martial" },
      { disarming: true, reach: true, damage: "1d3" },
      { grappleCompatible: true, damage: "1d4", threatFrom: 19, held: "primary" },
      { trainingGroup: "exotic", trainedWith: true },
    ]) {
      expect(validateData(weaponSchema, { ...blankWeapon(), ...weapon })).toEqual([]);
    }
  });

  it.each([
    ["threatFrom", { threatFrom: 21 }, "21 is above the maximum 20"],
    ["threatFrom", { threatFrom: 1 }, "1 is below the minimum 2"],
    ["criticalMultiplier", { criticalMultiplier: 1 }, "1 is below the minimum 2"],
    ["criticalMultiplier", { criticalMultiplier: 5 }, "5 is above the maximum 4"],
    ["flatDamageBonus", { flatDamageBonus: 21 }, "21 is above the maximum 20"],
    ["flatDamageBonus", { flatDamageBonus: -11 }, "-11 is below the minimum -10"],
    ["damage", { damage: "" }, "may not be blank"],
    ["trainingGroup", { trainingGroup: "natural" }, '"natural" is not one of simple, martial, exotic'],
    ["held", { held: "both" }, '"both" is not one of none, primary, offhand'],
  ])("refuses a weapon's %s out of range", (path, data, problem) => {
    expect(validateData(weaponSchema, data)).toEqual([{ path: `system.${path}`, problem }]);
  });
});

describe("classic shields", () => {
  it("a new shield is a full shield giving +2 AC, bashing on a 20 at ×2, held in neither hand", () => {
    expect(initialData(shieldSchema)).toEqual({ schemaVersion: 1, held: "none", kind: "full", acBonus: 2, threatFrom: 20, criticalMultiplier: 2, description: "" });
  });

  it("bashes for the chapter's table by its kind: buckler 1d4, full shield 1d6, tower shield 1d10", () => {
    expect(SHIELD_KINDS).toEqual(["buckler", "full", "tower"]);
    expect(SHIELD_KINDS.map((kind) => shieldBashDamage({ kind }))).toEqual(["1d4", "1d6", "1d10"]);
    expect(validateData(shieldSchema, { kind: "kite" })).toEqual([{ path: "system.kind", problem: '"kite" is not one of buckler, full, tower' }]);
  });

  it("a tower shield held in the offhand giving +4 validates", () => {
    const tower = { ...initialData(shieldSchema), kind: "tower" as const, acBonus: 4, held: "offhand" as const };
    expect(validateData(shieldSchema, tower)).toEqual([]);
  });

  it.each([
    ["acBonus", { acBonus: -1 }, "-1 is below the minimum 0"],
    ["acBonus", { acBonus: 21 }, "21 is above the maximum 20"],
    ["criticalMultiplier", { criticalMultiplier: 5 }, "5 is above the maximum 4"],
  ])("refuses a shield's %s out of range", (path, data, problem) => {
    expect(validateData(shieldSchema, data)).toEqual([{ path: `system.${path}`, problem }]);
  });
});

describe("classic foci", () => {
  it("a new focus adds nothing and is held in neither hand; its bonus runs 0 to 10", () => {
    expect(initialData(focusSchema)).toEqual({ schemaVersion: 1, held: "none", bonus: 0, description: "" });
    expect(validateData(focusSchema, { bonus: 11 })).toEqual([{ path: "system.bonus", problem: "11 is above the maximum 10" }]);
    expect(validateData(focusSchema, { bonus: -1 })).toEqual([{ path: "system.bonus", problem: "-1 is below the minimum 0" }]);
  });
});

describe("classic armour", () => {
  it("new armour is light padding, not worn: +1 AC, no check penalty, 5% spell failure", () => {
    expect(initialData(armourSchema)).toEqual({ schemaVersion: 1, worn: false, category: "light", acBonus: 1, armourCheckPenalty: 0, spellFailure: 5, description: "" });
  });

  it("worn full plate: heavy, +9 AC, −6 check penalty, 35% spell failure, validates", () => {
    const plate = { ...initialData(armourSchema), worn: true, category: "heavy" as const, acBonus: 9, armourCheckPenalty: -6, spellFailure: 35 };
    expect(validateData(armourSchema, plate)).toEqual([]);
  });

  it.each([
    ["armourCheckPenalty", { armourCheckPenalty: 1 }, "1 is above the maximum 0"],
    ["armourCheckPenalty", { armourCheckPenalty: -21 }, "-21 is below the minimum -20"],
    ["spellFailure", { spellFailure: 101 }, "101 is above the maximum 100"],
    ["spellFailure", { spellFailure: -1 }, "-1 is below the minimum 0"],
    ["acBonus", { acBonus: 21 }, "21 is above the maximum 20"],
    ["category", { category: "mithral" }, '"mithral" is not one of light, medium, heavy'],
  ])("refuses armour's %s out of range", (path, data, problem) => {
    expect(validateData(armourSchema, data)).toEqual([{ path: `system.${path}`, problem }]);
  });
});

describe("classic gear", () => {
  it("new gear is one plain item that heals nothing", () => {
    expect(initialData(gearSchema)).toMatchObject({ kind: "other", quantity: 1, healing: "" });
  });

  it("three healing potions of 2d8+3, a potion belt and an oil validate; a fourth kind does not", () => {
    expect(validateData(gearSchema, { ...initialData(gearSchema), kind: "potion", quantity: 3, healing: "2d8+3" })).toEqual([]);
    expect(validateData(gearSchema, { ...initialData(gearSchema), kind: "potionBelt" })).toEqual([]);
    expect(validateData(gearSchema, { ...initialData(gearSchema), kind: "oil" })).toEqual([]);
    expect(validateData(gearSchema, { ...initialData(gearSchema), kind: "scroll" })).not.toEqual([]);
    expect(validateData(gearSchema, { ...initialData(gearSchema), quantity: -1 })).not.toEqual([]);
  });
});
