import { describe, expect, it } from "vitest";
import type { DocumentTypeSpec } from "../../../../src/core/schema/document-type";
import { initialData } from "../../../../src/core/schema/spec";
import { validateData } from "../../../../src/core/schema/validate";
import { declaredTypes } from "../../../../src/rulesets/declared/schema";
import { DECLARED_SCHEMA_VERSION } from "../../../../src/rulesets/declared/schema/common";

const typesOf = (types: Record<string, DocumentTypeSpec>): [string, DocumentTypeSpec][] => Object.entries(types);
const allTypes = [...typesOf(declaredTypes.Actor), ...typesOf(declaredTypes.Item), ...typesOf(declaredTypes.ChatMessage)];

describe("declared document types", () => {
  it("declares a character and a monster; weapons, armour, consumables and spells; an attack card and a morale card, all named declared…", () => {
    expect(Object.keys(declaredTypes.Actor).sort()).toEqual(["declaredCharacter", "declaredMonster"]);
    expect(Object.keys(declaredTypes.Item).sort()).toEqual(["declaredArmour", "declaredConsumable", "declaredSpell", "declaredWeapon"]);
    expect(Object.keys(declaredTypes.ChatMessage)).toEqual(["declaredAttack", "declaredMorale", "declaredReach"]);
  });

  it.each(allTypes)("a blank %s is filled with defaults that validate, at version 1 with nothing to migrate", (_name, type) => {
    const data: unknown = initialData(type.schema);
    expect(validateData(type.schema, data)).toEqual([]);
    expect(data).toMatchObject({ schemaVersion: DECLARED_SCHEMA_VERSION });
    expect(DECLARED_SCHEMA_VERSION).toBe(1);
    expect(type.version).toBe(1);
    expect(type.migrations).toEqual([]);
  });

  it.each(typesOf(declaredTypes.Actor))("a new %s keeps its Wound Points at health { value, max } for token bars", (_name, type) => {
    const data: unknown = initialData(type.schema);
    expect(data).toMatchObject({ health: { value: 10, max: 10 } });
  });

  it.each(allTypes)("a %s with a misspelt field is refused at that field", (_name, type) => {
    const data: unknown = initialData(type.schema);
    expect(validateData(type.schema, { ...(data as object), speeed: 1 })).toEqual([{ path: "system.speeed", problem: "is not a field of this type" }]);
  });
});
