/** The fight's Swarm Attack book: declarations per target and round, read tolerantly, closed by one attack. */
import { describe, expect, it } from "vitest";
import { closeInBook, declareInBook, declaredAssailants, emptyBook, openSwarmOf, readBook, type SwarmBook } from "../../../../../src/rulesets/sides/flows/round-state/swarm-book";
import { REFUSAL } from "../../../../../src/rulesets/sides/rules/combat/labels";

function declareAll(book: SwarmBook, targetId: string, ids: string[]): SwarmBook {
  return ids.reduce((current, id) => {
    const declared = declareInBook(current, targetId, id);
    if (!declared.ok) throw new Error(`${id} refused: ${declared.reason.key}`);
    return declared.book;
  }, book);
}

describe("declaring", () => {
  it("four allies join the swarm on one target; a fifth is refused", () => {
    const book = declareAll(emptyBook(2), "ogre", ["a", "b", "c", "d"]);
    expect(declaredAssailants(book, "ogre", "d")).toBe(4);
    expect(declareInBook(book, "ogre", "e")).toEqual({ ok: false, reason: { key: REFUSAL.swarmFull, data: { max: 4 } } });
  });

  it("each assailant joins once, on this target or on another one", () => {
    const book = declareAll(emptyBook(2), "ogre", ["a"]);
    expect(declareInBook(book, "ogre", "a")).toEqual({ ok: false, reason: { key: REFUSAL.swarmAlreadyDeclared } });
    expect(declareInBook(book, "troll", "a")).toEqual({ ok: false, reason: { key: REFUSAL.swarmAlreadyDeclared } });
  });

  it("swarms on different targets are counted apart", () => {
    const book = declareAll(declareAll(emptyBook(1), "ogre", ["a", "b"]), "troll", ["c"]);
    expect(declaredAssailants(book, "ogre", "a")).toBe(2);
    expect(declaredAssailants(book, "troll", "c")).toBe(1);
    expect(declaredAssailants(book, "troll", "a")).toBe(0);
    expect(openSwarmOf(book, "z")).toBeNull();
  });
});

describe("the swarm's attack", () => {
  it("closes the swarm with its bonus; a second attack from it is refused", () => {
    const book = declareAll(emptyBook(3), "ogre", ["a", "b", "c"]);
    const closed = closeInBook(book, "ogre", "b");
    expect(closed).toMatchObject({ ok: true, assailants: 3, bonus: { toHit: 4, damage: 2 } });
    if (!closed.ok) return;
    expect(declaredAssailants(closed.book, "ogre", "a")).toBe(0);
    expect(closeInBook(closed.book, "ogre", "a")).toEqual({ ok: false, reason: { key: REFUSAL.swarmNotAssailant } });
  });

  it("only a member can make it", () => {
    const book = declareAll(emptyBook(3), "ogre", ["a"]);
    expect(closeInBook(book, "ogre", "x")).toEqual({ ok: false, reason: { key: REFUSAL.swarmNotAssailant } });
    expect(closeInBook(book, "troll", "a")).toEqual({ ok: false, reason: { key: REFUSAL.swarmNotAssailant } });
  });

  it("after the attack the same allies may start a new swarm (each swarm is one attack)", () => {
    const closed = closeInBook(declareAll(emptyBook(3), "ogre", ["a", "b"]), "ogre", "a");
    if (!closed.ok) throw new Error("not closed");
    const again = declareInBook(closed.book, "ogre", "b");
    expect(again.ok && again.assailants).toBe(1);
  });
});

describe("reading what the Combat stores", () => {
  it("this round's book round-trips through JSON", () => {
    const book = declareAll(emptyBook(4), "ogre", ["a", "b"]);
    expect(readBook(JSON.parse(JSON.stringify(book)), 4)).toEqual(book);
  });

  it("a new round reads as an empty book, so last round's swarm cannot attack", () => {
    const book = declareAll(emptyBook(4), "ogre", ["a", "b"]);
    const next = readBook(book, 5);
    expect(next).toEqual(emptyBook(5));
    expect(closeInBook(next, "ogre", "a")).toEqual({ ok: false, reason: { key: REFUSAL.swarmNotAssailant } });
  });

  it("nothing stored, or damaged data, reads as empty; damaged swarms are dropped", () => {
    expect(readBook(undefined, 1)).toEqual(emptyBook(1));
    expect(readBook({ round: 1, swarms: "x" }, 1)).toEqual(emptyBook(1));
    const stored = { round: 1, swarms: [{ targetId: "ogre", round: 1, assailants: ["a", 3], resolved: false }, { targetId: "troll", round: 1, assailants: ["b"], resolved: false }, null] };
    expect(readBook(stored, 1).swarms.map((swarm) => swarm.targetId)).toEqual(["troll"]);
  });
});
