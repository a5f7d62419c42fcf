/** The dying state's wound and its end: the GM names the wound; hit points above 0 end the dying (the wound stays). */
import { describe, expect, it } from "vitest";
import { afterHealing, notDying, readDying, type ClassicDying } from "../../../../../src/rulesets/classic/rules/dying/dying-state";

const stabilized: ClassicDying = { down: true, stable: true, failures: 2, droppingDamage: 11, wound: "Cracked ribs" };

describe("the dying state", () => {
  it("a standing creature has no wound named; a named wound reads back", () => {
    expect(notDying().wound).toBe("");
    expect(readDying(stabilized).wound).toBe("Cracked ribs");
  });

  it("healed to 3 HP, a stabilized creature stands again with its failures cleared but its wound kept", () => {
    expect(afterHealing(3, stabilized)).toEqual({ down: false, stable: false, failures: 0, droppingDamage: 0, wound: "Cracked ribs" });
  });

  it("still at 0 HP, nothing changes", () => {
    expect(afterHealing(0, stabilized)).toBe(stabilized);
  });
});
