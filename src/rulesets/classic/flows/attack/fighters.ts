/**
 * A `classic` creature and the weapon or shield it attacks with, as the attack and damage rules read
 * them: its prepared numbers (`system.derived`), its training, its worn armour and its token's
 * statuses, and the item's stored data read by its spec (a damaged field reads as its default).
 */
import { readBySpec } from "../../../../core/schema/read";
import { initialData } from "../../../../core/schema/spec";
import { ClassicCharacterData, ClassicMonsterData } from "../../models";
import type { AttackerRollFacts } from "../../rules/attack/attack-roll";
import type { ModeSource } from "../../rules/attack/attack-modes";
import { isBrokenItem } from "../../rules/character/broken-items";
import { armourSchema, shieldBashDamage, shieldSchema, weaponSchema } from "../../schema/items";
import { wornArmour } from "../../schema/creature-stats";
import { trainedInArmour, trainedWithWeapon } from "../../schema/training";

export interface ClassicFighter {
  actor: Actor.Implementation;
  token: TokenDocument.Implementation;
  system: ClassicCharacterData | ClassicMonsterData;
}

/** The token's creature when it is a classic one, else null. */
export function classicFighterOf(token: TokenDocument.Implementation | null): ClassicFighter | null {
  const actor = token?.actor ?? null;
  const system: unknown = actor?.system;
  if (!token || !actor || !(system instanceof ClassicCharacterData || system instanceof ClassicMonsterData)) return null;
  return { actor, token, system };
}

/** A weapon or a shield as an attack uses it. */
export interface AttackItem {
  id: string;
  name: string;
  source: ModeSource;
  twoHanded: boolean;
  /** The weapon's dice (with its own flat bonus), or the shield's bash dice by its kind. */
  dice: string;
  threatFrom: number;
  criticalMultiplier: number;
  trained: boolean;
  /** Weapon Offensive Training and the like: a flat bonus multiplied by a critical. */
  flatBonus: number;
  grappleCompatible: boolean;
  /** In a hand: a shield bashes only from one. */
  held: boolean;
  /** Shattered (flags.fray.broken): it makes no attack until repaired. */
  broken: boolean;
}

const read = <S extends Parameters<typeof initialData>[0] & { kind: "object" }>(schema: S, stored: unknown) => readBySpec(schema, () => initialData(schema), stored);

/** The attacker's weapon or shield item as the attack reads it, or null when it carries no such item. */
export function attackItemOf(fighter: ClassicFighter, itemId: string): AttackItem | null {
  const item = fighter.actor.items.get(itemId);
  if (!item) return null;
  const type = item.type as string;
  const { training } = fighter.system;
  if (type === "classicWeapon") {
    const weapon = read(weaponSchema, item.system);
    return {
      id: itemId,
      name: item.name,
      source: { shield: false, ranged: weapon.ranged, thrown: weapon.thrown },
      twoHanded: weapon.twoHanded,
      dice: weapon.damage,
      threatFrom: weapon.threatFrom,
      criticalMultiplier: weapon.criticalMultiplier,
      trained: trainedWithWeapon(training, weapon),
      flatBonus: weapon.flatDamageBonus,
      grappleCompatible: weapon.grappleCompatible,
      held: weapon.held !== "none",
      broken: isBrokenItem(item.flags),
    };
  }
  if (type !== "classicShield") return null;
  const shield = read(shieldSchema, item.system);
  return {
    id: itemId,
    name: item.name,
    source: { shield: true },
    twoHanded: false,
    dice: shieldBashDamage(shield),
    threatFrom: shield.threatFrom,
    criticalMultiplier: shield.criticalMultiplier,
    trained: training.shields,
    flatBonus: 0,
    grappleCompatible: false,
    held: shield.held !== "none",
    broken: isBrokenItem(item.flags),
  };
}

/** The check penalty of armour worn untrained (≤ 0), else 0. */
function untrainedArmourPenalty(fighter: ClassicFighter): number {
  const suits = fighter.actor.items.contents.filter((item) => (item.type as string) === "classicArmour").map((item) => read(armourSchema, item.system));
  const suit = wornArmour(suits);
  return suit && !trainedInArmour(fighter.system.training, suit) ? suit.armourCheckPenalty : 0;
}

export function attackerRollFacts(fighter: ClassicFighter, item: AttackItem): AttackerRollFacts {
  const { derived } = fighter.system;
  return {
    iteratives: derived.attacks,
    strengthModifier: derived.modifiers.str,
    dexterityModifier: derived.modifiers.dex,
    sizeModifier: derived.sizeAttack,
    trainedWithWeapon: item.trained,
    untrainedArmourPenalty: untrainedArmourPenalty(fighter),
  };
}

/** The creature's Hit Dice, for the massive damage save's DC. */
export const hitDiceOf = (fighter: ClassicFighter): number => fighter.system.hitDice;
