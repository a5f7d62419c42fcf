import { describe, expect, it } from "vitest";
import { declaredActionModifier, roundInitiative, type DeclaredChoice } from "../../../../../src/rulesets/declared/rules/actions/action-modifier";
import { DECLARED_ACTION_LINE as L, DECLARED_ACTION_REFUSAL as R } from "../../../../../src/rulesets/declared/rules/actions/labels";

const longsword: DeclaredChoice = { kind: "weapon", speed: 5 };
const claws: DeclaredChoice = { kind: "weapon", speed: 0 };
const fireball: DeclaredChoice = { kind: "spell", castingTn: 15, speed: null };
const potion: DeclaredChoice = { kind: "item", initiativeModifier: null };

function modifierOf(actionId: string, choice: DeclaredChoice | null) {
  const priced = declaredActionModifier(actionId, choice);
  if (!priced.ok) throw new Error(`refused: ${priced.reason.key}`);
  return priced;
}

function refusalOf(actionId: string, choice: DeclaredChoice | null): string {
  const priced = declaredActionModifier(actionId, choice);
  return priced.ok ? "allowed" : priced.reason.key;
}

describe("attack with a weapon: + weapon speed", () => {
  it("a longsword of speed 5 adds +5, shown as the weapon's speed", () => {
    expect(modifierOf("attack", longsword)).toEqual({ ok: true, modifier: 5, lines: [{ key: L.weaponSpeed, value: 5 }] });
  });

  it("a quick weapon with a negative speed lowers the initiative", () => {
    expect(modifierOf("attack", { kind: "weapon", speed: -2 }).modifier).toBe(-2);
  });

  it("needs a weapon: nothing, a spell or an item is refused", () => {
    expect(refusalOf("attack", null)).toBe(R.needsWeapon);
    expect(refusalOf("attack", fireball)).toBe(R.needsWeapon);
    expect(refusalOf("attack", potion)).toBe(R.needsWeapon);
  });
});

describe("cast a spell: + spell speed", () => {
  it("spell speed is the casting TN minus 10: TN 15 adds +5", () => {
    expect(modifierOf("cast", fireball)).toEqual({ ok: true, modifier: 5, lines: [{ key: L.spellSpeed, value: 5 }] });
  });

  it("a TN 8 cantrip is quick: −2", () => {
    expect(modifierOf("cast", { kind: "spell", castingTn: 8, speed: null }).modifier).toBe(-2);
  });

  it("a spell that states its own speed uses it, not its TN", () => {
    expect(modifierOf("cast", { kind: "spell", castingTn: 15, speed: 1 }).modifier).toBe(1);
    expect(modifierOf("cast", { kind: "spell", castingTn: 15, speed: 0 }).modifier).toBe(0);
  });

  it("needs a spell", () => {
    expect(refusalOf("cast", null)).toBe(R.needsSpell);
    expect(refusalOf("cast", longsword)).toBe(R.needsSpell);
    expect(refusalOf("cast", potion)).toBe(R.needsSpell);
  });
});

describe("use a consumable item: +6 unless otherwise stated", () => {
  it("a potion that states nothing adds +6", () => {
    expect(modifierOf("consumable", potion)).toEqual({ ok: true, modifier: 6, lines: [{ key: L.consumable, value: 6 }] });
  });

  it("an item that states its own modifier uses it, even 0", () => {
    expect(modifierOf("consumable", { kind: "item", initiativeModifier: 3 }).modifier).toBe(3);
    expect(modifierOf("consumable", { kind: "item", initiativeModifier: 0 }).modifier).toBe(0);
  });

  it("needs an item", () => {
    expect(refusalOf("consumable", null)).toBe(R.needsItem);
    expect(refusalOf("consumable", longsword)).toBe(R.needsItem);
    expect(refusalOf("consumable", fireball)).toBe(R.needsItem);
  });
});

describe("throw an item: +2 unless otherwise stated", () => {
  it("throwing whatever is at hand adds +2", () => {
    expect(modifierOf("throw", null)).toEqual({ ok: true, modifier: 2, lines: [{ key: L.throw, value: 2 }] });
  });

  it("an item that states no modifier is thrown at +2, one that states it at its own", () => {
    expect(modifierOf("throw", potion).modifier).toBe(2);
    expect(modifierOf("throw", { kind: "item", initiativeModifier: 4 }).modifier).toBe(4);
  });

  it("a weapon is thrown with Attack at its speed, and a spell is not thrown", () => {
    expect(refusalOf("throw", longsword)).toBe(R.throwWeaponIsAttack);
    expect(refusalOf("throw", fireball)).toBe(R.needsItem);
  });
});

describe("full defense: −1", () => {
  it("is −1 whatever the creature holds", () => {
    expect(modifierOf("fullDefense", null)).toEqual({ ok: true, modifier: -1, lines: [{ key: L.fullDefense, value: -1 }] });
    expect(modifierOf("fullDefense", longsword).modifier).toBe(-1);
  });
});

describe("defensive attack: + weapon speed + 1", () => {
  it("with a speed 5 longsword: +6, the speed and the defensive +1 on their own lines", () => {
    expect(modifierOf("defensiveAttack", longsword)).toEqual({
      ok: true,
      modifier: 6,
      lines: [
        { key: L.weaponSpeed, value: 5 },
        { key: L.defensive, value: 1 },
      ],
    });
  });

  it("without attacking the weapon speed counts 0: +1 in all", () => {
    expect(modifierOf("defensiveAttack", null)).toEqual({ ok: true, modifier: 1, lines: [{ key: L.defensive, value: 1 }] });
  });

  it("is made with a weapon or none, not a spell or an item", () => {
    expect(refusalOf("defensiveAttack", fireball)).toBe(R.defensiveNeedsWeapon);
    expect(refusalOf("defensiveAttack", potion)).toBe(R.defensiveNeedsWeapon);
  });
});

describe("what is not one of the six actions", () => {
  it.each(["none", "", "Attack", "attack:abc"])("%j is refused as unknown", (id) => {
    expect(declaredActionModifier(id, longsword)).toEqual({ ok: false, reason: { key: R.unknownAction } });
  });
});

describe("round initiative", () => {
  it("the Ghoul with Base Initiative 8 attacking with its claws (+0) acts at 8", () => {
    expect(roundInitiative(8, modifierOf("attack", claws).modifier)).toBe(8);
  });

  it("is the Base Initiative plus the declared modifier: base 4 on full defense acts at 3", () => {
    expect(roundInitiative(4, modifierOf("fullDefense", null).modifier)).toBe(3);
    expect(roundInitiative(4, 6)).toBe(10);
  });
});
