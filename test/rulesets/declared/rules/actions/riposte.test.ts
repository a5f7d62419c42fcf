import { describe, expect, it } from "vitest";
import { DECLARED_RIPOSTE_REFUSAL as R, DECLARED_RIPOSTE_TRIGGER as T } from "../../../../../src/rulesets/declared/rules/actions/labels";
import { mayRiposte, type RiposteFacts } from "../../../../../src/rulesets/declared/rules/actions/riposte";

/** A fighter on full defense, sword in hand, unhurt, its Reaction unspent, attacked by a foe beside it. */
const defender: RiposteFacts = {
  trigger: "attacked",
  rule: "anyone",
  declared: "fullDefense",
  foeDeclared: "attack",
  surprised: false,
  woundPoints: 12,
  reactionSpent: false,
  hasMeleeWeapon: true,
  foeWithinReach: true,
};
/** A guard who declared an attack, watching a foe step into its reach. */
const guard: RiposteFacts = { ...defender, trigger: "entered", declared: "attack", foeDeclared: "attack" };

const refusal = (facts: RiposteFacts) => {
  const answer = mayRiposte(facts);
  return answer.ok ? "allowed" : answer.reason.key;
};

describe("a riposte when attacked on full defense", () => {
  it("is offered, naming the attack as its trigger", () => {
    expect(mayRiposte(defender)).toEqual({ ok: true, trigger: { key: T.attacked } });
  });

  it("answers an attacker on defensive attack too: that only spares it when it comes within reach", () => {
    expect(refusal({ ...defender, foeDeclared: "defensiveAttack" })).toBe("allowed");
  });

  it("is not offered to a creature attacked while not on full defense, whatever the setting", () => {
    expect(refusal({ ...defender, declared: "attack" })).toBe(R.notOnFullDefense);
    expect(refusal({ ...defender, declared: null })).toBe(R.notOnFullDefense);
    expect(refusal({ ...defender, declared: "attack", rule: "fullDefenseOnly" })).toBe(R.notOnFullDefense);
  });
});

describe("a riposte when a foe comes within reach", () => {
  it("is offered to any armed creature by default, naming the approach", () => {
    expect(mayRiposte(guard)).toEqual({ ok: true, trigger: { key: T.entered } });
  });

  it("is not provoked by a foe on defensive attack, even against full defense", () => {
    expect(refusal({ ...guard, foeDeclared: "defensiveAttack" })).toBe(R.defensiveAttack);
    expect(refusal({ ...guard, declared: "fullDefense", foeDeclared: "defensiveAttack" })).toBe(R.defensiveAttack);
  });

  it("with the 'full defense only' setting, only a creature on full defense answers", () => {
    expect(refusal({ ...guard, rule: "fullDefenseOnly" })).toBe(R.notOnFullDefense);
    expect(refusal({ ...guard, rule: "fullDefenseOnly", declared: "fullDefense" })).toBe("allowed");
  });
});

describe("what the riposter must be able to do", () => {
  it.each([
    ["surprised this round", { surprised: true }, R.surprised],
    ["at 0 Wound Points (incapacitated)", { woundPoints: 0 }, R.down],
    ["below 0 Wound Points (dying)", { woundPoints: -3 }, R.down],
    ["its Reaction already spent", { reactionSpent: true }, R.reactionSpent],
    ["no melee weapon in hand", { hasMeleeWeapon: false }, R.noMeleeWeapon],
    ["the foe out of reach", { foeWithinReach: false }, R.outOfReach],
  ] as const)("refused with %s", (_name, patch, key) => {
    expect(refusal({ ...defender, ...patch })).toBe(key);
    expect(refusal({ ...guard, ...patch })).toBe(key);
  });

  it("at 1 Wound Point it still ripostes", () => {
    expect(refusal({ ...defender, woundPoints: 1 })).toBe("allowed");
  });
});
