/**
 * One change reported twice (an unlinked token's delta and its synthetic actor) is handled once by each
 * reaction; a report after the reaction started is a new change.
 */
import { beforeEach, describe, expect, it } from "vitest";

const g = globalThis as Record<string, any>;
const { reactOnce, effectSubject } = await import("../../../src/foundry/actors/one-report");
const { onGmLane } = await import("../../../src/foundry/channel");

describe("one report per change", () => {
  // Each client keeps its own record of what waits on its lane: the code runs on the client of a GM whom the lane finds active.
  beforeEach(() => {
    g.game = { ...(g.game ?? {}), user: { id: "gm" }, users: { activeGM: { isSelf: true } } };
  });

  it("a second report of a subject still waiting on the lane is dropped", async () => {
    const runs: string[] = [];
    const first = reactOnce("combat", "imp", async () => void runs.push("first"));
    const second = reactOnce("combat", "imp", async () => void runs.push("second"));
    expect(second).toBeNull();
    await first;
    expect(runs).toEqual(["first"]);
  });

  it("another reaction to the same report, or another subject, is handled as well", async () => {
    const runs: string[] = [];
    await Promise.all([
      reactOnce("combat", "ogre", async () => void runs.push("combat ogre")),
      reactOnce("teams conditions", "ogre", async () => void runs.push("teams ogre")),
      reactOnce("combat", "imp", async () => void runs.push("combat imp")),
    ]);
    expect(runs).toEqual(["combat ogre", "teams ogre", "combat imp"]);
  });

  it("a report that comes once the reaction has started is a new change, handled after it", async () => {
    const runs: string[] = [];
    let later: Promise<void> | null = null;
    await reactOnce("combat", "goblin", async () => {
      runs.push("first");
      later = reactOnce("combat", "goblin", async () => void runs.push("second"));
    });
    expect(later).not.toBeNull();
    await later;
    await onGmLane(async () => undefined);
    expect(runs).toEqual(["first", "second"]);
  });

  it("another GM's client keeps its own record: a report there is not dropped for one waiting on the first GM's lane", async () => {
    const runs: string[] = [];
    const first = reactOnce("combat", "orc", async () => void runs.push("gm"));
    g.game.user = { id: "gm2" };
    const second = reactOnce("combat", "orc", async () => void runs.push("gm2"));
    g.game.user = { id: "gm" };
    expect(second).not.toBeNull();
    await Promise.all([first, second]);
    expect(runs).toEqual(["gm", "gm2"]);
  });

  it("a report's subject tells apart the hook, the creature, the effect, the writer and what changed", () => {
    const base = effectSubject("update", "Actor.imp", "eff1", "p1", { disabled: true });
    expect(effectSubject("update", "Actor.imp", "eff1", "p1", { disabled: true })).toBe(base);
    for (const other of [
      effectSubject("create", "Actor.imp", "eff1", "p1", { disabled: true }),
      effectSubject("update", "Actor.ogre", "eff1", "p1", { disabled: true }),
      effectSubject("update", "Actor.imp", "eff2", "p1", { disabled: true }),
      effectSubject("update", "Actor.imp", "eff1", "gm", { disabled: true }),
      effectSubject("update", "Actor.imp", "eff1", "p1", { disabled: false }),
    ])
      expect(other).not.toBe(base);
  });
});
