import { describe, expect, it } from "vitest";
import { weaponLine } from "../../../../../src/rulesets/sides/rules/combat/weapon-line";
import { attackModeAt } from "../../../../../src/rulesets/sides/rules/combat/attack-action";
import { defaultSituation } from "../../../../../src/rulesets/sides/rules/combat/attack-plan";
import { resolveAttack } from "../../../../../src/rulesets/sides/rules/combat/resolve-attack";
import { formulaMax } from "../../../../../src/core/dice/formula";
import type { AttackerProfile, WeaponProfile } from "../../../../../src/rulesets/sides/rules/combat/types";
import { bow, character, club, crossbow, dagger, halberd, longsword, npc, sling, spear, target, unarmed } from "./fixtures";

const untrainedBrawler = character({ attributeMods: { str: 0, dex: 1 }, skills: { brawl: -1, stab: 0, shoot: 0, exert: 0 } });

describe("a weapon's line on its wielder's sheet", () => {
  it("an untrained brawler with DEX +1 punches for 1d2+1: untrained Brawl takes nothing off the damage", () => {
    expect(weaponLine(untrainedBrawler, unarmed)).toEqual({ toHit: 1, damageDie: "1d2", damageBonus: 1 });
  });

  it("trained Brawl adds to a purely unarmed blow, never to a sword", () => {
    const brawler = character({ attributeMods: { str: 1, dex: 0 }, skills: { brawl: 2, stab: 2, shoot: 0, exert: 0 } });
    expect(weaponLine(brawler, unarmed).damageBonus).toBe(3);
    expect(weaponLine(brawler, longsword).damageBonus).toBe(1);
  });

  it("an NPC's line is its stat-block bonus and its bare damage die", () => {
    expect(weaponLine(npc({ attackBonus: 4 }), longsword)).toEqual({ toHit: 4, damageDie: "1d8", damageBonus: 0 });
  });

  const wielders: [string, AttackerProfile][] = [
    ["a swordsman", character()],
    ["an untrained brawler", untrainedBrawler],
    ["a skilled archer", character({ attackBonus: 2, attributeMods: { str: -1, dex: 2 }, skills: { brawl: 1, stab: -1, shoot: 2, exert: 0 } })],
    ["a goblin", npc()],
  ];
  const weapons: [string, WeaponProfile][] = Object.entries({ longsword, dagger, spear, halberd, unarmed, bow, crossbow, sling, club, magicSword: { ...longsword, magicBonus: 1 } });

  it.each(wielders)("is exactly what a plain attack by %s rolls, for every weapon", (_name, wielder) => {
    for (const [name, weapon] of weapons) {
      const mode = attackModeAt(weapon);
      const situation = defaultSituation({ mode, distanceFt: mode === "ranged" ? (weapon.range?.normal ?? 0) : 5 });
      const top = formulaMax(weapon.damage);
      const attack = resolveAttack({ attacker: wielder, weapon, target: target({ ac: 1 }), situation, d20: 20, damageRoll: top });
      if (!attack.ok) throw new Error(`${name}: ${attack.reason.key}`);
      const line = weaponLine(wielder, weapon);
      expect(line.toHit, name).toBe(attack.plan.totalBonus);
      expect(top + line.damageBonus, name).toBe(attack.damage?.total);
    }
  });
});
