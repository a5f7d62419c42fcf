import { describe, expect, it, vi } from "vitest";
import { animateRoll } from "../../src/foundry/dice-animation";

const g = globalThis as { game?: Record<string, unknown> };

describe("a damage roll added to an attack card", () => {
  it("is shown to everyone by Dice So Nice when the module is there", () => {
    const shown: unknown[] = [];
    g.game = { user: { id: "p1" }, dice3d: { showForRoll: async (...args: unknown[]) => (shown.push(args), true) } };
    const roll = { formula: "1d8", total: 6 } as unknown as Roll;
    animateRoll(roll);
    expect(shown).toEqual([[roll, { id: "p1" }, true]]);
  });

  it("does nothing without the module", () => {
    g.game = { user: { id: "p1" } };
    expect(animateRoll({} as unknown as Roll)).toBeUndefined();
  });

  it("a failing animation, thrown at once or later, is logged and never reaches the card step", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    g.game = { user: { id: "p1" }, dice3d: { showForRoll: () => Promise.reject(new Error("webgl lost")) } };
    expect(() => animateRoll({} as unknown as Roll)).not.toThrow();
    g.game = { user: { id: "p1" }, dice3d: { showForRoll: () => { throw new Error("not ready"); } } };
    expect(() => animateRoll({} as unknown as Roll)).not.toThrow();
    await Promise.resolve();
    expect(logged.mock.calls.map((call) => (call[1] as Error).message).sort()).toEqual(["not ready", "webgl lost"]);
    logged.mockRestore();
  });
});
