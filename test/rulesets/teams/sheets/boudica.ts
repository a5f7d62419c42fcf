/** Boudica and the enemies of the rulebook chapter, as a sheet reads them: system data and embedded item rows. */
import { initialData } from "../../../../src/core/schema/spec";
import type { ItemRow } from "../../../../src/foundry/sheets/item-row";
import { characterSchema } from "../../../../src/rulesets/teams/schema/character";
import { armourSchema, gearSchema, shieldSchema, weaponSchema } from "../../../../src/rulesets/teams/schema/items";
import { monsterSchema } from "../../../../src/rulesets/teams/schema/monster";
import type { TeamsCharacterSystem } from "../../../../src/rulesets/teams/sheets/character-context";
import type { TeamsMonsterSystem } from "../../../../src/rulesets/teams/sheets/monster-context";

const row = (id: string, name: string, type: string, system: object): ItemRow => ({ id, name, img: "icons/svg/item-bag.svg", type, system: system as Record<string, unknown> });

/** Her spear: strength or dexterity, finesse or martial, 4 piercing, critical 8 at 19+ (the chapter's numbers). */
export function boudicaSpear(overrides: Partial<ReturnType<typeof initialData<typeof weaponSchema>>> = {}): ItemRow {
  const base = initialData(weaponSchema);
  return row("spear", "Spear", "teamsWeapon", {
    ...base,
    attributes: { ...base.attributes, strength: true, dexterity: true },
    proficiencies: { ...base.proficiencies, finesse: true, martial: true },
    damage: 4,
    damageType: "piercing",
    criticalDamage: 8,
    criticalThreshold: 19,
    wielded: true,
    ...overrides,
  });
}

export function gambeson(worn: boolean): ItemRow {
  return row("gambeson", "Gambeson", "teamsArmour", { ...initialData(armourSchema), deflection: { physical: 2, elemental: 0 }, worn });
}

/** A wooden shield (durability 4 unlisted) that has lost `lost` of it. */
export function roundShield(lost: number, wielded = true): ItemRow {
  const base = initialData(shieldSchema);
  return row("shield", "Round shield", "teamsShield", { ...base, blockValue: 3, wielded, durability: { listed: null, lost } });
}

export function torch(): ItemRow {
  return row("torch", "Torch", "teamsGear", { ...initialData(gearSchema), quantity: 2 });
}

/** Strength d6, combat d6, athletics d4, martial +1, fortitude +1, endurance 12, health 12, constitution 4. */
export function boudica(overrides: Partial<TeamsCharacterSystem> = {}): TeamsCharacterSystem {
  const base = initialData(characterSchema);
  return {
    ...base,
    attributes: { ...base.attributes, strength: "d6", dexterity: "d4" },
    skills: { ...base.skills, combat: "d6", athletics: "d4" },
    proficiencies: { ...base.proficiencies, martial: 1, fortitude: 1 },
    endurance: { value: 12, max: 12 },
    health: { value: 12, max: 12 },
    constitution: 4,
    ...overrides,
  };
}

/** Boudica after taking 7 and then 10 damage: endurance 0 of 12, health 7 of 12. */
export function boudicaWounded(): TeamsCharacterSystem {
  return boudica({ endurance: { value: 0, max: 12 }, health: { value: 7, max: 12 } });
}

/**
 * The chapter's enemies in one stat block: the enemy Boudica hits (evasion 6, physical reduction 8) is
 * the goblin Fabian attacks (small, size 3), with a knife and a bite.
 */
export function goblin(): TeamsMonsterSystem {
  const base = initialData(monsterSchema);
  const attack = initialData(monsterSchema.fields.attacks.element);
  return {
    ...base,
    attributes: { ...base.attributes, strength: "d4", dexterity: "d8" },
    skills: { ...base.skills, combat: "d6" },
    proficiencies: { ...base.proficiencies, finesse: 2 },
    evasion: 6,
    deflection: { physical: 8, elemental: 1 },
    endurance: { value: 6, max: 6 },
    health: { value: 5, max: 5 },
    constitution: 2,
    size: "small",
    speed: 5,
    attacks: [
      {
        ...attack,
        name: "Knife",
        attributes: { ...attack.attributes, strength: true, dexterity: true },
        proficiencies: { ...attack.proficiencies, finesse: true, martial: false },
        damage: 2,
        damageType: "slashing",
        criticalDamage: 5,
        criticalThreshold: 19,
      },
      { ...attack, name: "Bite", proficiencies: { ...attack.proficiencies, martial: false }, damage: 1, damageType: "piercing", criticalDamage: 3 },
    ],
  };
}
