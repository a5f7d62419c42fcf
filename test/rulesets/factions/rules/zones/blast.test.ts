import { describe, expect, it } from "vitest";
import { charactersInZone, meleeBlastTargets, rangedBlastTargets } from "../../../../../src/rulesets/factions/rules/zones/blast";
import { keep } from "./zone-fixture";

describe("a blast hits a zone and its borders", () => {
  it("everyone in the zone and everyone on its borders is hit, no one in a neighbouring zone", () => {
    expect(charactersInZone("hall", keep)).toEqual(["sybilla", "bandit"]);
    expect(charactersInZone("courtyard", keep)).toEqual(["balthasar", "sybilla"]);
  });
  it("an empty zone holds no one", () => {
    expect(charactersInZone("cellar", keep)).toEqual([]);
  });
});

describe("a ranged blast", () => {
  it("thrown into the hall hits the bandit and Sybilla on its border", () => {
    expect(rangedBlastTargets("hall", keep)).toEqual({ ok: true, targets: { gmPicks: false, zoneId: "hall", targetIds: ["sybilla", "bandit"] } });
  });
  it("thrown into the attacker's own zone hits the attacker too", () => {
    expect(rangedBlastTargets("gate", keep)).toEqual({ ok: true, targets: { gmPicks: false, zoneId: "gate", targetIds: ["archer"] } });
  });
  it("a zone not drawn on the scene is refused", () => {
    expect(rangedBlastTargets("cellar", keep)).toEqual({ ok: false, reason: { key: "FRAY.Factions.Zones.UnknownZone" } });
  });
  it("with no zones drawn the GM picks the targets", () => {
    expect(rangedBlastTargets("hall", null)).toEqual({ ok: true, targets: { gmPicks: true } });
  });
});

describe("a melee blast", () => {
  it("hits everyone in the attacker's zone but the attacker", () => {
    expect(meleeBlastTargets("balthasar", "courtyard", keep)).toEqual({ ok: true, targets: { gmPicks: false, zoneId: "courtyard", targetIds: ["sybilla"] } });
  });
  it("an attacker on a border swings into either of its zones, sparing themselves", () => {
    expect(meleeBlastTargets("sybilla", "hall", keep)).toEqual({ ok: true, targets: { gmPicks: false, zoneId: "hall", targetIds: ["bandit"] } });
    expect(meleeBlastTargets("sybilla", "courtyard", keep)).toEqual({ ok: true, targets: { gmPicks: false, zoneId: "courtyard", targetIds: ["balthasar"] } });
  });
  it("aimed at a zone the attacker is not in is refused", () => {
    expect(meleeBlastTargets("balthasar", "hall", keep)).toEqual({ ok: false, reason: { key: "FRAY.Factions.Zones.NotOwnZone" } });
  });
  it("with no zones drawn, or an attacker in no zone, the GM picks the targets", () => {
    expect(meleeBlastTargets("balthasar", "hall", null)).toEqual({ ok: true, targets: { gmPicks: true } });
    expect(meleeBlastTargets("stray", "hall", keep)).toEqual({ ok: true, targets: { gmPicks: true } });
  });
});
