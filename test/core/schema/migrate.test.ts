import { describe, expect, it } from "vitest";
import { isNewerData, migrateSystem, renameKey, type Migration } from "../../../src/core/schema/migrate";

const steps: Migration[] = [
  { to: 3, up: (data) => renameKey(data, "hits", "health") },
  { to: 2, up: (data) => renameKey(data, "hp", "hits") },
];

describe("old system data is upgraded step by step to the current version", () => {
  it("runs every step above the stored version, in order, whatever order they are listed in", () => {
    expect(migrateSystem({ hp: 4 }, steps, 3)).toEqual({ health: 4, schemaVersion: 3 });
  });
  it("skips steps at or below the stored version", () => {
    expect(migrateSystem({ schemaVersion: 2, hp: 4, hits: 5 }, steps, 3)).toEqual({ hp: 4, health: 5, schemaVersion: 3 });
  });
  it("leaves current data as it is", () => {
    expect(migrateSystem({ schemaVersion: 3, health: 7 }, steps, 3)).toEqual({ schemaVersion: 3, health: 7 });
  });
  it("never overwrites a new field with an old one", () => {
    const hpToHealth: Migration = { to: 2, up: (data) => renameKey(data, "hp", "health") };
    expect(migrateSystem({ hp: 1, health: 9 }, [hpToHealth], 2)).toEqual({ health: 9, schemaVersion: 2 });
  });
});

describe("steps that share a target version", () => {
  it("all run, each once", () => {
    const shared: Migration[] = [
      { to: 2, up: (data) => renameKey(data, "a", "b") },
      { to: 2, up: (data) => renameKey(data, "c", "d") },
    ];
    expect(migrateSystem({ a: 1, c: 2 }, shared, 2)).toEqual({ b: 1, d: 2, schemaVersion: 2 });
  });
});

describe("what the version says", () => {
  it("a version stored as text is not trusted: the data is upgraded from the first shape", () => {
    expect(migrateSystem({ schemaVersion: "3", hp: 4 }, steps, 3)).toEqual({ health: 4, schemaVersion: 3 });
  });
  it("data is brought up to the version asked for and no further", () => {
    expect(migrateSystem({ hp: 4 }, steps, 2)).toEqual({ hits: 4, schemaVersion: 2 });
  });
  it("a rename of a key the data never had adds nothing", () => {
    const data: Record<string, unknown> = { health: 2 };
    renameKey(data, "hp", "hits");
    expect(Object.keys(data)).toEqual(["health"]);
  });
});

describe("data a newer Fray wrote (the world opened again with an older Fray)", () => {
  it("is left exactly as it is: no step runs and its version is not stamped down", () => {
    const newer = { schemaVersion: 5, hp: 4, hits: 2, aura: { bright: true } };
    const migrated = migrateSystem(structuredClone(newer), steps, 3);
    expect(migrated).toEqual(newer);
  });
  it("is told apart from current and older data, a text version counting as the first shape", () => {
    expect([5, 4, 3, 1].map((schemaVersion) => isNewerData({ schemaVersion }, 3))).toEqual([true, true, false, false]);
    expect([isNewerData({}, 3), isNewerData({ schemaVersion: "9" }, 3)]).toEqual([false, false]);
  });
});
