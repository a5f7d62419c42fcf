import { describe, expect, it } from "vitest";
import { halfRangeZones, rangeBand, rangeBandOnMap, zoneRangeBandOnMap } from "../../../../../src/rulesets/factions/rules/zones/range-band";
import { FACTIONS_RANGE_BAND } from "../../../../../src/rulesets/factions/rules/zones/labels";
import { keep } from "./zone-fixture";

describe("half range, counted in zones", () => {
  it("is the range halved and rounded down", () => {
    expect(halfRangeZones(4)).toBe(2);
    expect(halfRangeZones(3)).toBe(1);
    expect(halfRangeZones(1)).toBe(0);
  });
  it("a bow of range 3: its own zone and the next are within half range, 2 and 3 zones away beyond it, 4 out of range", () => {
    expect(rangeBand(0, 3)).toBe("withinHalf");
    expect(rangeBand(1, 3)).toBe("withinHalf");
    expect(rangeBand(2, 3)).toBe("beyondHalf");
    expect(rangeBand(3, 3)).toBe("beyondHalf");
    expect(rangeBand(4, 3)).toBe("outOfRange");
  });
  it("a range-1 sling reaches the neighbouring zone only beyond half range", () => {
    expect(rangeBand(0, 1)).toBe("withinHalf");
    expect(rangeBand(1, 1)).toBe("beyondHalf");
  });
  it("each band has its line on the dialog", () => {
    expect(FACTIONS_RANGE_BAND).toEqual({
      withinHalf: "FRAY.Factions.Zones.Range.WithinHalf",
      beyondHalf: "FRAY.Factions.Zones.Range.BeyondHalf",
      outOfRange: "FRAY.Factions.Zones.Range.OutOfRange",
    });
  });
});

describe("the band from the drawn zones", () => {
  it("the archer at the gate with a range-4 bow: the hall two zones off is within half range, the tower three off beyond", () => {
    expect(rangeBandOnMap("archer", "bandit", 4, keep)).toBe("withinHalf");
    expect(rangeBandOnMap("archer", "leader", 4, keep)).toBe("beyondHalf");
    expect(rangeBandOnMap("archer", "leader", 2, keep)).toBe("outOfRange");
  });
  it("a blast aimed at a zone is measured from the nearer of the attacker's zones", () => {
    expect(zoneRangeBandOnMap("sybilla", "tower", 2, keep)).toBe("withinHalf");
    expect(zoneRangeBandOnMap("archer", "tower", 4, keep)).toBe("beyondHalf");
  });
  it("no zones drawn, a token in no zone, or a zone not drawn: the map cannot tell and the attacker says", () => {
    expect(rangeBandOnMap("archer", "leader", 4, null)).toBeNull();
    expect(rangeBandOnMap("stray", "leader", 4, keep)).toBeNull();
    expect(zoneRangeBandOnMap("archer", "tower", 4, null)).toBeNull();
    expect(zoneRangeBandOnMap("archer", "cellar", 4, keep)).toBeNull();
  });
});
