import { describe, expect, it } from "vitest";
import { zoneMoveAllowed, zoneMoveInto } from "../../../../../src/rulesets/factions/rules/zones/zone-move";
import { keep } from "./zone-fixture";

describe("a character moves by one zone a turn", () => {
  it("into a neighbouring zone costs its one zone of movement", () => {
    expect(zoneMoveAllowed(["courtyard"], "hall", keep)).toEqual({ ok: true, zones: 1 });
  });
  it("moving about inside its own zone costs no zone", () => {
    expect(zoneMoveAllowed(["courtyard"], "courtyard", keep)).toEqual({ ok: true, zones: 0 });
  });
  it("two zones away is refused as too far", () => {
    expect(zoneMoveAllowed(["gate"], "hall", keep)).toEqual({ ok: false, reason: { key: "FRAY.Factions.Zones.TooFar", data: { zones: 1 } } });
  });
  it("from a border, stepping into either zone is free and on into a neighbour of either is one zone", () => {
    expect(zoneMoveAllowed(["courtyard", "hall"], "hall", keep)).toEqual({ ok: true, zones: 0 });
    expect(zoneMoveAllowed(["courtyard", "hall"], "tower", keep)).toEqual({ ok: true, zones: 1 });
    expect(zoneMoveAllowed(["courtyard", "hall"], "gate", keep)).toEqual({ ok: true, zones: 1 });
  });
  it("a zone not drawn on the scene is refused", () => {
    expect(zoneMoveAllowed(["hall"], "cellar", keep)).toEqual({ ok: false, reason: { key: "FRAY.Factions.Zones.UnknownZone" } });
  });
  it("a zone no path reaches is too far", () => {
    const islands = { zones: [{ id: "a", neighbours: [] }, { id: "b", neighbours: [] }], standings: [] };
    expect(zoneMoveAllowed(["a"], "b", islands)).toMatchObject({ ok: false, reason: { key: "FRAY.Factions.Zones.TooFar" } });
  });
  it("with no zones drawn, or from outside every zone, any move is allowed and costs nothing", () => {
    expect(zoneMoveAllowed(["gate"], "tower", null)).toEqual({ ok: true, zones: 0 });
    expect(zoneMoveAllowed([], "tower", keep)).toEqual({ ok: true, zones: 0 });
  });
});

describe("a move that ends with the token somewhere (on a border, or outside every zone)", () => {
  it("costs what reaching the nearest zone it stands in costs", () => {
    expect(zoneMoveInto(["courtyard"], ["courtyard", "hall"], keep)).toEqual({ ok: true, zones: 0 });
    expect(zoneMoveInto(["courtyard"], ["hall", "courtyard"], keep)).toEqual({ ok: true, zones: 0 });
    expect(zoneMoveInto(["courtyard"], ["hall"], keep)).toEqual({ ok: true, zones: 1 });
    expect(zoneMoveInto(["gate"], ["tower", "courtyard"], keep)).toEqual({ ok: true, zones: 1 });
  });
  it("too far when every zone it stands in is too far", () => {
    expect(zoneMoveInto(["gate"], ["hall", "tower"], keep)).toEqual({ ok: false, reason: { key: "FRAY.Factions.Zones.TooFar", data: { zones: 1 } } });
  });
  it("ending outside every zone, or with no zones drawn, costs nothing", () => {
    expect(zoneMoveInto(["gate"], [], keep)).toEqual({ ok: true, zones: 0 });
    expect(zoneMoveInto(["gate"], ["tower"], null)).toEqual({ ok: true, zones: 0 });
  });
});
