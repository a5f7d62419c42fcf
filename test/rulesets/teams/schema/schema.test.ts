import { describe, expect, it } from "vitest";
import type { DocumentTypeSpec } from "../../../../src/core/schema/document-type";
import { initialData } from "../../../../src/core/schema/spec";
import { validateData } from "../../../../src/core/schema/validate";
import { teamsTypes } from "../../../../src/rulesets/teams/schema";
import { TEAMS_SCHEMA_VERSION } from "../../../../src/rulesets/teams/schema/common";
import { characterSchema } from "../../../../src/rulesets/teams/schema/character";
import { monsterSchema } from "../../../../src/rulesets/teams/schema/monster";
import { weaponSchema } from "../../../../src/rulesets/teams/schema/items";

const allTypes: [string, DocumentTypeSpec][] = [...Object.entries(teamsTypes.Actor), ...Object.entries(teamsTypes.Item)];
const actorTypes: [string, DocumentTypeSpec][] = Object.entries(teamsTypes.Actor);

describe("teams document types", () => {
  it("declares a character and a monster, and weapons, armour, shields and gear, all named teams…", () => {
    expect(Object.keys(teamsTypes.Actor).sort()).toEqual(["teamsCharacter", "teamsMonster"]);
    expect(Object.keys(teamsTypes.Item).sort()).toEqual(["teamsArmour", "teamsGear", "teamsShield", "teamsWeapon"]);
  });

  it.each(allTypes)("a new %s validates and carries its schema version", (_name, type) => {
    const data: unknown = initialData(type.schema);
    expect(validateData(type.schema, data)).toEqual([]);
        expect((data as { schemaVersion: unknown }).schemaVersion).toBe(TEAMS_SCHEMA_VERSION);
    expect(type.version).toBe(TEAMS_SCHEMA_VERSION);
  });

  it.each(actorTypes)("a new %s has health { value, max } for token bars", (_name, type) => {
    const data: unknown = initialData(type.schema);
    expect((data as { health: unknown }).health).toEqual({ value: expect.any(Number), max: expect.any(Number) });
  });

  it("a new character is a medium d4 beginner who has never cheated death", () => {
    const character = initialData(characterSchema);
    expect(character.size).toBe("medium");
    expect(character.attributes.strength).toBe("d4");
    expect(character.skills.combat).toBe("d4");
    expect(character.deathsCheated).toBe(0);
  });

  it("Boudica's spear as data: strength or dexterity, finesse or martial, 4 piercing, critical 8 at 19+", () => {
    const spear = {
      ...initialData(weaponSchema),
      attributes: { strength: true, dexterity: true, intellect: false, perception: false, willpower: false },
      proficiencies: { finesse: true, martial: true, ranged: false },
      damage: 4,
      damageType: "piercing",
      criticalDamage: 8,
      criticalThreshold: 19,
      thrown: true,
      metal: true,
    };
    expect(validateData(weaponSchema, spear)).toEqual([]);
  });

  it("refuses a damage type the chapter's table does not list, and an unrated die", () => {
    expect(validateData(weaponSchema, { ...initialData(weaponSchema), damageType: "sonic" })).toHaveLength(1);
    const character = initialData(characterSchema);
    expect(validateData(characterSchema, { ...character, attributes: { ...character.attributes, strength: "d20" } })).toHaveLength(1);
  });

  it("a monster's stat block carries its own attacks, and a misspelt attack field is caught", () => {
    const knife = { ...initialData(monsterSchema.fields.attacks.element), name: "Rusty knife", damage: 2, damageType: "slashing" };
    const goblin = { ...initialData(monsterSchema), size: "small", attacks: [knife] };
    expect(validateData(monsterSchema, goblin)).toEqual([]);
    expect(validateData(monsterSchema, { ...goblin, attacks: [{ ...knife, damgae: 3 }] }).map((issue) => issue.path)).toEqual(["system.attacks.0.damgae"]);
  });
});
