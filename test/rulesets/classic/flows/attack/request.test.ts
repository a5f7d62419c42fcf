import { describe, expect, it } from "vitest";
import { iterativeOf, parseClassicAttack } from "../../../../../src/rulesets/classic/flows/attack/request";

const plain = { attackerTokenUuid: "Scene.s.Token.a", targetTokenUuid: "Scene.s.Token.b", itemId: "sword", mode: "melee" };

describe("the classic attack request, as the GM reads it", () => {
  it("a form's answer: ticked boxes, the attack of the round and a situational modifier as text", () => {
    expect(parseClassicAttack({ ...plain, iterative: "2", stance: "reckless", twoHanded: "on", nonLethal: true, intoGrapple: "true", situational: "-2", force: true })).toEqual({
      ...plain,
      iterative: 2,
      opportunity: false,
      stance: "reckless",
      twoHanded: true,
      nonLethal: true,
      intoGrapple: true,
      situational: -2,
      force: true,
      offerId: "",
    });
  });

  it("an attack of opportunity names the GM's offer card by its message id (a lookup key only); none reads as blank", () => {
    expect(parseClassicAttack({ ...plain, opportunity: true, offerId: "msg7" })).toMatchObject({ opportunity: true, offerId: "msg7" });
    expect(parseClassicAttack({ ...plain, opportunity: true, offerId: 7 })).toMatchObject({ offerId: "" });
    expect(parseClassicAttack({ ...plain, offerId: "x".repeat(201) })).toMatchObject({ offerId: "" });
  });

  it("what cannot be read falls back: no such attack is the first, an unknown stance fights normally, a forged force is no force", () => {
    expect(parseClassicAttack({ ...plain, iterative: 7, stance: "berserk", force: "yes", opportunity: 1 })).toMatchObject({ iterative: 0, stance: "normal", force: false, opportunity: false });
    expect([iterativeOf(3), iterativeOf(4), iterativeOf(-1), iterativeOf("1"), iterativeOf("")]).toEqual([3, 0, 0, 1, 0]);
  });

  it("without both tokens, the item or a known mode there is no request", () => {
    expect(parseClassicAttack({ ...plain, mode: "fireball" })).toBeNull();
    expect(parseClassicAttack({ ...plain, itemId: "" })).toBeNull();
    expect(parseClassicAttack({ ...plain, targetTokenUuid: 3 })).toBeNull();
  });
});
