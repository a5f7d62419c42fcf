import { describe, expect, it } from "vitest";
import { zoneMoveAllowed } from "../../../../../src/rulesets/factions/rules/zones/zone-move";
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
