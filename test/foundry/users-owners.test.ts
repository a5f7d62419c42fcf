/** Whom an offer to a creature is whispered to: the players who own it, and the GMs (never twice, never other players). */
import { describe, expect, it } from "vitest";
import { ownersAndGms } from "../../src/foundry/users";

const g = globalThis as Record<string, any>;
const users = [
  { id: "gm", isGM: true },
  { id: "p1", isGM: false },
  { id: "p2", isGM: false },
];
// game.users lists the world's users (https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Users.html).
g.game = { ...(g.game ?? {}), users: { contents: users } };
// Actor#testUserPermission(user, "OWNER") (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#testuserpermission).
const ownedBy = (...ids: string[]) => ({ testUserPermission: (user: { id: string }, level: string) => level === "OWNER" && ids.includes(user.id) }) as never;

describe("owners and GMs", () => {
  it("the owning player and the GM", () => {
    expect(ownersAndGms(ownedBy("p1"))).toEqual(["p1", "gm"]);
  });

  it("a creature no player owns: the GMs alone (a GM owning it is not listed twice)", () => {
    expect(ownersAndGms(ownedBy("gm"))).toEqual(["gm"]);
    expect(ownersAndGms(null)).toEqual(["gm"]);
  });
});
