import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { effectiveAc, rollAttack } from "../../../../../src/rulesets/sides/rules/combat/attack-roll";
import { defaultSituation, planAttack, type AttackSituation } from "../../../../../src/rulesets/sides/rules/combat/attack-plan";
import { MOD, REFUSAL } from "../../../../../src/rulesets/sides/rules/combat/labels";
import type { AttackerProfile, TargetProfile, WeaponProfile } from "../../../../../src/rulesets/sides/rules/combat/types";
import { bow, character, crossbow, dagger, halberd, longsword, npc, sling, spear, target, unarmed } from "./fixtures";

function plan(
  situation: Partial<AttackSituation>,
  w: WeaponProfile = longsword,
  a: AttackerProfile = character(),
  t: TargetProfile = target(),
) {
  const out = planAttack(a, w, t, defaultSituation(situation));
  if (!out.ok) throw new Error(`refused: ${out.reason.key}`);
  return out.plan;
}

function refusal(situation: Partial<AttackSituation>, w: WeaponProfile = longsword, a: AttackerProfile = character()) {
  const out = planAttack(a, w, target(), defaultSituation(situation));
  return out.ok ? null : out.reason.key;
}

const valueOf = (p: ReturnType<typeof plan>, key: string) => p.modifiers.find((m) => m.key === key)?.value;

describe("Attack roll bonuses", () => {
  it("a character adds attack bonus, attribute, combat skill and magic, itemised", () => {
    const p = plan({}, { ...longsword, magicBonus: 1 }, character({ attackBonus: 1, attributeMods: { str: 2, dex: 0 } }));
    expect(p.modifiers.map((m) => [m.key, m.value])).toEqual([
      [MOD.attackBonus, 1],
      [MOD.attribute, 2],
      [MOD.skill, 1],
      [MOD.magic, 1],
    ]);
    expect(p.totalBonus).toBe(5);
  });

  it("an NPC uses its attack bonus only: no attribute, no skill", () => {
    const p = plan({}, longsword, npc({ attackBonus: 3, attributeMods: { str: 2, dex: 2 }, skills: { brawl: 2, stab: 2, shoot: 2, exert: 2 } }));
    expect(p.totalBonus).toBe(3);
    expect(p.attributeMod).toBe(0);
  });

  it("an untrained character takes the −1 of an untrained skill", () => {
    const p = plan({}, longsword, character({ skills: { brawl: -1, stab: -1, shoot: -1, exert: -1 } }));
    expect(valueOf(p, MOD.skill)).toBe(-1);
  });

  it("a dagger (STR or DEX) uses the better attribute unless one is chosen", () => {
    const a = character({ attributeMods: { str: 0, dex: 2 } });
    expect(plan({}, dagger, a).attribute).toBe("dex");
    expect(plan({ attribute: "str" }, dagger, a).attributeMod).toBe(0);
  });

  it("refuses an attribute the weapon does not allow", () => {
    expect(refusal({ attribute: "dex" }, longsword)).toBe(REFUSAL.attributeNotAllowed);
  });
});

describe("Situational modifiers from the rulebook's table", () => {
  it("shooting at a distant prone foe: −2", () => {
    expect(valueOf(plan({ mode: "ranged", distanceFt: 30 }, bow, character(), target({ prone: true })), MOD.proneDistant)).toBe(-2);
  });
  it("attacking an adjacent prone foe: +2", () => {
    expect(valueOf(plan({}, longsword, character(), target({ prone: true })), MOD.proneAdjacent)).toBe(2);
  });
  it("melee attacking while prone: −4", () => {
    expect(valueOf(plan({ attackerProne: true }), MOD.attackerProne)).toBe(-4);
  });
  it("shooting while prone has no melee penalty", () => {
    expect(valueOf(plan({ mode: "ranged", distanceFt: 20, attackerProne: true }, bow), MOD.attackerProne)).toBeUndefined();
  });
  it("past normal range, up to long range: −2", () => {
    expect(valueOf(plan({ mode: "ranged", distanceFt: 60 }, bow), MOD.longRange)).toBe(-2);
    expect(valueOf(plan({ mode: "ranged", distanceFt: 50 }, bow), MOD.longRange)).toBeUndefined();
  });
  it("half cover −2, full cover −4", () => {
    expect(valueOf(plan({ cover: "half" }), MOD.halfCover)).toBe(-2);
    expect(valueOf(plan({ cover: "full" }), MOD.fullCover)).toBe(-4);
  });
  it("throwing a weapon while in melee: −4, counted once", () => {
    const p = plan({ mode: "ranged", distanceFt: 20, enemyInMelee: true }, dagger);
    expect(p.modifiers.filter((m) => m.value === -4)).toEqual([{ key: MOD.rangedInMelee, value: -4 }]);
  });
  it("a one-handed ranged weapon fired with an enemy in melee: −4", () => {
    expect(valueOf(plan({ mode: "ranged", distanceFt: 20, enemyInMelee: true }, sling), MOD.rangedInMelee)).toBe(-4);
  });
  it("an unseen target whose position is known: −4", () => {
    expect(valueOf(plan({ visibility: "unseenKnown", mode: "ranged", distanceFt: 20 }, bow), MOD.unseenKnown)).toBe(-4);
  });
  it("the GM's extra modifiers are listed as given", () => {
    const p = plan({ extra: [{ key: "FRAY.Custom.Fog", value: -1 }] });
    expect(p.modifiers.at(-1)).toEqual({ key: "FRAY.Custom.Fog", value: -1 });
  });
});

describe("Impossible attacks are refused with a reason", () => {
  it("a bow cannot be fired with an enemy in melee", () => {
    expect(refusal({ mode: "ranged", distanceFt: 20, enemyInMelee: true }, bow)).toBe(REFUSAL.bowInMelee);
  });
  it("nor a crossbow", () => {
    expect(refusal({ mode: "ranged", distanceFt: 20, enemyInMelee: true }, crossbow)).toBe(REFUSAL.bowInMelee);
  });
  it("nor any other two-handed ranged weapon", () => {
    expect(refusal({ mode: "ranged", distanceFt: 20, enemyInMelee: true }, { ...sling, twoHanded: true })).toBe(REFUSAL.bowInMelee);
  });
  it("a target unseen and not located cannot be attacked", () => {
    expect(refusal({ visibility: "unseenUnknown" })).toBe(REFUSAL.unseenUnknown);
  });
  it("a charge of under 5 ft is refused", () => {
    expect(refusal({ charge: { distanceFt: 0, movementFt: 30 } })).toBe(REFUSAL.chargeTooShort);
  });
  it("a charge longer than twice the movement rate is refused", () => {
    expect(refusal({ charge: { distanceFt: 65, movementFt: 30 } })).toBe(REFUSAL.chargeTooLong);
  });
  it("a charge ending in a bow shot is refused (melee or thrown only)", () => {
    expect(refusal({ mode: "ranged", distanceFt: 20, charge: { distanceFt: 20, movementFt: 30 } }, bow)).toBe(REFUSAL.chargeNotMeleeOrThrown);
  });
  it("beyond long range is refused", () => {
    expect(refusal({ mode: "ranged", distanceFt: 80 }, bow)).toBe(REFUSAL.beyondLongRange);
  });
  it("a melee attack beyond reach is refused, a Long weapon reaches 10 ft", () => {
    expect(refusal({ distanceFt: 10 }, longsword)).toBe(REFUSAL.outOfReach);
    expect(refusal({ distanceFt: 10 }, halberd)).toBeNull();
  });
  it("a sword cannot be shot; a bow cannot be swung", () => {
    expect(refusal({ mode: "ranged", distanceFt: 10 }, longsword)).toBe(REFUSAL.notRangedWeapon);
    expect(refusal({ mode: "melee" }, bow)).toBe(REFUSAL.notMeleeWeapon);
  });
  it("while grappling only unarmed attacks are possible", () => {
    expect(refusal({ inGrapple: true }, longsword)).toBe(REFUSAL.grappledUnarmedOnly);
    expect(refusal({ inGrapple: true }, unarmed)).toBeNull();
  });
});

describe("Thrown weapons", () => {
  it("use Shoot, or optionally Stab or Exert, by default the best", () => {
    const a = character({ skills: { brawl: 0, stab: 2, shoot: 0, exert: 1 } });
    expect(plan({ mode: "ranged", distanceFt: 20 }, spear, a).skill).toBe("stab");
    expect(plan({ mode: "ranged", distanceFt: 20, skill: "exert" }, spear, a).skillLevel).toBe(1);
  });
  it("Brawl is not a throwing skill", () => {
    expect(refusal({ mode: "ranged", distanceFt: 20, skill: "brawl" }, spear)).toBe(REFUSAL.skillNotAllowed);
  });
  it("a thrown weapon used in melee uses its own skill with no penalty", () => {
    const p = plan({ enemyInMelee: true }, dagger);
    expect(p.skill).toBe("stab");
    expect(valueOf(p, MOD.rangedInMelee)).toBeUndefined();
  });
});

describe("Dual wielding", () => {
  it("−1 to hit and +2 damage planned when the target is in reach of both weapons", () => {
    const p = plan({ dualWield: { otherWeapon: dagger } });
    expect(valueOf(p, MOD.dualWielding)).toBe(-1);
    expect(p.dualWieldDamage).toBe(true);
  });
  it("no +2 damage when the target is only in reach of one (a halberd at 10 ft with a sword)", () => {
    expect(plan({ distanceFt: 10, dualWield: { otherWeapon: longsword } }, halberd, character()).dualWieldDamage).toBe(false);
  });
  it("needs level 1 in the relevant weapon skills", () => {
    const a = character({ skills: { brawl: 0, stab: 0, shoot: 0, exert: 0 } });
    expect(refusal({ dualWield: { otherWeapon: dagger } }, longsword, a)).toBe(REFUSAL.dualWieldUnskilled);
  });
});

describe("Charge, Snap Attack and Swarm to-hit", () => {
  it("a charge gives +2 to hit and marks the attacker's −2 AC", () => {
    const p = plan({ charge: { distanceFt: 20, movementFt: 30 } });
    expect(valueOf(p, MOD.charge)).toBe(2);
    expect(p.attackerChargePenalty).toBe(true);
  });
  it("a charge may end in a thrown attack", () => {
    expect(refusal({ mode: "ranged", distanceFt: 10, charge: { distanceFt: 20, movementFt: 30 } }, spear)).toBeNull();
  });
  it("a Snap Attack is at −4", () => {
    expect(valueOf(plan({ snap: true }), MOD.snapAttack)).toBe(-4);
  });
  it("a swarm of four gives +6 to hit", () => {
    expect(valueOf(plan({ swarmAssailants: 4 }), MOD.swarm)).toBe(6);
  });
});

describe("Attack roll against AC (properties)", () => {
  const situations = fc.record({
    cover: fc.constantFrom("none" as const, "half" as const, "full" as const),
    attackerProne: fc.boolean(),
    snap: fc.boolean(),
    swarmAssailants: fc.integer({ min: 0, max: 4 }),
  });
  it("the total is the d20 plus every itemised modifier, and it hits exactly when total ≥ AC", () => {
    fc.assert(
      fc.property(situations, fc.integer({ min: 1, max: 20 }), fc.integer({ min: 8, max: 22 }), (s, d20, ac) => {
        const p = plan(s);
        const roll = rollAttack(p, d20, target({ ac }));
        expect(roll.total).toBe(d20 + p.modifiers.reduce((sum, m) => sum + m.value, 0));
        expect(roll.hit).toBe(roll.total >= ac);
      }),
    );
  });
  it("a higher d20 never turns a hit into a miss", () => {
    fc.assert(
      fc.property(situations, fc.integer({ min: 1, max: 19 }), fc.integer({ min: 8, max: 22 }), (s, d20, ac) => {
        const p = plan(s);
        if (rollAttack(p, d20, target({ ac })).hit) expect(rollAttack(p, d20 + 1, target({ ac })).hit).toBe(true);
      }),
    );
  });
  it("Total Defense raises the AC by 2, having charged lowers it by 2", () => {
    expect(effectiveAc(target({ ac: 14, totalDefense: true }))).toBe(16);
    expect(effectiveAc(target({ ac: 14, chargedThisRound: true }))).toBe(12);
  });
});
