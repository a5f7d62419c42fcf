import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import declaredRules from "../../../../src/rulesets/declared/rules/ruleset";
import { declaredActionId } from "../../../../src/rulesets/declared/rules/actions/action-kinds";
import { planAttack, weaponModes } from "../../../../src/rulesets/declared/rules/combat/attack-plan";
import { damageTypeChoice } from "../../../../src/rulesets/declared/rules/combat/damage-types";
import { ROOT } from "../../../support/lang";
import type { PackDocument } from "../../../support/packs";
import { armour, attackWeapon, creatureSystem, declarer, derived, everyWeapon, gear, heroes, monsters, named, spells, weaponData, weapons } from "./support";

const manifest = JSON.parse(readFileSync(path.join(ROOT, "system.json"), "utf8")) as {
  packs: { name: string; ownership: Record<string, string> }[];
  packFolders: { name: string; packs: string[] }[];
};

const sortOf = (doc: PackDocument) => (doc as PackDocument & { sort: number }).sort;
const tokenOf = (doc: PackDocument) => (doc as PackDocument & { prototypeToken?: { actorLink: boolean; disposition: number; width?: number; height?: number } }).prototypeToken;
/** What one creature may declare, priced as the GM's client prices it. */
const declarable = (doc: PackDocument) => declaredRules.declaredActionsFor(declarer(doc));
const priceOf = (doc: PackDocument, kind: "attack" | "cast" | "consumable", itemName: string) => {
  const item = named(doc.items ?? [], itemName);
  return declarable(doc).find((action) => action.id === declaredActionId(kind, item._id))?.modifier;
};
const pricesOf = (doc: PackDocument, kind: "cast" | "consumable", itemNames: string[]) => itemNames.map((itemName) => priceOf(doc, kind, itemName));
const SHIELDS = ["Buckler", "Round Shield", "Tower Shield"];
const target = { defense: 12, defenseModifiers: [], dead: false };
const attacker = { level: 1, strengthModifier: 1, dexterityModifier: 1, isCharacter: true };

describe("the declared compendium packs", () => {
  it("sit in their own compendium folder, Fray: Declared, with the monsters hidden from players", () => {
    const declaredPacks = manifest.packs.filter((pack) => pack.name.startsWith("declared-"));
    expect(declaredPacks.map((pack) => pack.name).sort()).toEqual(["declared-armour", "declared-gear", "declared-heroes", "declared-monsters", "declared-spells", "declared-weapons"]);
    expect(manifest.packFolders.find((folder) => folder.name === "Fray: Declared")?.packs.sort()).toEqual(declaredPacks.map((pack) => pack.name).sort());
    for (const pack of declaredPacks) expect(pack.ownership.PLAYER, pack.name).toBe(pack.name === "declared-monsters" ? "NONE" : "OBSERVER");
  });

  it("hold at least 20 weapons, 12 monsters, the armour, shields, gear and spells the chapter names, and 3 ready heroes", () => {
    expect(weapons.length).toBeGreaterThanOrEqual(20);
    expect(monsters.length).toBeGreaterThanOrEqual(12);
    expect(heroes).toHaveLength(3);
    expect(spells.length).toBeGreaterThanOrEqual(4);
    for (const name of SHIELDS) expect(named(armour, name).type).toBe("declaredArmour");
    for (const name of ["Healing Draught", "Antidote", "Smoke Flask"]) expect(named(gear, name).type).toBe("declaredConsumable");
  });

  it("list the chapter's own creatures first among the monsters: the Ghoul, the hobgoblins, the Bugbear Scoundrel, the Wolf and a Leonin", () => {
    const order = [...monsters].sort((a, b) => sortOf(a) - sortOf(b)).map((doc) => doc.name);
    expect(order.slice(0, 6)).toEqual(["Ghoul", "Hobgoblin Warrior", "Hobgoblin Witch", "Bugbear Scoundrel", "Wolf", "Leonin Raider"]);
  });

  it("give every weapon and natural attack a damage formula the attack accepts in each of its ways of use, a damage type and a ×2 to ×4 critical", () => {
    for (const { owner, doc } of everyWeapon) {
      const weapon = attackWeapon(doc);
      expect(weapon.types.length, owner).toBeGreaterThan(0);
      expect([2, 3, 4], owner).toContain(weapon.criticalMultiplier);
      for (const mode of weaponModes(weapon)) expect(planAttack({ attacker, weapon, mode, target }).ok, `${owner} (${mode})`).toBe(true);
    }
  });

  it("shoot bows, the crossbow and the sling at range only, let the dagger, hand axe, spear and javelin be thrown, and keep the rest in melee", () => {
    const modes = (name: string) => weaponModes(attackWeapon(named(weapons, name)));
    for (const name of ["Shortbow", "Longbow", "Crossbow", "Sling"]) expect(modes(name), name).toEqual(["ranged"]);
    for (const name of ["Dagger", "Hand Axe", "Spear", "Javelin"]) expect(modes(name), name).toEqual(["melee", "thrown"]);
    const reaching = new Set(["Shortbow", "Longbow", "Crossbow", "Sling", "Dagger", "Hand Axe", "Spear", "Javelin"]);
    for (const doc of weapons.filter((weapon) => !reaching.has(weapon.name))) {
      expect(weaponData(doc).range, doc.name).toBeNull();
      expect(modes(doc.name), doc.name).toEqual(["melee"]);
    }
  });

  it("deal blunt, piercing, slashing and chopping damage, and leave the injury table to the wielder of a weapon with two types (the GM for monsters)", () => {
    const types = new Set(weapons.flatMap((doc) => attackWeapon(doc).types));
    for (const type of ["blunt", "piercing", "slashing", "chopping"]) expect([...types]).toContain(type);
    const greataxe = attackWeapon(named(weapons, "Greataxe")).types;
    expect(damageTypeChoice(greataxe, true)).toEqual({ choices: ["slashing", "chopping"], chooser: "attacker" });
    expect(damageTypeChoice(greataxe, false).chooser).toBe("gm");
    expect(damageTypeChoice(attackWeapon(named(weapons, "Mace")).types, true).chooser).toBeNull();
  });

  it("make a dagger quicker to strike with than a long sword, and a long sword quicker than a greataxe", () => {
    const speed = (name: string) => weaponData(named(weapons, name)).speed;
    expect(speed("Dagger")).toBeLessThan(speed("Long Sword"));
    expect(speed("Long Sword")).toBeLessThan(speed("Greataxe"));
  });

  it("price each creature's declared attacks at its weapons' speeds, and a defensive attack one slower", () => {
    for (const doc of [...monsters, ...heroes]) {
      for (const item of (doc.items ?? []).filter((carried) => carried.type === "declaredWeapon")) {
        const speed = weaponData(item).speed;
        expect(priceOf(doc, "attack", item.name), `${doc.name}: ${item.name}`).toBe(speed);
        expect(declarable(doc).find((action) => action.id === declaredActionId("defensiveAttack", item._id))?.modifier, `${doc.name}: ${item.name}`).toBe(speed + 1);
      }
    }
  });

  it("give each spell a casting TN, cast at TN − 10 unless it states its own speed (Quick Ward's +0)", () => {
    expect(pricesOf(named(monsters, "Hobgoblin Witch"), "cast", ["Fire Dart", "Hex of Frailty", "Quick Ward"])).toEqual([3, 5, 0]);
    for (const doc of spells) {
      const system = doc.system as { castingTN: number; speed: number | null };
      if (doc.name !== "Quick Ward") expect(system.speed, doc.name).toBeNull();
      expect(system.castingTN, doc.name).toBeGreaterThan(10);
    }
  });

  it("price a drunk or applied consumable at the chapter's +6, and a thrown flask at a throw's +2", () => {
    expect(pricesOf(named(heroes, "Wren Alder"), "consumable", ["Healing Draught", "Antidote", "Smoke Flask"])).toEqual([6, 6, 2]);
    for (const doc of gear) {
      const { initiativeModifier, effect } = doc.system as { initiativeModifier: number; effect: string };
      expect([2, 6], doc.name).toContain(initiativeModifier);
      expect(effect.startsWith("Throw") || effect.startsWith("Scatter"), doc.name).toBe(initiativeModifier === 2);
    }
  });

  it("make body armour add Armour, heavier armour cost Defense, and shields add Defense and no Armour", () => {
    for (const doc of armour) {
      const { defenseBonus, armourBonus } = doc.system as { defenseBonus: number; armourBonus: number };
      if (SHIELDS.includes(doc.name)) expect({ defense: defenseBonus > 0, armour: armourBonus }, doc.name).toEqual({ defense: true, armour: 0 });
      else expect(armourBonus, doc.name).toBeGreaterThan(0);
    }
    const bonus = (name: string) => named(armour, name).system as { defenseBonus: number; armourBonus: number };
    expect(bonus("Plate Harness").armourBonus).toBeGreaterThan(bonus("Leather Armour").armourBonus);
    expect(bonus("Plate Harness").defenseBonus).toBeLessThan(bonus("Leather Armour").defenseBonus);
  });

  it("give every creature its Strength in Wound Points and, unhurt, Stress at its dice's average rounded down", () => {
    for (const doc of [...monsters, ...heroes]) {
      const system = creatureSystem(doc);
      const numbers = derived(doc);
      expect(system.health, doc.name).toEqual({ value: numbers.woundPoints.value, max: numbers.woundPoints.value });
      expect(numbers.woundPoints.value, doc.name).toBe(system.attributes.strength.score);
      if (!numbers.stress.ok) throw new Error(`${doc.name}: no Stress dice`);
      expect(system.stress, doc.name).toEqual({ value: Math.floor(numbers.stress.average), max: Math.floor(numbers.stress.average) });
      expect(numbers.woundState, doc.name).toBe("unhurt");
    }
  });

  it("give each monster something to strike with and an unlinked hostile token, two squares wide for the bear and the ogre", () => {
    for (const doc of monsters) {
      expect(declarable(doc).some((action) => action.id.startsWith("attack:")), doc.name).toBe(true);
      const large = ["Cave Bear", "Ogre"].includes(doc.name);
      expect(tokenOf(doc), doc.name).toMatchObject({ actorLink: false, disposition: -1, ...(large ? { width: 2, height: 2 } : {}) });
      if (!large) expect(tokenOf(doc)?.width, doc.name).toBeUndefined();
    }
  });

  it("give each ready hero a class, a weapon, worn armour that raises their Armour, and a linked friendly token", () => {
    for (const doc of heroes) {
      const system = doc.system as { class: { name: string; level: number } };
      expect(system.class.level, doc.name).toBeGreaterThan(0);
      expect(system.class.name, doc.name).not.toBe("");
      expect((doc.items ?? []).some((item) => item.type === "declaredWeapon"), doc.name).toBe(true);
      expect(derived(doc).armour.value, doc.name).toBeGreaterThan(0);
      expect(tokenOf(doc), doc.name).toMatchObject({ actorLink: true, disposition: 1 });
    }
  });

  it("arm heroes and monsters with copies of pack items, so their numbers match the compendium's", () => {
    const catalogue = [...weapons, ...armour, ...gear, ...spells];
    for (const doc of [...heroes, ...monsters]) {
      for (const item of doc.items ?? []) {
        const source = catalogue.find((candidate) => candidate.name === item.name);
        if (!source) {
          // A monster's own claws or bite: a natural attack, not a pack item.
          expect({ owner: doc.type, item: item.type, img: item.img }, `${doc.name}: ${item.name}`).toEqual({ owner: "declaredMonster", item: "declaredWeapon", img: "icons/svg/pawprint.svg" });
          continue;
        }
        const { worn: _worn, quantity: _quantity, ...own } = item.system as Record<string, unknown>;
        const { worn: _w, quantity: _q, ...original } = source.system as Record<string, unknown>;
        expect(own, `${doc.name}: ${item.name}`).toEqual(original);
        expect(item.type, `${doc.name}: ${item.name}`).toBe(source.type);
      }
    }
  });
});
