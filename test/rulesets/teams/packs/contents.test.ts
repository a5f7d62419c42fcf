import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { itemDefence, itemDurability, LUCK_DIE_FACES } from "../../../../src/rulesets/teams/rules/derived";
import { teamsCharacterSheetContext } from "../../../../src/rulesets/teams/sheets/character-context";
import { teamsMonsterSheetContext } from "../../../../src/rulesets/teams/sheets/monster-context";
import { ROOT } from "../../../support/lang";
import type { PackDocument } from "../../../support/packs";
import { itemRows } from "../../../support/sheet-contexts";
import { armour, gear, heroes, heroSystem, monsters, monsterSystem, named, weaponData, weapons } from "./support";

const manifest = JSON.parse(readFileSync(path.join(ROOT, "system.json"), "utf8")) as {
  packs: { name: string; ownership: Record<string, string> }[];
  packFolders: { name: string; packs: string[] }[];
};

type AttackData = ReturnType<typeof weaponData>;
const monsterAttacks = monsters.flatMap((doc) => monsterSystem(doc).attacks.map((attack) => ({ owner: `${doc.name}: ${attack.name}`, attack: attack as AttackData })));
const allAttacks = [...weapons.map((doc) => ({ owner: doc.name, attack: weaponData(doc) })), ...monsterAttacks];
const defensive = (doc: PackDocument) => {
  const system = doc.system as { metal: boolean; durability: { listed: number | null; lost: number }; blockValue?: number | null; parryValue?: number | null };
  return { metal: system.metal, listed: system.durability.listed, lost: system.durability.lost, wielded: true, blockValue: system.blockValue ?? null, parryValue: system.parryValue ?? null };
};

describe("the teams compendium packs", () => {
  it("sit in their own compendium folder, with the monsters hidden from players", () => {
    const teamsPacks = manifest.packs.filter((pack) => pack.name.startsWith("teams-"));
    expect(manifest.packFolders.find((folder) => folder.name === "Fray: Teams")?.packs.sort()).toEqual(teamsPacks.map((pack) => pack.name).sort());
    for (const pack of teamsPacks) expect(pack.ownership.PLAYER, pack.name).toBe(pack.name === "teams-monsters" ? "NONE" : "OBSERVER");
  });

  it("hold at least 20 weapons, 12 monsters and 3 ready heroes, and the chapter's own names among them", () => {
    expect(weapons.length).toBeGreaterThanOrEqual(20);
    expect(monsters.length).toBeGreaterThanOrEqual(12);
    expect(heroes.map((doc) => doc.name).sort()).toEqual(["Agnessa", "Boudica", "Petra"]);
    for (const name of ["Spear", "Shortbow", "Dagger", "Crossbow"]) expect(named(weapons, name).type).toBe("teamsWeapon");
  });

  it("list the chapter's goblins and town guards first among the monsters", () => {
    const sortOf = (doc: PackDocument) => (doc as PackDocument & { sort: number }).sort;
    const order = [...monsters].sort((a, b) => sortOf(a) - sortOf(b)).map((doc) => doc.name);
    expect(order.slice(0, 6).every((name) => name.startsWith("Goblin") || name.includes("Guard"))).toBe(true);
  });

  it("give every weapon and natural attack an attribute to test with, more damage on a critical, and a threshold the d20 luck die can reach", () => {
    for (const { owner, attack } of allAttacks) {
      expect(Object.values(attack.attributes).some(Boolean), owner).toBe(true);
      expect(attack.criticalDamage, owner).toBeGreaterThan(attack.damage);
      expect(attack.criticalThreshold, owner).toBeLessThanOrEqual(LUCK_DIE_FACES);
    }
  });

  it("have ranged weapons that are either thrown or fire a projectile, and reload only what fires a projectile", () => {
    for (const { owner, attack } of allAttacks) {
      expect(attack.thrown && attack.projectile, owner).toBe(false);
      if (attack.reload > 0) expect(attack.projectile, owner).toBe(true);
      if (attack.proficiencies.ranged && !attack.proficiencies.martial && !attack.proficiencies.finesse) expect(attack.thrown || attack.projectile, owner).toBe(true);
    }
    expect(named(weapons, "Heavy Crossbow").system.reload).toBeGreaterThan(3);
  });

  it("deal physical, elemental and nonlethal damage across the weapons", () => {
    const types = new Set(weapons.map((doc) => weaponData(doc).damageType));
    for (const type of ["piercing", "slashing", "bludgeoning", "fire", "shock"]) expect([...types]).toContain(type);
    expect(weapons.filter((doc) => weaponData(doc).nonlethal).length).toBeGreaterThan(0);
  });

  it("make every shield able to block, and every block and parry value usable when held", () => {
    const shields = armour.filter((doc) => doc.type === "teamsShield");
    expect(shields.length).toBeGreaterThan(0);
    for (const shield of shields) expect(itemDefence(defensive(shield)).canBlock, shield.name).toBe(true);
    const blockingWeapons = weapons.filter((doc) => doc.system.blockValue !== null);
    expect(blockingWeapons.map((doc) => doc.name)).toContain("Quarterstaff");
    for (const weapon of blockingWeapons) expect(itemDefence(defensive(weapon)).canBlock, weapon.name).toBe(true);
  });

  it("give metal items 10 durability and other unlisted items 4, unless one is listed", () => {
    const durable = [...weapons, ...armour.filter((doc) => doc.type === "teamsShield"), ...gear];
    for (const doc of durable) {
      const { metal, listed } = defensive(doc);
      expect(itemDurability({ metal, listed, lost: 0 }).max, doc.name).toBe(listed ?? (metal ? 10 : 4));
    }
    expect(defensive(named(weapons, "Dagger")).metal).toBe(true);
    expect(defensive(named(weapons, "Spear")).metal).toBe(false);
  });

  it("carry the gear the chapter's fights use: ammunition for every bow, crossbow and sling, a healer's kit, rope", () => {
    const names = gear.map((doc) => doc.name);
    for (const needed of ["Quiver of Arrows", "Case of Crossbow Bolts", "Pouch of Sling Stones", "Healer's Kit", "Hemp Rope"]) expect(names).toContain(needed);
  });

  it("give each monster a stat block a GM can run: every attack shows its test, and large ones fill 2×2 squares", () => {
    for (const doc of monsters) {
      const { view } = teamsMonsterSheetContext(monsterSystem(doc));
      expect(view.attacks.length, doc.name).toBeGreaterThan(0);
      for (const attack of view.attacks) expect(attack.line.test, `${doc.name}: ${attack.name}`).not.toBe("");
      const token = (doc as { prototypeToken?: { width?: number; actorLink: boolean; disposition: number } }).prototypeToken;
      expect(token, doc.name).toMatchObject({ actorLink: false, disposition: -1 });
      expect(token?.width ?? 1, doc.name).toBe(monsterSystem(doc).size === "large" ? 2 : 1);
    }
  });

  it("give each ready hero a weapon in hand that shows its test, worn armour that adds to their deflection, and linked tokens", () => {
    for (const hero of heroes) {
      const system = heroSystem(hero);
      const { view } = teamsCharacterSheetContext({ system, items: itemRows(hero) });
      expect(view.readiedWeapons.length, hero.name).toBeGreaterThan(0);
      for (const weapon of view.readiedWeapons) expect(weapon.line.test, `${hero.name}: ${weapon.name}`).not.toBe("");
      expect(view.deflection.physical, hero.name).toBeGreaterThan(system.deflection.physical);
      expect((hero as { prototypeToken?: object }).prototypeToken, hero.name).toMatchObject({ actorLink: true, disposition: 1 });
    }
  });

  it("arm each ready hero with copies of pack items, so their numbers match the compendium's", () => {
    const catalogue = [...weapons, ...armour, ...gear];
    for (const hero of heroes) {
      for (const item of hero.items ?? []) {
        const source = named(catalogue, item.name);
        const { wielded: _held, worn: _worn, ...own } = item.system as Record<string, unknown>;
        const { wielded: _w, worn: _o, ...original } = source.system as Record<string, unknown>;
        expect(own, `${hero.name}: ${item.name}`).toEqual(original);
      }
    }
  });
});
