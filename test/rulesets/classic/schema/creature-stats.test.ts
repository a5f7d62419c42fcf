import { describe, expect, it } from "vitest";
import { initialData } from "../../../../src/core/schema/spec";
import { characterSchema } from "../../../../src/rulesets/classic/schema/character";
import { monsterSchema } from "../../../../src/rulesets/classic/schema/monster";
import { armourSchema, shieldSchema } from "../../../../src/rulesets/classic/schema/items";
import { classicCreatureStats, wornArmour } from "../../../../src/rulesets/classic/schema/creature-stats";
import { deriveClassicCreature } from "../../../../src/rulesets/classic/rules/character/derived";

const suit = (acBonus: number, armourCheckPenalty: number, worn = true) => ({ ...initialData(armourSchema), acBonus, armourCheckPenalty, worn });
const shield = (acBonus: number, held: "none" | "primary" | "offhand" = "offhand") => ({ ...initialData(shieldSchema), acBonus, held });
const noGear = { armour: [], shields: [] };

describe("a classic sheet read by the character rules", () => {
  it("a blank character: AC 10 (touch 10, flat-footed 10), one attack at +0, initiative +0, Fortitude +0, conscious", () => {
    const derived = deriveClassicCreature(classicCreatureStats(initialData(characterSchema), noGear));
    expect([derived.ac.normal, derived.ac.touch, derived.ac.flatFooted]).toEqual([10, 10, 10]);
    expect(derived.attacks).toEqual([0]);
    expect([derived.initiativeBonus, derived.fortitude.total]).toEqual([0, 0]);
    expect(derived.unconscious).toBe(false);
  });

  it("the fighter: STR 18, DEX 14, BAB +11 gives +11/+6/+1; breastplate +5 and a full shield +2 give AC 19, touch 12, flat-footed 17", () => {
    const fighter = { ...initialData(characterSchema), baseAttackBonus: 11, fortitudeBase: 7 };
    fighter.abilities.str.score = 18;
    fighter.abilities.dex.score = 14;
    fighter.abilities.con.score = 14;
    const derived = deriveClassicCreature(classicCreatureStats(fighter, { armour: [suit(5, -4)], shields: [shield(2)] }));
    expect(derived.attacks).toEqual([11, 6, 1]);
    expect([derived.ac.normal, derived.ac.touch, derived.ac.flatFooted]).toEqual([19, 12, 17]);
    expect(derived.fortitude.total).toBe(9);
    expect(derived.escapeArtist.total).toBe(-2);
  });

  it("armour carried but not worn and a shield not held give nothing, and no check penalty", () => {
    const stats = classicCreatureStats(initialData(characterSchema), { armour: [suit(9, -6, false)], shields: [shield(4, "none")] });
    expect(stats.acParts.armour).toBe(0);
    expect(stats.shieldBonuses).toEqual([]);
    expect(stats.armourCheckPenalty).toBe(0);
  });

  it("a shield in the primary slot counts; of two shields only the better", () => {
    const stats = classicCreatureStats(initialData(characterSchema), { armour: [], shields: [shield(1, "primary"), shield(2)] });
    expect(stats.shieldBonuses).toEqual([1, 2]);
    expect(deriveClassicCreature(stats).ac.normal).toBe(12);
  });

  it("two suits worn: only the better one counts, with its own check penalty", () => {
    expect(wornArmour([suit(3, -1), suit(6, -3), suit(8, -5, false)])).toMatchObject({ acBonus: 6, armourCheckPenalty: -3 });
    expect(wornArmour([])).toBeNull();
  });

  it("an ogre's stored parts: Large, natural armour +5, a +1 deflection ring; hit points and non-lethal damage carried over", () => {
    const ogre = { ...initialData(monsterSchema), size: "large" as const, health: { value: 4, max: 30 }, nonLethal: 4 };
    ogre.ac = { ...ogre.ac, natural: 5, deflection: 1 };
    const stats = classicCreatureStats(ogre, noGear);
    expect(stats).toMatchObject({ size: "large", hp: 4, nld: 4, acParts: { natural: 5, deflection: 1, armour: 0 } });
    const derived = deriveClassicCreature(stats);
    expect(derived.ac.normal).toBe(15);
    expect(derived.unconscious).toBe(true);
  });

  it("initiative misc and the Escape Artist skill reach the derived numbers", () => {
    const rogue = { ...initialData(characterSchema), initiative: { misc: 4 }, skills: { escapeArtist: 5 } };
    rogue.abilities.dex.score = 16;
    const derived = deriveClassicCreature(classicCreatureStats(rogue, { armour: [suit(2, -1)], shields: [] }));
    expect(derived.initiativeBonus).toBe(7);
    expect(derived.escapeArtist.total).toBe(7);
  });
});
