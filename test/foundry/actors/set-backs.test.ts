/**
 * How the active GM knows its own set-backs: by its own user id on the hook and its record of the
 * documents it is setting back right now, never by anything the writer chose.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { isOwnSetBack, setBack } from "../../../src/foundry/actors/set-backs";

const g = globalThis as Record<string, any>;
beforeEach(() => {
  g.game = { ...(g.game ?? {}), user: { id: "gm" } };
});

const ACTOR = "Actor.bram";

describe("the GM's own set-backs", () => {
  it("a hook its own set-back fires is its own: its user id, that document, while the write runs", async () => {
    const seen: boolean[] = [];
    await setBack(ACTOR, async () => {
      seen.push(isOwnSetBack(ACTOR, "gm"), isOwnSetBack(ACTOR, "p1"), isOwnSetBack("Actor.other", "gm"), isOwnSetBack(null, "gm"), isOwnSetBack(undefined, "gm"));
    });
    expect(seen).toEqual([true, false, false, false, false]);
  });

  it("after the write nothing is a set-back, not even the GM's next change of the same document", async () => {
    await setBack(ACTOR, async () => undefined);
    expect(isOwnSetBack(ACTOR, "gm")).toBe(false);
  });

  it("a player's hook during the GM's set-back is the player's, whatever they wrote", async () => {
    await setBack(ACTOR, async () => expect(isOwnSetBack(ACTOR, "p1")).toBe(false));
  });

  it("on another GM's client the record is empty: its hooks are never taken for this client's set-back", async () => {
    await setBack(ACTOR, async () => {
      g.game.user = { id: "gm2" };
      expect(isOwnSetBack(ACTOR, "gm")).toBe(false);
      g.game.user = { id: "gm" };
    });
  });

  it("two set-backs of one document overlap: the first to end leaves the other counted", async () => {
    let endInner = () => {};
    const inner = setBack(ACTOR, () => new Promise<void>((resolve) => (endInner = resolve)));
    await setBack(ACTOR, async () => undefined);
    expect(isOwnSetBack(ACTOR, "gm")).toBe(true);
    endInner();
    await inner;
    expect(isOwnSetBack(ACTOR, "gm")).toBe(false);
  });

  it("a write that fails still ends the set-back, and its error reaches the caller", async () => {
    await expect(setBack(ACTOR, async () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    expect(isOwnSetBack(ACTOR, "gm")).toBe(false);
  });

  it("the write's result is returned", async () => {
    expect(await setBack(ACTOR, async () => 42)).toBe(42);
  });
});
