/**
 * A `declared` creature's stored data and items as the derived-number rules read them: the Stress die
 * as its faces, a monster's missing class as no levels, and only armour items as armour pieces.
 */
import type { Infer } from "../../../../core/schema/spec";
import { stressDieFaces } from "../../schema/common";
import type { monsterSchema } from "../../schema/monster";
import type { armourSchema } from "../../schema/items";
import type { ArmourPiece, DeclaredCreatureRatings } from "./derived";

/** What a character and a monster both store; a character adds its class. */
export type DeclaredCreatureSystem = Infer<typeof monsterSchema> & { class?: { level: number } };

export function storedRatings(system: DeclaredCreatureSystem): DeclaredCreatureRatings {
  return {
    attributes: system.attributes,
    hitDice: system.hitDice,
    classLevels: system.class?.level ?? 0,
    stressDieFaces: stressDieFaces(system.stressDie),
    woundPoints: system.health.value,
    woundPointsBonus: system.woundPointsBonus,
    defenseBonus: system.defenseBonus,
    armourBonus: system.armourBonus,
    stabilized: system.stabilized,
  };
}

/** The armour and shields among an actor's items; an armour item's data model has the armour schema's shape. */
export function armourPieces(items: readonly { type: string; system: unknown }[]): ArmourPiece[] {
  return items.filter((item) => item.type === "declaredArmour").map((item) => item.system as Infer<typeof armourSchema>);
}
