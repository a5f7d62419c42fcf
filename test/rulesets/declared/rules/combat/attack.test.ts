import { describe, expect, it } from "vitest";
import { ATTACK_ATTRIBUTE, planAttack, weaponModes, weaponReach, type AttackPlanInput, type AttackWeapon } from "../../../../../src/rulesets/declared/rules/combat/attack-plan";
import { attackResult, settleAttack } from "../../../../../src/rulesets/declared/rules/combat/attack-result";
import { damageTypeChoice, isDeclaredDamageType } from "../../../../../src/rulesets/declared/rules/combat/damage-types";
import { DECLARED_ATTACK_LINE, DECLARED_ATTACK_REFUSAL, DECLARED_ATTACK_RESULT, DECLARED_DAMAGE_LINE } from "../../../../../src/rulesets/declared/rules/combat/labels";

const longsword: AttackWeapon = { ranged: false, thrown: false, damage: "1d8", criticalMultiplier: 2, types: ["slashing", "piercing"] };
const handaxe: AttackWeapon = { ranged: false, thrown: true, damage: "1d6", criticalMultiplier: 3, types: ["chopping"] };
const longbow: AttackWeapon = { ranged: true, thrown: false, damage: "1d8", criticalMultiplier: 3, types: ["piercing"] };

/** The Leonin 3rd-level Hunter: 2 Fiend HD + 3 levels, Strength +3; Dexterity +1 here. */
const leonin = { level: 5, strengthModifier: 3, dexterityModifier: 1, isCharacter: true };
const ghoul = { defense: 13, defenseModifiers: [], dead: false };
const fullDefense = { key: "FRAY.Declared.Action.FullDefense", value: 4 };

function plan(overrides: Partial<AttackPlanInput> = {}) {
  const decision = planAttack({ attacker: leonin, weapon: longsword, mode: "melee", target: ghoul, ...overrides });
  if (!decision.ok) throw new Error(decision.reason.key);
  return decision.plan;
}

describe("how a weapon may be used", () => {
  it("a sword strikes in melee only, a hand axe may also be thrown, a bow only shoots", () => {
    expect(weaponModes(longsword)).toEqual(["melee"]);
    expect(weaponModes(handaxe)).toEqual(["melee", "thrown"]);
    expect(weaponModes(longbow)).toEqual(["ranged"]);
  });

  it("a stored weapon with a range shoots, unless it is thrown; one with no range strikes in melee", () => {
    expect(weaponReach({ range: 60, thrown: false })).toEqual({ ranged: true, thrown: false });
    expect(weaponReach({ range: 10, thrown: true })).toEqual({ ranged: false, thrown: true });
    expect(weaponReach({ range: null, thrown: false })).toEqual({ ranged: false, thrown: false });
    expect(weaponModes(weaponReach({ range: 10, thrown: true }))).toEqual(["melee", "thrown"]);
  });

  it("melee swings with Strength, shooting and throwing aim with Dexterity", () => {
    expect(ATTACK_ATTRIBUTE).toEqual({ melee: "strength", ranged: "dexterity", thrown: "dexterity" });
  });
});

describe("the attack roll: 1d20 + level + the attribute modifier, against Defense", () => {
  it("the Leonin Hunter's longsword rolls 1d20+8: level 5 and Strength +3", () => {
    const attack = plan();
    expect(attack.formula).toBe("1d20+8");
    expect(attack.bonus).toBe(8);
    expect(attack.modifiers).toEqual([
      { key: DECLARED_ATTACK_LINE.level, value: 5 },
      { key: DECLARED_ATTACK_LINE.strength, value: 3 },
    ]);
  });

  it("its longbow rolls 1d20+6 with Dexterity +1, and its damage has no Strength", () => {
    const attack = plan({ weapon: longbow, mode: "ranged" });
    expect(attack.formula).toBe("1d20+6");
    expect(attack.modifiers[1]).toEqual({ key: DECLARED_ATTACK_LINE.dexterity, value: 1 });
    expect(attack.damage.formula).toBe("1d8");
    expect(attack.damage.modifiers).toEqual([]);
  });

  it("a thrown hand axe aims with Dexterity and adds Strength to its damage", () => {
    const attack = plan({ weapon: handaxe, mode: "thrown" });
    expect(attack.formula).toBe("1d20+6");
    expect(attack.damage.formula).toBe("1d6+3");
    expect(attack.damage.modifiers).toEqual([{ key: DECLARED_DAMAGE_LINE.strength, value: 3 }]);
    expect(attack.damage.criticalMultiplier).toBe(3);
  });

  it("melee damage adds Strength: the longsword's 1d8+3, critical ×2", () => {
    const damage = plan().damage;
    expect(damage.formula).toBe("1d8+3");
    expect(damage.criticalMultiplier).toBe(2);
  });

  it("a weak creature's penalties lower both rolls", () => {
    const weakling = { level: 0, strengthModifier: -1, dexterityModifier: 0, isCharacter: false };
    const attack = plan({ attacker: weakling });
    expect(attack.formula).toBe("1d20-1");
    expect(attack.damage.formula).toBe("1d8-1");
    expect(attack.damage.modifiers).toEqual([{ key: DECLARED_DAMAGE_LINE.strength, value: -1 }]);
  });

  it("situational lines join the roll after level and attribute", () => {
    const high = { key: "FRAY.Declared.Situation.HighGround", value: 1 };
    const attack = plan({ situational: [high] });
    expect(attack.formula).toBe("1d20+9");
    expect(attack.modifiers.at(-1)).toEqual(high);
  });

  it("full defense's +4 is one of the Defense lines: the Ghoul's 13 becomes 17", () => {
    const attack = plan({ target: { ...ghoul, defenseModifiers: [fullDefense] } });
    expect(attack.defense).toBe(17);
    expect(attack.defenseModifiers).toEqual([{ key: DECLARED_ATTACK_LINE.defense, value: 13 }, fullDefense]);
  });

  it("without lines, Defense is the target's own", () => {
    expect(plan().defense).toBe(13);
  });
});

describe("attacks the rules refuse", () => {
  it("a dead target", () => {
    expect(planAttack({ attacker: leonin, weapon: longsword, mode: "melee", target: { ...ghoul, dead: true } })).toEqual({ ok: false, reason: { key: DECLARED_ATTACK_REFUSAL.targetDead } });
  });

  it("a longsword thrown, a bow swung", () => {
    const refused = { ok: false, reason: { key: DECLARED_ATTACK_REFUSAL.modeNotAllowed } };
    expect(planAttack({ attacker: leonin, weapon: longsword, mode: "thrown", target: ghoul })).toEqual(refused);
    expect(planAttack({ attacker: leonin, weapon: longbow, mode: "melee", target: ghoul })).toEqual(refused);
  });

  it("a weapon whose damage is not a dice formula, naming it", () => {
    expect(planAttack({ attacker: leonin, weapon: { ...longsword, damage: "a lot" }, mode: "melee", target: ghoul })).toEqual({
      ok: false,
      reason: { key: DECLARED_ATTACK_REFUSAL.damageNotFormula, data: { formula: "a lot" } },
    });
  });
});

describe("hit, miss or critical", () => {
  it("a total equal to Defense hits; one below misses", () => {
    expect(attackResult(10, 13, 13)).toBe("hit");
    expect(attackResult(10, 12, 13)).toBe("miss");
  });

  it("a natural 20 that hits is a critical", () => {
    expect(attackResult(20, 28, 13)).toBe("critical");
  });

  it("a natural 20 that still falls short of Defense misses", () => {
    expect(attackResult(20, 20, 21)).toBe("miss");
  });

  it("a natural 19 that hits is an ordinary hit, and a natural 1 that reaches Defense hits", () => {
    expect(attackResult(19, 27, 13)).toBe("hit");
    expect(attackResult(1, 13, 13)).toBe("hit");
  });

  it("the Leonin's longsword settled on a natural 5: 13 against the Ghoul's 13 hits, the d20 first on the card", () => {
    const settled = settleAttack(plan(), 5);
    expect(settled).toEqual({
      natural: 5,
      total: 13,
      defense: 13,
      result: "hit",
      label: DECLARED_ATTACK_RESULT.hit,
      lines: [
        { key: DECLARED_ATTACK_LINE.natural, value: 5 },
        { key: DECLARED_ATTACK_LINE.level, value: 5 },
        { key: DECLARED_ATTACK_LINE.strength, value: 3 },
      ],
    });
  });

  it("against full defense the same 13 misses, and a natural 20 is a critical", () => {
    const guarded = plan({ target: { ...ghoul, defenseModifiers: [fullDefense] } });
    expect(settleAttack(guarded, 5)).toMatchObject({ total: 13, defense: 17, result: "miss", label: DECLARED_ATTACK_RESULT.miss });
    expect(settleAttack(guarded, 20)).toMatchObject({ total: 28, result: "critical", label: DECLARED_ATTACK_RESULT.critical });
  });
});

describe("damage types", () => {
  it("the eleven types of the chapter, and nothing else", () => {
    for (const type of ["blunt", "piercing", "slashing", "chopping", "fire", "cold", "electric", "sonic", "acid", "holy", "unholy"]) expect(isDeclaredDamageType(type)).toBe(true);
    expect(isDeclaredDamageType("bludgeoning")).toBe(false);
    expect(isDeclaredDamageType(undefined)).toBe(false);
  });

  it("a character's player chooses among its weapon's types, in the chapter's order", () => {
    expect(plan().damage.types).toEqual({ choices: ["piercing", "slashing"], chooser: "attacker" });
  });

  it("the GM chooses for a monster or NPC", () => {
    expect(damageTypeChoice(["slashing", "piercing"], false)).toEqual({ choices: ["piercing", "slashing"], chooser: "gm" });
  });

  it("one type, or none known, leaves nothing to choose", () => {
    expect(damageTypeChoice(["chopping"], true)).toEqual({ choices: ["chopping"], chooser: null });
    expect(damageTypeChoice(["custard"], false)).toEqual({ choices: [], chooser: null });
  });
});
