/** Reads a `sides` actor and a target token into the plain profiles the rules use. */
import { storedEconomy } from "../../../foundry/combat/round-budget";
import { SidesCharacterData, SidesMonsterData, SidesShieldData, SidesWeaponData } from "../models";
import type { RoundActions } from "../rules/combat/action-economy";
import type { AttackerProfile, TargetProfile, WeaponProfile } from "../rules/combat/types";
import { sidesEconomy } from "../rules/economy";
import type { OtherWeapon } from "./attack-dialog-view";
import {
  characterAttacker,
  characterTargetFacts,
  monsterAttacker,
  monsterTargetFacts,
  monsterWeapon,
  targetProfile,
  weaponProfile,
} from "../rules/profiles";

export type AttackSource = { itemId: string } | { attackIndex: number };

export interface AttackerSide {
  attacker: AttackerProfile;
  weapon: WeaponProfile;
  weaponName: string;
  otherWeapons: OtherWeapon[];
  movementFt: number;
}

function readiedWeapons(actor: Actor.Implementation): OtherWeapon[] {
  return actor.items.contents.flatMap((item) =>
    item.system instanceof SidesWeaponData && item.system.carry === "readied"
      ? [{ id: item.id ?? "", name: item.name, profile: weaponProfile(item.system) }]
      : [],
  );
}

/** The attacker and its weapon, or null when the actor or the weapon is not a `sides` one. */
export function attackerSide(actor: Actor.Implementation, source: AttackSource): AttackerSide | null {
  const system = actor.system;
  if (system instanceof SidesCharacterData && "itemId" in source) {
    const item = actor.items.get(source.itemId);
    if (!item || !(item.system instanceof SidesWeaponData)) return null;
    return {
      attacker: characterAttacker(system),
      weapon: weaponProfile(item.system),
      weaponName: item.name,
      otherWeapons: readiedWeapons(actor).filter((w) => w.id !== source.itemId),
      movementFt: system.movement,
    };
  }
  if (system instanceof SidesMonsterData && "attackIndex" in source) {
    const attack = system.attacks[source.attackIndex] ?? null;
    if (!attack && system.attacks.length > 0) return null;
    return {
      attacker: monsterAttacker(system, attack),
      weapon: monsterWeapon(system, attack),
      weaponName: attack?.name || actor.name,
      otherWeapons: [],
      movementFt: system.movement,
    };
  }
  return null;
}

/** The first thing this actor can attack with: a readied weapon, or its first stat-block attack. */
export function defaultSource(actor: Actor.Implementation): AttackSource | null {
  if (actor.system instanceof SidesMonsterData) return { attackIndex: 0 };
  const id = readiedWeapons(actor)[0]?.id;
  return id ? { itemId: id } : null;
}

export function combatantEconomy(token: TokenDocument.Implementation | null): RoundActions | null {
  const combatant = token?.combatant;
  return combatant ? sidesEconomy.read(storedEconomy(combatant)) : null;
}

export function targetOf(token: Token.Implementation): TargetProfile | null {
  const actor = token.actor;
  if (!actor) return null;
  const system = actor.system;
  const economy = combatantEconomy(token.document);
  if (system instanceof SidesCharacterData) {
    const shieldReadied = actor.items.contents.some((i) => i.system instanceof SidesShieldData && i.system.carry === "readied");
    return targetProfile({ ...characterTargetFacts(system), shieldReadied, statuses: actor.statuses, economy });
  }
  if (system instanceof SidesMonsterData) {
    return targetProfile({ ...monsterTargetFacts(system), statuses: actor.statuses, economy });
  }
  return null;
}

/** The actor as an attacker in general (for a reaction's checks), whatever it will attack with. */
export function attackerProfileOf(actor: Actor.Implementation): AttackerProfile | null {
  const system = actor.system;
  if (system instanceof SidesCharacterData) return characterAttacker(system);
  if (system instanceof SidesMonsterData) return monsterAttacker(system, null);
  return null;
}
