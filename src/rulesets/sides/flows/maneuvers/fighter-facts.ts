/** A sides actor read into what the maneuvers need: its check facts, its Physical save, its unarmed blow. */
import { SidesCharacterData, SidesMonsterData, SidesWeaponData } from "../../models";
import type { WeaponProfile } from "../../rules/combat/types";
import { monsterWeapon, weaponProfile } from "../../rules/profiles";
import type { CheckFacts } from "./check-sources";
import { PUNCH } from "../../rules/combat/maneuver-damage";

export function checkFactsOf(actor: Actor.Implementation): CheckFacts | null {
  const system: unknown = actor.system;
  if (system instanceof SidesCharacterData) {
    return {
      kind: "character",
      mods: { str: system.modifiers.str, dex: system.modifiers.dex },
      skills: { ...system.combatSkills, exert: system.skills.exert },
    };
  }
  if (system instanceof SidesMonsterData) return { kind: "npc", skillBonus: system.skillBonus };
  return null;
}

/** The d20 target of the actor's Physical save. */
export function physicalSaveOf(actor: Actor.Implementation): number | null {
  const system: unknown = actor.system;
  if (system instanceof SidesCharacterData) return system.saves.physical;
  if (system instanceof SidesMonsterData) return system.save;
  return null;
}

/** The weapon an actor grapples and hits with bare-handed: its unarmed weapon, else a punch; a monster's first melee attack. */
export function unarmedWeaponOf(actor: Actor.Implementation): WeaponProfile {
  const system: unknown = actor.system;
  if (system instanceof SidesMonsterData) {
    const melee = system.attacks.find((attack) => attack.range === 0) ?? null;
    return { ...monsterWeapon(system, melee), category: "unarmed", skill: "brawl" };
  }
  for (const item of actor.items.contents) {
    const weapon: unknown = item.system;
    if (weapon instanceof SidesWeaponData && weapon.category === "unarmed") return weaponProfile(weapon);
  }
  return PUNCH;
}

/** The unarmed weapon item to open a grapple's attack with, if the actor has one. */
export function unarmedItemId(actor: Actor.Implementation): string | null {
  const item = actor.items.contents.find((i) => {
    const weapon: unknown = i.system;
    return weapon instanceof SidesWeaponData && weapon.category === "unarmed";
  });
  return item?.id ?? null;
}

/** What a refusal calls the bare-handed weapon's source: the unarmed item, the monster's melee attack, or the actor. */
export function unarmedItemName(actor: Actor.Implementation): string {
  const system: unknown = actor.system;
  if (system instanceof SidesMonsterData) return system.attacks.find((attack) => attack.range === 0)?.name || actor.name;
  const id = unarmedItemId(actor);
  return (id ? actor.items.get(id)?.name : undefined) ?? actor.name;
}
