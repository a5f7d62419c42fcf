import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseFormula } from "../../../../src/core/dice/formula";
import type { AttackKind } from "../../../../src/rulesets/classic/rules/attack/attack-roll";
import { attackModesOf, checkAttackMode, wieldedTwoHanded } from "../../../../src/rulesets/classic/rules/attack/attack-modes";
import { planDamage } from "../../../../src/rulesets/classic/rules/attack/damage";
import { abilityModifier } from "../../../../src/rulesets/classic/rules/character/abilities";
import { spaceInSquares } from "../../../../src/rulesets/classic/rules/character/space";
import { checkWield } from "../../../../src/rulesets/classic/rules/character/wield";
import { threatensFootprint } from "../../../../src/rulesets/classic/rules/actions/threatening";
import { canSwallow } from "../../../../src/rulesets/classic/rules/maneuvers/swallow-whole";
import { shieldBashDamage, type shieldSchema } from "../../../../src/rulesets/classic/schema/items";
import { trainedInArmour, trainedWithWeapon } from "../../../../src/rulesets/classic/schema/training";
import type { Infer } from "../../../../src/core/schema/spec";
import { ROOT } from "../../../support/lang";
import type { PackDocument } from "../../../support/packs";
import { armour, creatureData, derived, everyWeapon, gear, heldIn, heroes, monsters, named, weaponData, weapons, type WeaponData } from "./support";

const manifest = JSON.parse(readFileSync(path.join(ROOT, "system.json"), "utf8")) as {
  packs: { name: string; ownership: Record<string, string> }[];
  packFolders: { name: string; packs: string[] }[];
};
const tokenOf = (doc: PackDocument) => (doc as PackDocument & { prototypeToken: { actorLink: boolean; disposition: number; width?: number; height?: number } }).prototypeToken;

function damage(weapon: WeaponData, kind: AttackKind, strengthModifier: number, twoHanded = weapon.twoHanded, flatBonus = weapon.flatDamageBonus) {
  const planned = planDamage({
    weaponDice: weapon.damage,
    kind,
    twoHanded,
    thrown: weapon.thrown,
    strengthModifier,
    trainedWithWeapon: true,
    stance: "normal",
    flat: flatBonus === 0 ? [] : [{ key: "training", value: flatBonus }],
    criticalMultiplier: weapon.criticalMultiplier,
  });
  if (!planned.ok) throw new Error(`refused: ${planned.reason.key}`);
  return planned.plan;
}
const weapon = (name: string) => weaponData(named(weapons, name));
const namesWhere = (test: (data: WeaponData) => boolean) => weapons.filter((doc) => test(weaponData(doc))).map((doc) => doc.name).sort();

describe("the classic compendium packs", () => {
  it("sit in their own compendium folder, Fray: Classic, with the monsters hidden from players", () => {
    const classicPacks = manifest.packs.filter((pack) => pack.name.startsWith("classic-"));
    expect(classicPacks.map((pack) => pack.name).sort()).toEqual(["classic-armour", "classic-gear", "classic-heroes", "classic-monsters", "classic-weapons"]);
    expect(manifest.packFolders.find((folder) => folder.name === "Fray: Classic")?.packs.sort()).toEqual(classicPacks.map((pack) => pack.name).sort());
    for (const pack of classicPacks) expect(pack.ownership.PLAYER, pack.name).toBe(pack.name === "classic-monsters" ? "NONE" : "OBSERVER");
  });

  it("hold at least 20 weapons, 12 monsters, 3 ready heroes, twelve suits of armour and the chapter's three shields", () => {
    expect(weapons.length).toBeGreaterThanOrEqual(20);
    expect(monsters).toHaveLength(12);
    expect(heroes).toHaveLength(3);
    expect(armour.filter((doc) => doc.type === "classicArmour")).toHaveLength(12);
    expect(armour.filter((doc) => doc.type === "classicShield").map((doc) => doc.name).sort()).toEqual(["Buckler", "Full Shield", "Tower Shield"]);
  });

  it("give every weapon and natural attack dice the damage rule accepts in each of its ways of use, a threat from 18–20 and a ×2 to ×4 critical", () => {
    for (const { owner, doc } of everyWeapon) {
      const data = weaponData(doc);
      for (const mode of attackModesOf({ shield: false, ranged: data.ranged, thrown: data.thrown })) {
        const checked = checkAttackMode(mode, { shield: false, ranged: data.ranged, thrown: data.thrown });
        if (!checked.ok) throw new Error(`${owner}: ${mode} refused`);
        const plan = damage({ ...data, thrown: checked.thrown }, checked.kind, 1, wieldedTwoHanded(mode, data, false));
        expect(parseFormula(plan.criticalFormula), `${owner} (${mode})`).not.toBeNull();
      }
      expect(data.threatFrom, owner).toBeGreaterThanOrEqual(18);
      expect([2, 3, 4], owner).toContain(data.criticalMultiplier);
    }
  });

  it("the chapter's straight sword at Strength 18: 1d8+4, two-handed 1d8+6, a critical 2d8+8, with Weapon Offensive Training 2d8+12", () => {
    const sword = weapon("Straight Sword");
    const str18 = abilityModifier(18);
    expect(damage(sword, "melee", str18).formula).toBe("1d8+4");
    expect(damage(sword, "melee", str18, true).formula).toBe("1d8+6");
    expect(damage(sword, "melee", str18).criticalFormula).toBe("2d8+8");
    expect(damage(sword, "melee", str18, false, 2).criticalFormula).toBe("2d8+12");
  });

  it("threaten on 19–20 with the dagger, swords and crossbows, on 18–20 with the rapier and scimitar, and crit ×3 with axes, the warhammer, spears and bows", () => {
    expect(namesWhere((data) => data.threatFrom === 19)).toEqual(["Dagger", "Greatsword", "Heavy Crossbow", "Light Crossbow", "Longsword", "Short Sword", "Straight Sword"]);
    expect(namesWhere((data) => data.threatFrom === 18)).toEqual(["Rapier", "Scimitar"]);
    expect(namesWhere((data) => data.criticalMultiplier === 3)).toEqual(["Battleaxe", "Glaive", "Greataxe", "Handaxe", "Longbow", "Longspear", "Shortbow", "Spear", "Warhammer"]);
    expect([weapon("Greatsword").damage, weapon("Greataxe").damage]).toEqual(["2d6", "1d12"]);
  });

  it("reach with the longspear, glaive and whip; disarm with the whip and flail; wrestle with the dagger, iron knuckles (a blunt striker) and bare hands", () => {
    expect(namesWhere((data) => data.reach)).toEqual(["Glaive", "Longspear", "Whip"]);
    expect(namesWhere((data) => data.disarming)).toEqual(["Flail", "Whip"]);
    expect(namesWhere((data) => data.grappleCompatible)).toEqual(["Dagger", "Iron Knuckles", "Unarmed Strike"]);
    for (const name of ["Glaive", "Longspear"]) expect(weapon(name).twoHanded, name).toBe(true);
  });

  it("blades and points pierce or slash (they cut a swallowed wielder out); clubs, maces, hammers, flails, slings, knuckles and fists do not", () => {
    expect(namesWhere((data) => !data.piercingOrSlashing)).toEqual(["Club", "Flail", "Iron Knuckles", "Mace", "Quarterstaff", "Sling", "Unarmed Strike", "Warhammer"]);
  });

  it("throw the dagger, handaxe, spear, javelin and trident with Strength; shoot bows, crossbows and the sling without it, never in melee", () => {
    expect(namesWhere((data) => data.thrown)).toEqual(["Dagger", "Handaxe", "Javelin", "Spear", "Trident"]);
    expect(namesWhere((data) => data.ranged)).toEqual(["Heavy Crossbow", "Light Crossbow", "Longbow", "Shortbow", "Sling"]);
    expect(damage(weapon("Javelin"), "ranged", 3).formula).toBe("1d6+3");
    expect(damage(weapon("Longbow"), "ranged", 3).formula).toBe("1d8");
    expect(damage(weapon("Longbow"), "ranged", 3).criticalFormula).toBe("3d8");
    for (const name of namesWhere((data) => data.ranged)) expect(attackModesOf({ shield: false, ...weapon(name) }), name).not.toContain("melee");
  });

  it("sort weapons into the simple, martial and exotic groups, with the longsword and whip exotic", () => {
    const groups = new Set(weapons.map((doc) => weaponData(doc).trainingGroup));
    expect([...groups].sort()).toEqual(["exotic", "martial", "simple"]);
    expect(namesWhere((data) => data.trainingGroup === "exotic")).toEqual(["Longsword", "Whip"]);
    for (const name of ["Club", "Dagger", "Iron Knuckles", "Mace", "Light Crossbow", "Sling", "Javelin", "Unarmed Strike"]) expect(weapon(name).trainingGroup, name).toBe("simple");
  });

  it("rate armour by category: light up to +4 AC, medium +3 to +5, heavy +6 to +8, heavier meaning a worse check penalty and more spell failure", () => {
    const suits = armour.filter((doc) => doc.type === "classicArmour").map((doc) => ({ name: doc.name, ...(doc.system as { category: string; acBonus: number; armourCheckPenalty: number; spellFailure: number }) }));
    const range = (category: string) => suits.filter((suit) => suit.category === category).map((suit) => suit.acBonus);
    expect([Math.min(...range("light")), Math.max(...range("light"))]).toEqual([1, 4]);
    expect([Math.min(...range("medium")), Math.max(...range("medium"))]).toEqual([3, 5]);
    expect([Math.min(...range("heavy")), Math.max(...range("heavy"))]).toEqual([6, 8]);
    expect(suits.find((suit) => suit.name === "Padded Armour")).toMatchObject({ acBonus: 1, armourCheckPenalty: 0, spellFailure: 5 });
    expect(suits.find((suit) => suit.name === "Full Plate")).toMatchObject({ category: "heavy", acBonus: 8, armourCheckPenalty: -6, spellFailure: 35 });
    const heavy = suits.filter((suit) => suit.category === "heavy");
    const light = suits.filter((suit) => suit.category === "light");
    expect(Math.min(...heavy.map((suit) => suit.spellFailure))).toBeGreaterThan(Math.max(...light.map((suit) => suit.spellFailure)));
    expect(Math.max(...heavy.map((suit) => suit.armourCheckPenalty))).toBeLessThan(Math.min(...light.map((suit) => suit.armourCheckPenalty)));
  });

  it("bash with a buckler for 1d4 (+1 AC), a full shield for 1d6 (+2 AC) and a tower shield for 1d10 (+4 AC)", () => {
    const shield = (name: string) => named(armour, name).system as unknown as Infer<typeof shieldSchema>;
    expect(["Buckler", "Full Shield", "Tower Shield"].map((name) => [shieldBashDamage(shield(name)), shield(name).acBonus])).toEqual([
      ["1d4", 1],
      ["1d6", 2],
      ["1d10", 4],
    ]);
  });

  it("sell healing potions of three strengths with dice to roll, a potion belt, an oil and two foci or more", () => {
    const healing = gear.filter((doc) => doc.system.kind === "potion").map((doc) => doc.system.healing as string);
    expect(healing).toHaveLength(3);
    for (const dice of healing) expect(parseFormula(dice), dice).not.toBeNull();
    expect(healing.map((dice) => parseFormula(dice)?.dice.reduce((sum, die) => sum + die.count, 0)).sort()).toEqual([1, 2, 3]);
    expect(gear.filter((doc) => doc.system.kind === "potionBelt")).toHaveLength(1);
    expect(gear.filter((doc) => doc.system.kind === "oil").length).toBeGreaterThanOrEqual(1);
    expect(gear.filter((doc) => doc.type === "classicFocus").map((doc) => doc.name)).toEqual(expect.arrayContaining(["Wand of Ash", "Holy Symbol"]));
    for (const doc of gear.filter((item) => item.type === "classicGear" && item.system.kind !== "potion")) expect(doc.system.healing, doc.name).toBe("");
  });
});

describe("the classic monsters and heroes", () => {
  const creatures = [...monsters, ...heroes];

  it("hold only what the wield rule allows: at most one item a slot, never a weapon in the offhand", () => {
    for (const doc of creatures) expect(checkWield(heldIn(doc, "primary"), heldIn(doc, "offhand")).ok, doc.name).toBe(true);
  });

  it("start unhurt, standing, with at least one hit point a Hit Die, and carry at least one attack", () => {
    for (const doc of creatures) {
      const system = creatureData(doc);
      expect(system.health.value, doc.name).toBe(system.health.max);
      expect(system.health.max, doc.name).toBeGreaterThanOrEqual(system.hitDice);
      expect([system.nonLethal, system.dying.down, system.dying.failures], doc.name).toEqual([0, false, 0]);
      expect((doc.items ?? []).some((item) => item.type === "classicWeapon"), doc.name).toBe(true);
    }
  });

  it("place monsters on tokens as big as their space, hostile and unlinked; heroes linked and friendly", () => {
    for (const doc of monsters) {
      const squares = spaceInSquares(creatureData(doc).size);
      expect(tokenOf(doc), doc.name).toMatchObject({ actorLink: false, disposition: -1, width: squares, height: squares });
    }
    for (const doc of heroes) expect(tokenOf(doc), doc.name).toMatchObject({ actorLink: true, disposition: 1 });
  });

  it("give monsters their Hit Dice at d8 averages plus CON in hit points: the troll's 6 HD and CON 23 make 63, the dire bear's 12 HD and CON 19 make 102", () => {
    for (const doc of monsters) {
      const system = creatureData(doc);
      expect(system.health.max, doc.name).toBe(Math.floor(system.hitDice * 4.5) + system.hitDice * abilityModifier(system.abilities.con.score));
    }
    expect([named(monsters, "Troll"), named(monsters, "Dire Bear")].map((doc) => creatureData(doc).health.max)).toEqual([63, 102]);
  });

  it("give monsters their size and reach: a Small goblin, a Large ogre, troll and dragon reaching 10 ft, a Large dire bear at 5 ft, a Huge serpent", () => {
    const sizeAndReach = (name: string) => {
      const system = creatureData(named(monsters, name));
      return [system.size, system.reach];
    };
    expect(sizeAndReach("Goblin")).toEqual(["small", 5]);
    for (const name of ["Ogre", "Troll", "Young Dragon"]) expect(sizeAndReach(name), name).toEqual(["large", 10]);
    expect(sizeAndReach("Dire Bear")).toEqual(["large", 5]);
    expect(sizeAndReach("Giant Serpent")).toEqual(["huge", 10]);
  });

  it("let the Huge serpent swallow a Small goblin whole, but not a Medium hero", () => {
    const serpent = creatureData(named(monsters, "Giant Serpent")).size;
    expect(canSwallow(serpent, creatureData(named(monsters, "Goblin")).size, false).ok).toBe(true);
    for (const doc of heroes) expect(canSwallow(serpent, creatureData(doc).size, false).ok, doc.name).toBe(false);
  });

  it("attack as their base attack says: the dire bear +9/+4, the young dragon +10/+5, the goblin once at +1", () => {
    expect(derived(named(monsters, "Dire Bear")).attacks).toEqual([9, 4]);
    expect(derived(named(monsters, "Young Dragon")).attacks).toEqual([10, 5]);
    expect(derived(named(monsters, "Goblin")).attacks).toEqual([1]);
  });

  it("a goblin's AC 15 is leather +2, buckler +1, DEX +1 and Small +1; touch 12, flat-footed 14", () => {
    const { ac } = derived(named(monsters, "Goblin"));
    expect([ac.normal, ac.touch, ac.flatFooted]).toEqual([15, 12, 14]);
  });

  it("natural attacks are always trained, and every monster holds a melee attack in its primary slot, so it threatens squares", () => {
    const natural = monsters.flatMap((doc) => (doc.items ?? []).filter((item) => item.img === "icons/svg/pawprint.svg").map((item) => ({ owner: `${doc.name}: ${item.name}`, data: weaponData(item) })));
    expect(natural.length).toBeGreaterThanOrEqual(10);
    for (const { owner, data } of natural) expect(data.trainedWith, owner).toBe(true);
    for (const doc of monsters) {
      const primary = (doc.items ?? []).filter((item) => item.type === "classicWeapon" && item.system.held === "primary").map(weaponData);
      expect(primary.map((data) => data.ranged), doc.name).toEqual([false]);
    }
  });

  it("a monster with 10 ft of reach threatens a foe two squares off its footprint with the attack it holds; one with 5 ft only the adjacent squares", () => {
    for (const doc of monsters) {
      const system = creatureData(doc);
      const held = weaponData((doc.items ?? []).find((item) => item.type === "classicWeapon" && item.system.held === "primary")!);
      const facts = { size: system.size, weapon: { reach: held.reach, trained: true }, statuses: new Set<string>() };
      const squares = spaceInSquares(system.size);
      const watcher = { col: 0, row: 0, width: squares, height: squares };
      const foe = (gap: number) => ({ col: squares - 1 + gap, row: 0, width: 1, height: 1 });
      expect(threatensFootprint(facts, watcher, foe(1)), `${doc.name} adjacent`).toBe(true);
      expect(threatensFootprint(facts, watcher, foe(2)), `${doc.name} two squares off`).toBe(system.reach >= 10);
    }
  });

  it("ready heroes: a fighter, a rogue and a cleric, trained with the weapon in hand and the armour they wear", () => {
    expect(heroes.map((doc) => doc.system.className).sort()).toEqual(["Cleric", "Fighter", "Rogue"]);
    for (const doc of heroes) {
      const system = creatureData(doc);
      for (const item of doc.items ?? []) {
        if (item.type === "classicWeapon" && item.system.held !== "none") expect(trainedWithWeapon(system.training, weaponData(item)), `${doc.name}: ${item.name}`).toBe(true);
        if (item.type === "classicArmour" && item.system.worn) expect(trainedInArmour(system.training, item.system as { category: "light" | "medium" | "heavy" }), `${doc.name}: ${item.name}`).toBe(true);
      }
    }
  });

  it("hero hit points from their Hit Dice: a full die at 1st level, half a die rounded up after, plus CON a level (fighter d10 28, rogue d6 17, cleric d8 21)", () => {
    const fromHitDice = (doc: PackDocument, die: number) => {
      const system = creatureData(doc);
      return die + (system.hitDice - 1) * (die / 2 + 1) + system.hitDice * abilityModifier(system.abilities.con.score);
    };
    expect([fromHitDice(named(heroes, "Brannoc Vell"), 10), fromHitDice(named(heroes, "Isket Marrowind"), 6), fromHitDice(named(heroes, "Tamsin Greaves"), 8)]).toEqual([28, 17, 21]);
    expect(heroes.map((doc) => creatureData(doc).health.max)).toEqual([28, 17, 21]);
  });

  it("the fighter in chainmail with a full shield: AC 18, touch 11, flat-footed 17, one attack at +3 and 1d8+3 with his sword", () => {
    const brannoc = named(heroes, "Brannoc Vell");
    const { ac, attacks, modifiers } = derived(brannoc);
    expect([ac.normal, ac.touch, ac.flatFooted, ...attacks]).toEqual([18, 11, 17, 3]);
    expect(damage(weaponData(named(brannoc.items ?? [], "Straight Sword")), "melee", modifiers.str).formula).toBe("1d8+3");
    expect(damage(weaponData(named(brannoc.items ?? [], "Greatsword")), "melee", modifiers.str).formula).toBe("2d6+4");
  });
});
