import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseFormula } from "../../../../src/core/dice/formula";
import { planAttack, type PlanAttackInput } from "../../../../src/rulesets/factions/rules/attack/attack-plan";
import { FACTIONS_WIT_SAVE_BECAUSE } from "../../../../src/rulesets/factions/rules/attack/labels";
import { coverArmour } from "../../../../src/rulesets/factions/rules/attack/protection";
import { drinkHealingDraught, HEALING_DRAUGHT_FORMULA, takeAntidote, useOne } from "../../../../src/rulesets/factions/rules/character/consumables";
import { factionsInitiativeStats } from "../../../../src/rulesets/factions/rules/character/initiative";
import { FACTIONS_STATUS } from "../../../../src/rulesets/factions/rules/character/statuses";
import { breaksWhenAttacking } from "../../../../src/rulesets/factions/rules/gear/in-fight-breakage";
import { moraleCall, moraleExemption } from "../../../../src/rulesets/factions/rules/morale/morale-check";
import type { RangeBand } from "../../../../src/rulesets/factions/rules/zones/range-band";
import { halfRangeZones, rangeBand } from "../../../../src/rulesets/factions/rules/zones/range-band";
import { ROOT } from "../../../support/lang";
import type { PackDocument } from "../../../support/packs";
import { armour, armourOf, consumableData, creatureData, everyWeapon, gear, heroes, monsters, named, ofType, weaponData, weapons, type WeaponData } from "./support";

const manifest = JSON.parse(readFileSync(path.join(ROOT, "system.json"), "utf8")) as {
  packs: { name: string; ownership: Record<string, string> }[];
  packFolders: { name: string; packs: string[] }[];
};
const tokenOf = (doc: PackDocument) => (doc as PackDocument & { prototypeToken: { actorLink: boolean; disposition: number; width?: number; height?: number } }).prototypeToken;
const weapon = (name: string) => weaponData(named(weapons, name));
const namesWhere = (test: (data: WeaponData) => boolean) => weapons.filter((doc) => test(weaponData(doc))).map((doc) => doc.name).sort();

/** An attack with this weapon at a visible, unprotected target standing in that band (nearby for melee). */
function attackWith(data: WeaponData, band: RangeBand, extra: Partial<PlanAttackInput> = {}) {
  return planAttack({
    weapon: { damage: data.damage, kind: data.attackKind, blast: data.blast, penetratesCover: data.penetratesCover },
    target: { nearby: data.attackKind === "melee", band, visible: true, incapacitated: false, concealed: false, protection: "none", peeking: false },
    moving: false,
    holdBack: false,
    finalBlow: false,
    impaired: "d4",
    ...extra,
  });
}
/** The band a weapon is used in at its ordinary reach: melee in its own zone, ranged within half range, indirect beyond it. */
const usualBand = (data: WeaponData): RangeBand => (data.attackKind === "indirect" ? "beyondHalf" : "withinHalf");

describe("the factions compendium packs", () => {
  it("sit in their own compendium folder, Fray: Factions, with the monsters hidden from players", () => {
    const factionsPacks = manifest.packs.filter((pack) => pack.name.startsWith("factions-"));
    expect(factionsPacks.map((pack) => pack.name).sort()).toEqual(["factions-armour", "factions-gear", "factions-heroes", "factions-monsters", "factions-weapons"]);
    expect(manifest.packFolders.find((folder) => folder.name === "Fray: Factions")?.packs.sort()).toEqual(factionsPacks.map((pack) => pack.name).sort());
    for (const pack of factionsPacks) expect(pack.ownership.PLAYER, pack.name).toBe(pack.name === "factions-monsters" ? "NONE" : "OBSERVER");
  });

  it("hold at least 20 weapons (unarmed is built in, not a pack weapon), 12 monsters, 3 ready heroes, suits of armour and shields", () => {
    expect(weapons.length).toBeGreaterThanOrEqual(20);
    expect(weapons.map((doc) => doc.name.toLowerCase())).not.toContain("unarmed");
    expect(monsters).toHaveLength(12);
    expect(heroes).toHaveLength(3);
    expect(armour.filter((doc) => doc.type === "factionsArmour").length).toBeGreaterThanOrEqual(5);
    expect(armour.filter((doc) => doc.type === "factionsShield").map((doc) => doc.name).sort()).toEqual(["Buckler", "Round Shield", "Tower Shield"]);
  });

  it("give every weapon and natural attack dice the attack plan rolls at its usual reach, and a d4 when the damage is impaired", () => {
    for (const { owner, doc } of everyWeapon) {
      const data = weaponData(doc);
      const planned = attackWith(data, usualBand(data));
      if (!planned.ok) throw new Error(`${owner}: refused ${planned.reason.key}`);
      expect(planned.plan.damage?.formula, owner).toBe(data.damage);
      expect(parseFormula(data.damage), owner).not.toBeNull();
      const heldBack = attackWith(data, usualBand(data), { holdBack: true });
      expect(heldBack.ok && heldBack.plan.damage?.formula, owner).toBe("1d4");
    }
  });

  it("carry every kind the chapter names: dagger, sword, axe, spear, mace, greatsword, halberd, bow, crossbow, sling, javelin", () => {
    const names = weapons.map((doc) => doc.name);
    for (const name of ["Dagger", "Sword", "Hand Axe", "Spear", "Mace", "Greatsword", "Halberd", "Bow", "Crossbow", "Sling", "Javelin"]) expect(names, name).toContain(name);
  });

  it("melee weapons reach their own zone only; bows, crossbows, slings and thrown weapons count their range in zones, needing a WIT save past half of it", () => {
    for (const doc of weapons.filter((item) => weaponData(item).attackKind === "melee")) expect(weaponData(doc).range, doc.name).toBe(0);
    const ranged = namesWhere((data) => data.attackKind === "ranged");
    expect(ranged).toEqual(["Bow", "Crossbow", "Fire-Pot", "Heavy Crossbow", "Javelin", "Longbow", "Sling", "Throwing Knives"]);
    // The bow reaches 4 zones: 2 away hits without a save, 3 away needs one, 5 away is out of range.
    const bow = weapon("Bow");
    expect([halfRangeZones(bow.range), rangeBand(2, bow.range), rangeBand(3, bow.range), rangeBand(5, bow.range)]).toEqual([2, "withinHalf", "beyondHalf", "outOfRange"]);
    const far = attackWith(bow, "beyondHalf");
    expect(far.ok && far.plan.witSaveBecause.map((reason) => reason.key)).toEqual([FACTIONS_WIT_SAVE_BECAUSE.beyondHalfRange]);
    // Throwing knives reach only the next zone, which is already beyond half of 1.
    expect(rangeBand(1, weapon("Throwing Knives").range)).toBe("beyondHalf");
  });

  it("the mortar lobs over walls: only beyond half range, always a WIT save, a blast that strays when it misses", () => {
    const mortar = weapon("Mortar");
    expect(mortar).toMatchObject({ attackKind: "indirect", blast: true, grip: "great" });
    expect(attackWith(mortar, "withinHalf").ok).toBe(false);
    const lobbed = attackWith(mortar, "beyondHalf", { target: { nearby: false, band: "beyondHalf", visible: false, incapacitated: false, concealed: false, protection: "barrier", peeking: false } });
    expect(lobbed.ok && [lobbed.plan.witSave, lobbed.plan.canMiss, lobbed.plan.blast]).toEqual([true, true, true]);
    expect(namesWhere((data) => data.attackKind === "indirect")).toEqual(["Mortar"]);
  });

  it("blasts: the fire-pot is thrown into a zone and may miss; the flail whirls through its wielder's zone and cannot", () => {
    expect(namesWhere((data) => data.blast)).toEqual(["Fire-Pot", "Flail", "Mortar"]);
    const pot = attackWith(weapon("Fire-Pot"), "withinHalf");
    expect(pot.ok && pot.plan.canMiss).toBe(true);
    const flail = attackWith(weapon("Flail"), "withinHalf", { target: { nearby: true, band: "withinHalf", visible: false, incapacitated: false, concealed: false, protection: "none", peeking: false } });
    expect(flail.ok && [flail.plan.canMiss, flail.plan.witSave]).toEqual([false, false]);
  });

  it("the heavy crossbow and the mortar hit through cover; every other weapon faces the +1 armour cover gives", () => {
    expect(namesWhere((data) => data.penetratesCover)).toEqual(["Heavy Crossbow", "Mortar"]);
    expect(coverArmour("cover", weapon("Heavy Crossbow").penetratesCover)).toBe(0);
    expect(coverArmour("cover", weapon("Crossbow").penetratesCover)).toBe(1);
  });

  it("great weapons take both hands: quarterstaff, greatsword, greataxe, halberd, bows, crossbows, the mortar and the pitchfork", () => {
    expect(namesWhere((data) => data.grip === "great")).toEqual(["Bow", "Crossbow", "Greataxe", "Greatsword", "Halberd", "Heavy Crossbow", "Longbow", "Mortar", "Pitchfork", "Quarterstaff"]);
  });

  it("improvised weapons are simple and handled as damaged: a 1 on their damage die breaks them, when it leaves an intact sword whole", () => {
    const improvised = namesWhere((data) => data.improvised);
    expect(improvised).toEqual(["Broken Bottle", "Chair Leg", "Pitchfork"]);
    for (const name of improvised) {
      expect(weapon(name).simple, name).toBe(true);
      expect(breaksWhenAttacking({ id: name, kind: "weapon", condition: weapon(name).condition, improvised: weapon(name).improvised }, 1), name).toBe(true);
    }
    expect(breaksWhenAttacking({ id: "sword", kind: "weapon", condition: weapon("Sword").condition, improvised: weapon("Sword").improvised }, 1)).toBe(false);
  });

  it("sell new gear intact and unused, nothing coated with poison yet", () => {
    for (const doc of [...weapons, ...armour]) expect([doc.system.usedThisFight, doc.system.coated ?? false], doc.name).toEqual([false, false]);
    for (const doc of [...weapons, ...armour].filter((item) => !item.system.improvised)) expect(doc.system.condition, doc.name).toBe("intact");
  });

  it("rate suits from 1 (padded, leather) to 3 (plate) armour; the tower shield gives 2, the others 1, and all strike for a d4", () => {
    const suits = armour.filter((doc) => doc.type === "factionsArmour").map((doc) => doc.system.armourValue as number);
    expect([Math.min(...suits), Math.max(...suits)]).toEqual([1, 3]);
    const shields = armour.filter((doc) => doc.type === "factionsShield");
    expect(shields.map((doc) => [doc.name, doc.system.armourValue, doc.system.damage]).sort()).toEqual([
      ["Buckler", 1, "1d4"],
      ["Round Shield", 1, "1d4"],
      ["Tower Shield", 2, "1d4"],
    ]);
  });

  it("sell a healing draught for the usual 1d6, a strong one for 2d6 that stands a fallen drinker up, an antidote and doses of poison", () => {
    const draught = consumableData(named(gear, "Healing Draught"));
    expect([draught.kind, draught.healing || HEALING_DRAUGHT_FORMULA]).toEqual(["healingDraught", "1d6"]);
    const strong = consumableData(named(gear, "Strong Healing Draught"));
    expect(strong.healing).toBe("2d6");
    const drunk = drinkHealingDraught({ value: 0, max: 9 }, new Set([FACTIONS_STATUS.incapacitated]), 7);
    expect(drunk.ok && drunk.health).toEqual({ value: 7, max: 9 });
    expect(takeAntidote(new Set([FACTIONS_STATUS.poisoned])).remove).toEqual([FACTIONS_STATUS.poisoned]);
    expect(consumableData(named(gear, "Antidote")).kind).toBe("antidote");
    const poison = consumableData(named(gear, "Dose of Poison"));
    expect([poison.kind, useOne(poison)]).toEqual(["poison", { ok: true, quantity: 2 }]);
  });
});

describe("the factions monsters and heroes", () => {
  const creatures = [...monsters, ...heroes];

  it("start unhurt with at least 1 health, and carry at least one weapon in hand", () => {
    for (const doc of creatures) {
      const system = creatureData(doc);
      expect(system.health.value, doc.name).toBe(system.health.max);
      expect(system.health.max, doc.name).toBeGreaterThanOrEqual(1);
      expect(ofType(doc, "factionsWeapon").some((item) => item.system.equipped === true), doc.name).toBe(true);
    }
  });

  it("place monsters on hostile, unlinked tokens (big ones on 2×2); heroes on linked, friendly ones", () => {
    for (const doc of monsters) expect(tokenOf(doc), doc.name).toMatchObject({ actorLink: false, disposition: -1 });
    for (const name of ["Bear", "Ogre", "Giant Spider"]) expect(tokenOf(named(monsters, name)), name).toMatchObject({ width: 2, height: 2 });
    for (const doc of heroes) expect(tokenOf(doc), doc.name).toMatchObject({ actorLink: true, disposition: 1 });
  });

  it("leave the faction blank, so each token's disposition sets the side it fights for", () => {
    for (const doc of creatures) expect(creatureData(doc).faction, doc.name).toBe("");
  });

  it("wear their armour and hold their shields: the bandit leader's brigandine and round shield make 3, the bear's hide 1, Balthasar's chainmail and shield 3", () => {
    expect(armourOf(named(monsters, "Bandit Leader")).total).toBe(3);
    expect(armourOf(named(monsters, "Bear")).total).toBe(1);
    expect(armourOf(named(monsters, "Wolf")).total).toBe(0);
    expect(armourOf(named(heroes, "Balthasar")).lines.map((line) => [line.data?.name, line.value])).toEqual([
      ["Chainmail", 2],
      ["Round Shield", 1],
    ]);
    expect(armourOf(named(heroes, "Theobald")).total).toBe(2);
    expect(armourOf(named(heroes, "Sybilla")).total).toBe(1);
  });

  it("natural attacks are melee: the bear's maul strikes everyone else in its zone and cannot miss, the other bites and claws one target", () => {
    const natural = monsters.flatMap((doc) => ofType(doc, "factionsWeapon").filter((item) => item.img === "icons/svg/pawprint.svg").map((item) => ({ owner: `${doc.name}: ${item.name}`, data: weaponData(item) })));
    expect(natural.length).toBeGreaterThanOrEqual(5);
    for (const { owner, data } of natural) expect([data.attackKind, data.range], owner).toEqual(["melee", 0]);
    expect(natural.filter(({ data }) => data.blast).map(({ owner }) => owner)).toEqual(["Bear: Maul"]);
    const maul = attackWith(natural.find(({ owner }) => owner === "Bear: Maul")!.data, "withinHalf");
    expect(maul.ok && maul.plan.canMiss).toBe(false);
  });

  it("the undead are immune to fear and never check morale; four bandits with two down must", () => {
    const fearless = monsters.filter((doc) => creatureData(doc).immuneToFear).map((doc) => doc.name).sort();
    expect(fearless).toEqual(["Skeleton", "Zombie"]);
    const member = (doc: PackDocument, id: string, fighting = true) => ({ id, fighting, immuneToFear: creatureData(doc).immuneToFear, passedMorale: false, health: 5, maxHealth: 5 });
    expect(moraleExemption(member(named(monsters, "Skeleton"), "s1"))).toBe("immuneToFear");
    const bandit = named(monsters, "Bandit");
    const call = moraleCall({ originalCount: 4, members: [member(bandit, "b1"), member(bandit, "b2"), member(bandit, "b3", false), member(bandit, "b4", false)] });
    expect(call?.rollers).toEqual(["b1", "b2"]);
  });

  it("the worked example's WITs: Balthasar 12, Sybilla 6, Theobald 9, the bandits 8 and their leader 10 — at a threshold of 9 Balthasar, Theobald and the leader act fast", () => {
    const wit = (doc: PackDocument) => factionsInitiativeStats(doc.system).wit;
    const fighters = [named(heroes, "Balthasar"), named(heroes, "Sybilla"), named(heroes, "Theobald"), named(monsters, "Bandit"), named(monsters, "Bandit Leader")];
    expect(fighters.map(wit)).toEqual([12, 6, 9, 8, 10]);
    expect(fighters.filter((doc) => (wit(doc) ?? 0) >= 9).map((doc) => doc.name)).toEqual(["Balthasar", "Theobald", "Bandit Leader"]);
  });

  it("ready heroes have a background to read and a draught, antidote or poison in their packs", () => {
    expect(heroes.map((doc) => doc.name)).toEqual(["Balthasar", "Sybilla", "Theobald"]);
    for (const doc of heroes) {
      expect(String(doc.system.background).length, doc.name).toBeGreaterThan(20);
      expect(ofType(doc, "factionsConsumable").length, doc.name).toBeGreaterThanOrEqual(1);
    }
  });
});
