/**
 * A `declared` creature, its weapons and armour as the attack and damage rules read them, from its
 * actor and token: the stored data read by its spec (a damaged field reads as its default), worn
 * armour's bonuses, the token's statuses, and its declaration this round from the combat's engine state.
 */
import type { Modifier } from "../../../../core/rules-types";
import { readBySpec } from "../../../../core/schema/read";
import { initialData } from "../../../../core/schema/spec";
import type { DeclaredState } from "../../../../core/turns/declared-types";
import { tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { stateOf } from "../../../../foundry/combat/combat-engine";
import { combatData } from "../../../../foundry/combat/combat-model";
import { DeclaredCharacterData } from "../../models";
import { creatureDataOf, isDeclaredMonster, type DeclaredCreatureData } from "../round/creature";
import { DECLARED_STATUS } from "../../rules/condition/statuses";
import { dealtDamageTypes, weaponSchema } from "../../schema/items";
import { weaponModes, weaponReach, type AttackerFacts, type AttackMode, type AttackWeapon, type CriticalMultiplier } from "../../rules/combat/attack-plan";
import type { WoundState } from "../../rules/combat/hit-damage";
import { declaredDefenseLines } from "../../rules/actions/full-defense";
import { conditionAttackLines, conditionDefenseLines, type AttackReach } from "../../rules/condition/condition-effects";

export interface Creature {
  actor: Actor.Implementation;
  data: DeclaredCreatureData;
  classLevels: number;
  /** A player's character (it chooses its damage type); a monster's choice is the GM's. */
  isCharacter: boolean;
}

/** The actor as a declared creature, or null for an actor of another ruleset. */
export function creatureOf(actor: Actor.Implementation | null | undefined): Creature | null {
  const data = creatureDataOf(actor);
  if (!actor || !data) return null;
  const classLevels = data instanceof DeclaredCharacterData ? data.class.level : 0;
  return { actor, data, classLevels, isCharacter: !isDeclaredMonster(actor) };
}

const itemsOfType = (actor: Actor.Implementation, type: string) => actor.items.contents.filter((item) => (item.type as string) === type);

export interface NamedWeapon {
  id: string;
  name: string;
  weapon: AttackWeapon;
}

/** One of the actor's weapon items as the attack rules read it, or null. */
export function weaponOf(actor: Actor.Implementation, weaponId: string): NamedWeapon | null {
  const item = itemsOfType(actor, "declaredWeapon").find((entry) => entry.id === weaponId);
  if (!item) return null;
  const stored = readBySpec(weaponSchema, () => initialData(weaponSchema), item.system);
  return {
    id: weaponId,
    name: item.name,
    weapon: {
      ...weaponReach(stored),
      damage: stored.damage,
      criticalMultiplier: stored.criticalMultiplier as CriticalMultiplier,
      types: dealtDamageTypes(stored.damageTypes),
    },
  };
}

/** The actor's weapons that strike in melee (a riposte is made with one). */
export function meleeWeaponsOf(actor: Actor.Implementation): NamedWeapon[] {
  return itemsOfType(actor, "declaredWeapon").flatMap((item) => {
    const weapon = weaponOf(actor, item.id ?? "");
    return weapon && weaponModes(weapon.weapon).includes("melee") ? [weapon] : [];
  });
}

const modifierOf = (creature: Creature, id: "strength" | "agility" | "dexterity") => creature.data.derived.attributes[id].modifier;

export function attackerFacts(creature: Creature): AttackerFacts {
  return {
    level: creature.data.hitDice + creature.classLevels,
    strengthModifier: modifierOf(creature, "strength"),
    dexterityModifier: modifierOf(creature, "dexterity"),
    isCharacter: creature.isCharacter,
  };
}

/** Melee strikes up close; shooting and throwing reach from afar. */
export const reachOf = (mode: AttackMode): AttackReach => (mode === "melee" ? "melee" : "ranged");

/** The attacker's own conditions as lines on its roll (prone, concussed …). */
export function attackConditionLines(creature: Creature, mode: AttackMode): Modifier[] {
  return conditionAttackLines(creature.actor.statuses, reachOf(mode));
}

/** Defense (10 + Agility + own and worn bonuses, as derived) and this round's lines: full defense's +4, conditions against this reach. */
export function defenseOf(creature: Creature, actionId: string | null, mode: AttackMode): { defense: number; lines: Modifier[] } {
  const lines = [...declaredDefenseLines(actionId), ...conditionDefenseLines(creature.actor.statuses, reachOf(mode), modifierOf(creature, "agility"))];
  return { defense: creature.data.derived.defense.value, lines };
}

/** The numbers a hit reads and changes: Stress, Wound Points and Armour (own and worn, as derived). */
export function hitStateOf(creature: Creature): WoundState {
  return { stress: creature.data.stress.value, wounds: creature.data.health.value, armour: creature.data.derived.armour.value };
}

export const isDeadCreature = (creature: Creature) => creature.data.derived.woundState === "dead" || creature.actor.statuses.has(DECLARED_STATUS.dead);

/** A creature's place in a fight run by declared-action speed: the combat, its combatant id and the engine's state. */
export type DeclaredFightRef = { combat: Combat.Implementation; combatantId: string; state: DeclaredState };

/** The combatant's place in its combat when that fight is run by declared-action speed, else null. */
function declaredFightOfCombatant(combat: Combat.Implementation, combatant: Combatant.Implementation): DeclaredFightRef | null {
  if (combatData(combat)?.structure !== "declared") return null;
  const state = stateOf(combat) as DeclaredState | null;
  return state ? { combat, combatantId: combatant.id ?? "", state } : null;
}

/** The token's combatant in a fight run by declared-action speed, and that fight's engine state. */
export function declaredFight(token: TokenDocument.Implementation | null): DeclaredFightRef | null {
  const found = token ? tokenCombatant(token) : null;
  return found ? declaredFightOfCombatant(found.combat, found.combatant) : null;
}

/** What the token's creature declared this round (null outside a declared fight or with no declaration). */
export function declaredActionOf(token: TokenDocument.Implementation | null): string | null {
  const fight = declaredFight(token);
  return fight?.state.combatants.find((c) => c.id === fight.combatantId)?.declaration?.actionId ?? null;
}
