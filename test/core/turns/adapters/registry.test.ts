import { describe, expect, it } from "vitest";
import { TURN_STRUCTURE_IDS } from "../../../../src/core/turns/engine";
import { ADAPTERS } from "../../../../src/core/turns/adapters/registry";

describe("adapter registry", () => {
  it("holds one adapter per turn structure, each speaking for the engine of that id", () => {
    expect(Object.keys(ADAPTERS).sort()).toEqual([...TURN_STRUCTURE_IDS].sort());
    for (const id of TURN_STRUCTURE_IDS) {
      expect(ADAPTERS[id].id).toBe(id);
      expect(ADAPTERS[id].engine.id).toBe(id);
      expect(ADAPTERS[id].view(ADAPTERS[id].initial())).toMatchObject({ structure: id, started: false, activeIds: [] });
    }
  });
});
