import { describe, expect, it } from "vitest";
import { bestShieldBonus, deriveClassicCreature, type ClassicCreatureStats } from "../../../../../src/rulesets/classic/rules/character/derived";

/** A Medium fighter: STR 18, DEX 14, CON 15, WIS 8; BAB +11; chain (+5) and a full shield (+2). */
function fighter(overrides: Partial<ClassicCreatureStats> = {}): ClassicCreatureStats {
  return {
    abilities: { str: 18, dex: 14, con: 15, int: 10, wis: 8, cha: 12 },
    hp: 60,
    nld: 0,
    baseAttackBonus: 11,
    fortitudeBase: 7,
    size: "medium",
    acParts: { armour: 5, deflection: 1 },
    shieldBonuses: [2],
    initiativeMisc: 4,
    escapeArtistSkill: 1,
    armourCheckPenalty: -5,
    ...overrides,
  };
}

describe("a classic creature's sheet numbers", () => {
  it("the fighter: +4 STR, +2 DEX, +11/+6/+1, AC 20 (touch 13, flat-footed 18), initiative +6, Fortitude +9", () => {
    const d = deriveClassicCreature(fighter());
    expect(d.modifiers).toEqual({ str: 4, dex: 2, con: 2, int: 0, wis: -1, cha: 1 });
    expect(d.attacks).toEqual([11, 6, 1]);
    expect([d.ac.normal, d.ac.touch, d.ac.flatFooted]).toEqual([20, 13, 18]);
    expect(d.acParts).toEqual({ armour: 5, deflection: 1, shield: 2, dex: 2, size: 0 });
    expect(d.initiativeBonus).toBe(6);
    expect(d.fortitude.total).toBe(9);
    expect(d.grapple.total).toBe(15);
    expect(d.escapeArtist.total).toBe(-2);
    expect(d.space).toBe(1);
    expect(d.unconscious).toBe(false);
  });

  it("a Small creature gains +1 to AC and attacks and loses 1 on grapples", () => {
    const d = deriveClassicCreature(fighter({ size: "small" }));
    expect(d.sizeAttack).toBe(1);
    expect(d.sizeManeuver).toBe(-1);
    expect(d.ac.normal).toBe(21);
    expect(d.grapple.total).toBe(14);
  });

  it("a Large creature fills 2 squares a side and takes −1 to AC", () => {
    const d = deriveClassicCreature(fighter({ size: "large" }));
    expect(d.space).toBe(2);
    expect(d.ac.normal).toBe(19);
  });

  it("two shields give only the better bonus; no shield gives none", () => {
    expect(bestShieldBonus([2, 1])).toBe(2);
    expect(bestShieldBonus([])).toBe(0);
    expect(deriveClassicCreature(fighter({ shieldBonuses: [1, 2] })).ac.normal).toBe(20);
    expect(deriveClassicCreature(fighter({ shieldBonuses: [] })).ac.normal).toBe(18);
  });

  it("NLD reaching current HP shows the creature unconscious", () => {
    expect(deriveClassicCreature(fighter({ hp: 10, nld: 10 })).unconscious).toBe(true);
  });
});
