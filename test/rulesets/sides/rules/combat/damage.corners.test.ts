/**
 * Damage, Shock and Swarm at their corners (seed 000 "Damage", "Shock", "Make a Swarm Attack"; the
 * choices in docs/rules-notes.md "## `sides` combat"): the lines a damage card lists, and the limits.
 */
import { describe, expect, it } from "vitest";
import { formulaMax } from "../../../../../src/core/dice/formula";
import { defaultSituation } from "../../../../../src/rulesets/sides/rules/combat/attack-plan";
import { hitDamage, type HitDamageInput } from "../../../../../src/rulesets/sides/rules/combat/damage";
import { MOD, OUTCOME, REFUSAL, SHOCK } from "../../../../../src/rulesets/sides/rules/combat/labels";
import { PUNCH } from "../../../../../src/rulesets/sides/rules/combat/maneuver-damage";
import { resolveAttack } from "../../../../../src/rulesets/sides/rules/combat/resolve-attack";
import { resolveShock, shockFloorOnHit } from "../../../../../src/rulesets/sides/rules/combat/shock";
import { declareSwarm, emptySwarm, makeSwarmAttack } from "../../../../../src/rulesets/sides/rules/combat/swarm";
import { character, lineOf, longsword, npc, planOrRefusal, target, unarmed } from "./fixtures";

const hit = (overrides: Partial<HitDamageInput> = {}) =>
  hitDamage({ weapon: longsword, weaponRoll: 5, attributeMod: 0, brawlLevel: 0, dualWieldBonus: false, swarmDamage: 0, otherBonuses: [], shockFloor: 0, ...overrides });
const keys = (lines: readonly { key: string }[]) => lines.map((line) => line.key);

describe("the lines a hit's damage lists", () => {
  it("a STR 0 sword hit lists its die alone: no attribute line of 0", () => {
    expect(hit().parts).toEqual([{ key: MOD.weaponDie, value: 5 }]);
  });

  it("a punch with Brawl-0 lists no Brawl line; Brawl-1 does", () => {
    expect(keys(hit({ weapon: unarmed, weaponRoll: 2, brawlLevel: 0 }).parts)).toEqual([MOD.weaponDie]);
    expect(hit({ weapon: unarmed, weaponRoll: 2, brawlLevel: 1 }).parts).toEqual([{ key: MOD.weaponDie, value: 2 }, { key: MOD.brawlUnarmed, value: 1 }]);
  });

  it("the weapon's usual maximum counts its bonuses: a sword with STR +1 usually does at most 9", () => {
    expect(hit({ attributeMod: 1 }).usualMaximum).toBe(9);
  });

  it("a swarm's +2 damage shows as its own line when it fits under the maximum, with no cap note", () => {
    const d = hit({ weaponRoll: 3, swarmDamage: 2 });
    expect(d.parts).toEqual([{ key: MOD.weaponDie, value: 3 }, { key: MOD.swarm, value: 2 }]);
    expect(d.notes).toEqual([]);
    expect(d.total).toBe(5);
  });

  it("a swarm's bonus on a maximum roll adds nothing, shows no line, and the card says it was capped at the maximum", () => {
    const d = hit({ weaponRoll: 8, swarmDamage: 3 });
    expect(keys(d.parts)).toEqual([MOD.weaponDie]);
    expect(d.notes).toEqual([{ key: OUTCOME.swarmCappedAtMax, data: { max: 8 } }]);
  });

  it("damage exactly equal to the Shock floor needs no note", () => {
    expect(hit({ weaponRoll: 2, shockFloor: 2 })).toMatchObject({ total: 2, notes: [] });
    expect(hit({ weaponRoll: 1, shockFloor: 2 }).notes).toEqual([{ key: OUTCOME.damageFloorShock, data: { shock: 2 } }]);
  });
});

describe("a weapon rated Shock 0", () => {
  const zero = { rating: { points: 0, ac: 15 }, attributeMod: 2, magicBonus: 1, explicitShockBonus: 0, swarm: false };
  it("does nothing on a miss, even with STR +2 and magic", () => {
    expect(resolveShock(zero, target(), 13)).toMatchObject({ damage: 0, applied: false, reason: { key: SHOCK.noShock } });
  });
  it("sets no floor on a hit", () => {
    expect(shockFloorOnHit(zero, 13)).toBe(0);
  });
  it("AC too high says which AC and which rating", () => {
    expect(resolveShock({ ...zero, rating: { points: 2, ac: 13 } }, target({ ac: 15 }), 15).reason).toEqual({ key: SHOCK.acTooHigh, data: { ac: 15, rating: 13 } });
  });
});

describe("what a resolved attack says", () => {
  const request = { attacker: character(), weapon: longsword, target: target({ ac: 13 }), situation: defaultSituation() };
  it("a hit says hit; a miss says miss", () => {
    expect(resolveAttack({ ...request, d20: 15 })).toMatchObject({ outcome: { key: OUTCOME.hit } });
    expect(resolveAttack({ ...request, d20: 2 })).toMatchObject({ outcome: { key: OUTCOME.miss } });
  });
  it("an NPC's punch adds no Brawl to damage, whatever its profile lists: its stat block holds it", () => {
    const brute = npc({ skills: { brawl: 2, stab: 2, shoot: 2, exert: 2 } });
    const r = resolveAttack({ ...request, attacker: brute, weapon: unarmed, d20: 20, damageRoll: 2 });
    expect(r.ok && r.damage?.total).toBe(2);
  });
});

describe("the bare-handed punch a grappler without an unarmed weapon uses", () => {
  it("is a lethal 1d2 unarmed blow with STR or DEX and Brawl, no Shock, reaching 5 ft, never thrown, one hand, no magic", () => {
    expect(formulaMax(PUNCH.damage)).toBe(2);
    expect(PUNCH.damage).toBe("1d2");
    expect([...PUNCH.attributes]).toEqual(["str", "dex"]);
    expect(PUNCH.skill).toBe("brawl");
    expect(PUNCH.category).toBe("unarmed");
    expect(PUNCH).toMatchObject({ shock: null, range: null, long: false, thrown: false, twoHanded: false, magicBonus: 0, nonLethal: false, launcher: null });
    expect(planOrRefusal({ distanceFt: 10 }, PUNCH)).toBe(REFUSAL.outOfReach);
    expect(lineOf(planOrRefusal({ inGrapple: true }, PUNCH, character({ skills: { brawl: 2, stab: 0, shoot: 0, exert: 0 } })), MOD.skill)).toBe(2);
  });
});

describe("a swarm's limits", () => {
  it("a fifth assailant is told the swarm is full at four", () => {
    const four = ["a", "b", "c", "d"].reduce((state, id) => {
      const r = declareSwarm(state, id, 1);
      if (!r.ok) throw new Error(r.reason.key);
      return r.state;
    }, emptySwarm("ogre", 1));
    expect(declareSwarm(four, "e", 1)).toEqual({ ok: false, reason: { key: REFUSAL.swarmFull, data: { max: 4 } } });
  });
  it("a swarm declared last round cannot make its attack this round", () => {
    const declared = declareSwarm(emptySwarm("ogre", 1), "a", 1);
    if (!declared.ok) throw new Error(declared.reason.key);
    expect(makeSwarmAttack(declared.state, "a", 2)).toEqual({ ok: false, reason: { key: REFUSAL.swarmNotAssailant } });
    expect(makeSwarmAttack(declared.state, "a", 1).ok).toBe(true);
  });
});
