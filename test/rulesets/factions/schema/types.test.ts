import { describe, expect, it } from "vitest";
import { initialData } from "../../../../src/core/schema/spec";
import { validateData } from "../../../../src/core/schema/validate";
import type { DocumentTypeSpec } from "../../../../src/core/schema/document-type";
import { factionsTypes } from "../../../../src/rulesets/factions/schema";
import { attackCardSchema } from "../../../../src/rulesets/factions/schema/attack-card";

describe("the factions document types", () => {
  it("declares a character and a stat block, four items and the attack card, every name prefixed", () => {
    expect(Object.keys(factionsTypes.Actor)).toEqual(["factionsCharacter", "factionsMonster"]);
    expect(Object.keys(factionsTypes.Item)).toEqual(["factionsWeapon", "factionsArmour", "factionsShield", "factionsConsumable"]);
    expect(Object.keys(factionsTypes.ChatMessage)).toEqual(["factionsAttack", "factionsMorale", "factionsAfterFight", "factionsBlast", "factionsChase", "factionsPoisonTick"]);
  });

  it("each is at version 1 with nothing to migrate, and starts valid", () => {
    const every: DocumentTypeSpec[] = [...Object.values(factionsTypes.Actor), ...Object.values(factionsTypes.Item), ...Object.values(factionsTypes.ChatMessage)];
    for (const type of every) {
      expect([type.version, type.migrations.length]).toEqual([1, 0]);
      expect(validateData(type.schema, initialData(type.schema))).toEqual([]);
    }
  });

  it("every actor keeps its health at system.health {value, max} for token bars", () => {
    for (const type of Object.values(factionsTypes.Actor)) expect(initialData(type.schema).health).toEqual({ value: 6, max: 6 });
  });
});

describe("the factions attack card (a first sketch)", () => {
  it("a new card names no one, has no lines, no damage rolled, not undone", () => {
    expect(initialData(attackCardSchema)).toMatchObject({ weaponId: "", formula: "", lines: [], damageRolled: null, undone: false });
  });

  it("a sword's hit for 5 after a cover line", () => {
    const card = { ...initialData(attackCardSchema), formula: "1d8", lines: [{ key: "FRAY.Factions.Armour.natural", value: 1, data: {} }], damageRolled: 5 };
    expect(validateData(attackCardSchema, card)).toEqual([]);
    expect(validateData(attackCardSchema, { damageRolled: -1 })).toEqual([{ path: "system.damageRolled", problem: "-1 is below the minimum 0" }]);
  });
});
