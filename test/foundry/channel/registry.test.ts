/** Who may register which command kind: a ruleset only its own, and nobody the same kind twice. */
import { describe, expect, it } from "vitest";
import { handlerRegistry, inRulesetScope } from "../../../src/foundry/channel/registry";

describe("a handler registry", () => {
  it("finds each handler by its kind and lists the kinds in the order registered", () => {
    const registry = handlerRegistry<string>("test handler");
    registry.register("alpha", "A");
    registry.register("beta", "B");
    expect(registry.get("alpha")).toBe("A");
    expect(registry.get("beta")).toBe("B");
    expect(registry.get("gamma")).toBeUndefined();
    expect(registry.kinds()).toEqual(["alpha", "beta"]);
  });

  it("refuses a second handler of a kind, naming the kind and what it registers, and keeps the first", () => {
    const registry = handlerRegistry<string>("card step");
    registry.register("alpha", "A");
    expect(() => registry.register("alpha", "other")).toThrow('Fray: a card step for "alpha" is already registered');
    expect(registry.get("alpha")).toBe("A");
  });

  it("in a ruleset's registration, only kinds starting with the ruleset's id", () => {
    const registry = handlerRegistry<string>("GM handler");
    inRulesetScope("sides", () => registry.register("sidesAttack", "A"));
    expect(() => inRulesetScope("sides", () => registry.register("teamsAttack", "B"))).toThrow('Fray: ruleset "sides" may only register GM handlers starting with its id, not "teamsAttack"');
    expect(registry.kinds()).toEqual(["sidesAttack"]);
  });

  it("after a ruleset's registration (even one that threw), the shell registers any kind", () => {
    const registry = handlerRegistry<string>("GM handler");
    expect(() =>
      inRulesetScope("sides", () => {
        throw new Error("boom");
      }),
    ).toThrow("boom");
    registry.register("combatTurn", "shell");
    expect(registry.get("combatTurn")).toBe("shell");
  });
});
