import { describe, expect, it } from "vitest";
import { initialData, spec } from "../../../src/core/schema/spec";
import { validateData } from "../../../src/core/schema/validate";

const weaponLike = spec.object({
  damage: spec.text("1d6", false),
  skill: spec.choice(["stab", "shoot"] as const, "stab"),
  shock: spec.object({ points: spec.integer(0, { min: 0 }), ac: spec.optionalInteger(null, { min: 0 }) }),
  tags: spec.array(spec.text()),
  notes: spec.html(),
  thrown: spec.boolean(false),
});

describe("a new document starts from the spec's initial values", () => {
  it("fills every field, with empty lists and blank HTML", () => {
    expect(initialData(weaponLike)).toEqual({
      damage: "1d6",
      skill: "stab",
      shock: { points: 0, ac: null },
      tags: [],
      notes: "",
      thrown: false,
    });
  });
});

describe("validation refuses what Foundry's data model would refuse, naming the field", () => {
  it("accepts good data, and missing fields that Foundry fills from defaults", () => {
    expect(validateData(weaponLike, { damage: "1d8", shock: { points: 2, ac: 15 } })).toEqual([]);
  });
  it("names a number below its minimum", () => {
    expect(validateData(weaponLike, { shock: { points: -1 } })).toEqual([
      { path: "system.shock.points", problem: "-1 is below the minimum 0" },
    ]);
  });
  it("names a choice that is not offered", () => {
    expect(validateData(weaponLike, { skill: "punch" })[0]?.path).toBe("system.skill");
  });
  it("refuses a fraction where a whole number is needed", () => {
    expect(validateData(weaponLike, { shock: { points: 1.5 } })[0]?.problem).toMatch(/whole number/);
  });
  it("refuses an empty value unless the field may be empty", () => {
    expect(validateData(weaponLike, { shock: { ac: null } })).toEqual([]);
    expect(validateData(weaponLike, { shock: { points: null } })[0]?.problem).toBe("may not be empty");
    expect(validateData(weaponLike, { damage: "" })[0]?.problem).toBe("may not be blank");
  });
  it("refuses text where a number belongs, and a typo'd field name", () => {
    const issues = validateData(weaponLike, { shock: { points: "2" }, thrwon: true });
    expect(issues.map((issue) => issue.path)).toEqual(["system.shock.points", "system.thrwon"]);
  });
  it("checks every element of a list", () => {
    expect(validateData(weaponLike, { tags: ["ok", 3] })).toEqual([{ path: "system.tags.1", problem: "expected text, got number" }]);
  });
});
