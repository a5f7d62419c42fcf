import { describe, expect, it } from "vitest";
import { migrateSystem } from "../../../src/core/schema/migrate";
import { validateData } from "../../../src/core/schema/validate";
import { sidesTypes } from "../../../src/rulesets/sides/schema";
import type { DocumentTypeSpec } from "../../../src/core/schema/document-type";

function upgrade(typeSpec: DocumentTypeSpec, fixture: Record<string, unknown>) {
  const data = migrateSystem(structuredClone(fixture), typeSpec.migrations, typeSpec.version);
  return { data, issues: validateData(typeSpec.schema, data) };
}

describe("version 1 sides data still opens", () => {
  it("a weapon whose Shock was written as rulebook notation", () => {
    const { data, issues } = upgrade(sidesTypes.Item.sidesWeapon, { damage: "1d8", shock: "Shock 2/AC 15" });
    expect(data.shock).toEqual({ points: 2, ac: 15 });
    expect(data.schemaVersion).toBe(2);
    expect(issues).toEqual([]);
  });
  it("Shock that ignores AC and a weapon with no Shock", () => {
    expect(upgrade(sidesTypes.Item.sidesWeapon, { shock: "5/-" }).data.shock).toEqual({ points: 5, ac: null });
    expect(upgrade(sidesTypes.Item.sidesWeapon, { shock: "-" }).data.shock).toEqual({ points: 0, ac: null });
  });
  it("unreadable Shock notation is kept and reported, not silently dropped", () => {
    const { data, issues } = upgrade(sidesTypes.Item.sidesWeapon, { shock: "lots" });
    expect(data.shock).toBe("lots");
    expect(issues[0]?.path).toBe("system.shock");
  });
  it("a character whose hit points were stored as hp", () => {
    const { data, issues } = upgrade(sidesTypes.Actor.sidesCharacter, { hp: { value: 6, max: 8 }, level: 2 });
    expect(data.health).toEqual({ value: 6, max: 8 });
    expect(data).not.toHaveProperty("hp");
    expect(issues).toEqual([]);
  });
  it("a monster with old hp and Shock notation on itself and on its attacks", () => {
    const fixture = {
      hp: { value: 9, max: 9 },
      shock: "1/13",
      attacks: [{ name: "Bite", damage: "1d6", shock: "2/-" }],
    };
    const { data, issues } = upgrade(sidesTypes.Actor.sidesMonster, fixture);
    expect(data.health).toEqual({ value: 9, max: 9 });
    expect(data.shock).toEqual({ points: 1, ac: 13 });
    expect((data.attacks as { shock: unknown }[])[0]?.shock).toEqual({ points: 2, ac: null });
    expect(issues).toEqual([]);
  });
});
