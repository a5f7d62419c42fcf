import { describe, expect, it } from "vitest";
import type { DocumentTypeSpec } from "../../../../src/core/schema/document-type";
import { initialData } from "../../../../src/core/schema/spec";
import { validateData } from "../../../../src/core/schema/validate";
import { classicTypes } from "../../../../src/rulesets/classic/schema";
import { CLASSIC_SCHEMA_VERSION } from "../../../../src/rulesets/classic/schema/common";

const typesOf = (types: Record<string, DocumentTypeSpec>): [string, DocumentTypeSpec][] => Object.entries(types);
const allTypes = [...typesOf(classicTypes.Actor), ...typesOf(classicTypes.Item), ...typesOf(classicTypes.ChatMessage)];

describe("classic document types", () => {
  it("declares a character and a monster; weapons, shields, foci, armour and gear; an attack card and a maneuver card, all named classic…", () => {
    expect(Object.keys(classicTypes.Actor)).toEqual(["classicCharacter", "classicMonster"]);
    expect(Object.keys(classicTypes.Item)).toEqual(["classicWeapon", "classicShield", "classicFocus", "classicArmour", "classicGear"]);
    expect(Object.keys(classicTypes.ChatMessage)).toEqual(["classicAttack", "classicManeuver"]);
  });

  it.each(allTypes)("a blank %s is filled with defaults that validate, at version 1 with nothing to migrate", (_name, type) => {
    const data: unknown = initialData(type.schema);
    expect(validateData(type.schema, data)).toEqual([]);
    expect(data).toMatchObject({ schemaVersion: 1 });
    expect(CLASSIC_SCHEMA_VERSION).toBe(1);
    expect(type.version).toBe(1);
    expect(type.migrations).toEqual([]);
  });

  it.each(typesOf(classicTypes.Actor))("a new %s keeps its hit points at health { value, max } for token bars", (_name, type) => {
    const data: unknown = initialData(type.schema);
    expect(data).toMatchObject({ health: { value: 10, max: 10 } });
  });

  it.each(allTypes)("a %s with a misspelt field is refused at that field", (_name, type) => {
    const data: unknown = initialData(type.schema);
    expect(validateData(type.schema, { ...(data as object), damgae: 1 })).toEqual([{ path: "system.damgae", problem: "is not a field of this type" }]);
  });

  it.each(allTypes)("a %s written at version 0 is refused", (_name, type) => {
    expect(validateData(type.schema, { schemaVersion: 0 })).toEqual([{ path: "system.schemaVersion", problem: "0 is below the minimum 1" }]);
  });
});
