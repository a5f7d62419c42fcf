/**
 * What the actions need to know of an actor, read from its sides data into plain values: its kind,
 * Snap training, Reload's type, whether it is prone, how far it moves, its attacks and melee arms.
 */
import { SIDES_STATUS } from "../../rules/statuses";
import { SidesCharacterData, SidesMonsterData, SidesWeaponData } from "../../models";
import type { ActorFacts } from "./action-context";
import { characterArms, monsterArms, type MeleeArms } from "./melee-arms";
import { characterFacts, monsterFacts } from "./facts";
import { weaponProfile } from "../../rules/profiles";

function readiedWeapons(actor: Actor.Implementation): { id: string; name: string; system: SidesWeaponData }[] {
  return actor.items.contents.flatMap((item) => {
    const system: unknown = item.system;
    return system instanceof SidesWeaponData && system.carry === "readied" ? [{ id: item.id ?? "", name: item.name, system }] : [];
  });
}

export function actorFacts(actor: Actor.Implementation): ActorFacts {
  const system: unknown = actor.system;
  if (system instanceof SidesMonsterData) return monsterFacts(system.trainedSnap);
  const shoot = system instanceof SidesCharacterData ? system.combatSkills.shoot : -1;
  return characterFacts(readiedWeapons(actor).map((weapon) => weaponProfile(weapon.system)), shoot);
}

export function isProne(actor: Actor.Implementation): boolean {
  return actor.statuses.has(SIDES_STATUS.prone);
}

/** Dead, unconscious or mortally wounded creatures make no Attack of Opportunity. */
export function canAct(actor: Actor.Implementation): boolean {
  return ![SIDES_STATUS.dead, SIDES_STATUS.unconscious, SIDES_STATUS.mortallyWounded].some((status) => actor.statuses.has(status));
}

export function baseMovement(actor: Actor.Implementation): number {
  const system: unknown = actor.system;
  return system instanceof SidesCharacterData || system instanceof SidesMonsterData ? system.movement : 30;
}

export function meleeArms(actor: Actor.Implementation): MeleeArms {
  const system: unknown = actor.system;
  if (system instanceof SidesMonsterData) return monsterArms(system.attacks);
  const weapons = readiedWeapons(actor).map(({ id, system: weapon }) => ({ id, category: weapon.category, readied: true, long: weapon.long }));
  return characterArms(weapons);
}
