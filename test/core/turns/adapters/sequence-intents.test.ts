/**
 * The GM's condition buttons in the order-based structures (individual, declared): which ones a
 * combatant shows for each condition it is in, and what a button that names nobody does.
 */
import { describe, expect, it } from "vitest";
import { conditionCandidates, sequenceCommonCommand } from "../../../../src/core/turns/adapters/sequence-intents";
import { GM } from "./adapter-harness";

const buttons = (condition: Parameters<typeof conditionCandidates>[1]) =>
  conditionCandidates("orc", condition).map((intent) => `${intent.kind}${intent.dying === true ? " (dying)" : ""}`);

describe("the GM's condition buttons by condition", () => {
  it("someone up and about can be defeated, drop dying, drop unconscious, or leave", () => {
    expect(buttons("active")).toEqual(["defeat", "fallUnconscious (dying)", "fallUnconscious", "leave"]);
  });

  it("a dying creature can be defeated, drop unconscious, recover or leave", () => {
    expect(buttons("dying")).toEqual(["defeat", "fallUnconscious", "recover", "leave"]);
  });

  it("an unconscious creature can be defeated, recover or leave", () => {
    expect(buttons("unconscious")).toEqual(["defeat", "recover", "leave"]);
  });

  it("a defeated creature can only recover or leave", () => {
    expect(buttons("defeated")).toEqual(["recover", "leave"]);
  });

  it("every button names the combatant it belongs to", () => {
    for (const intent of conditionCandidates("orc", "active")) expect(intent.combatantId).toBe("orc");
  });
});

describe("a condition button that names nobody", () => {
  it.each(["defeat", "fallUnconscious", "recover", "leave"] as const)("%s means nothing", (kind) => {
    expect(sequenceCommonCommand({ kind }, GM)).toBeNull();
  });

  it("the next round and undo need no combatant", () => {
    expect(sequenceCommonCommand({ kind: "nextRound" }, GM)).toEqual({ type: "nextRound", by: GM });
    expect(sequenceCommonCommand({ kind: "undo" }, GM)).toEqual({ type: "undo", by: GM });
  });
});
