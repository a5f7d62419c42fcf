import { describe, expect, it } from "vitest";
import { animateRoll } from "../../src/foundry/dice-animation";

const g = globalThis as { game?: Record<string, unknown> };

describe("a damage roll added to an attack card", () => {
  it("is shown to everyone by Dice So Nice when the module is there", async () => {
    const shown: unknown[] = [];
    g.game = { user: { id: "p1" }, dice3d: { showForRoll: async (...args: unknown[]) => (shown.push(args), true) } };
    const roll = { formula: "1d8", total: 6 } as unknown as Roll;
    await animateRoll(roll);
    expect(shown).toEqual([[roll, { id: "p1" }, true]]);
  });
  it("does nothing without the module", async () => {
    g.game = { user: { id: "p1" } };
    await expect(animateRoll({} as unknown as Roll)).resolves.toBeUndefined();
  });
});
