/**
 * Whose status an effect is, whichever parent its hook hands over: an Actor (sidebar, linked token), a
 * token's ActorDelta (unlinked token: its synthetic actor), an Item (nobody's).
 */
import { describe, expect, it } from "vitest";

const g = globalThis as Record<string, any>;
class Actor {}
g.Actor = Actor;
const { actorOfEffect } = await import("../../../src/foundry/actors/effect-actor");

const effectOn = (parent: unknown) => ({ parent }) as never;

describe("the actor an effect belongs to", () => {
  it("an effect on an actor is that actor's", () => {
    const actor = new Actor();
    expect(actorOfEffect(effectOn(actor))).toBe(actor);
  });

  it("an effect in an unlinked token's ActorDelta is the token's synthetic actor's", () => {
    const synthetic = new Actor();
    expect(actorOfEffect(effectOn({ documentName: "ActorDelta", parent: { documentName: "Token", actor: synthetic } }))).toBe(synthetic);
  });

  it("a delta whose token has no actor (its base actor deleted) is nobody's", () => {
    expect(actorOfEffect(effectOn({ documentName: "ActorDelta", parent: { documentName: "Token", actor: null } }))).toBeNull();
    expect(actorOfEffect(effectOn({ documentName: "ActorDelta", parent: null }))).toBeNull();
  });

  it("an effect on an item, or with no parent, is no creature's status", () => {
    expect(actorOfEffect(effectOn({ documentName: "Item", parent: new Actor(), actor: new Actor() }))).toBeNull();
    expect(actorOfEffect(effectOn(null))).toBeNull();
  });
});
