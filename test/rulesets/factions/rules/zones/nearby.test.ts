import { describe, expect, it } from "vitest";
import { areNearby, nearbyCharacters, nearbyCheck } from "../../../../../src/rulesets/factions/rules/zones/nearby";
import { keep } from "./zone-fixture";

describe("nearby means the same zone", () => {
  it("two characters in the same zone are nearby; a neighbouring zone is not nearby", () => {
    expect(areNearby("balthasar", "sybilla", keep)).toBe(true);
    expect(areNearby("balthasar", "bandit", keep)).toBe(false);
    expect(areNearby("archer", "balthasar", keep)).toBe(false);
  });
  it("a character on the border of two zones is nearby to everyone in either of them", () => {
    expect(areNearby("sybilla", "balthasar", keep)).toBe(true);
    expect(areNearby("sybilla", "bandit", keep)).toBe(true);
    expect(areNearby("sybilla", "leader", keep)).toBe(false);
    expect(nearbyCharacters("sybilla", keep)).toEqual(["balthasar", "bandit"]);
  });
  it("a character in no zone is nearby no one on the map", () => {
    expect(areNearby("stray", "balthasar", keep)).toBe(false);
    expect(nearbyCharacters("stray", keep)).toEqual([]);
  });
  it("nobody counts as nearby themselves", () => {
    expect(nearbyCharacters("balthasar", keep)).toEqual(["sybilla"]);
  });
});

describe("checking nearby before a melee attack, a guard or a hide-behind", () => {
  it("a target in another zone is refused as not nearby", () => {
    expect(nearbyCheck("balthasar", "leader", keep)).toEqual({ ok: false, reason: { key: "FRAY.Factions.Zones.NotNearby" } });
  });
  it("a target in the same zone, or across the border the attacker stands on, is allowed", () => {
    expect(nearbyCheck("balthasar", "sybilla", keep)).toEqual({ ok: true });
    expect(nearbyCheck("sybilla", "bandit", keep)).toEqual({ ok: true });
  });
  it("with no zones drawn, or a token outside every zone, nothing is refused: the GM judges", () => {
    expect(nearbyCheck("balthasar", "leader", null)).toEqual({ ok: true });
    expect(nearbyCheck("stray", "leader", keep)).toEqual({ ok: true });
    expect(nearbyCheck("leader", "stray", keep)).toEqual({ ok: true });
  });
});
