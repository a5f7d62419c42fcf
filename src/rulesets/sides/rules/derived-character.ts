import type { Infer } from "../../../core/schema/spec";
import type { characterSchema } from "../schema/character";
import type { armourSchema, shieldSchema } from "../schema/items";
import { ATTRIBUTES, attributeModifier, type Attribute } from "./attributes";
import { armourClass, type ArmourClass } from "./armour-class";
import { SAVES, saveTarget, type Save } from "./saves";

export type CharacterSource = Infer<typeof characterSchema>;
type ArmourData = Infer<typeof armourSchema>;
type ShieldData = Infer<typeof shieldSchema>;

/** What a character's items contribute to its derived values. */
export interface CharacterGear {
  armour: ArmourData[];
  shields: ShieldData[];
}

export interface CharacterDerived {
  modifiers: Record<Attribute, number>;
  ac: ArmourClass;
  saves: Record<Save, number>;
}

/** What a character's data model derives from its source and its embedded items. */
export function deriveFromItems(source: CharacterSource, items: readonly { type: string; system: unknown }[]): CharacterDerived {
  return deriveCharacter(source, characterGearOf(items));
}

/** The armour and shields among a character's embedded items (by sub-type), whatever their state. */
function characterGearOf(items: readonly { type: string; system: unknown }[]): CharacterGear {
  const of = <T>(type: string) => items.filter((item) => item.type === type).map((item) => item.system as T);
  return { armour: of<ArmourData>("sidesArmour"), shields: of<ShieldData>("sidesShield") };
}

/** Everything on a character sheet that follows from other values, computed once. */
export function deriveCharacter(source: CharacterSource, gear: CharacterGear): CharacterDerived {
  const modifiers = Object.fromEntries(
    ATTRIBUTES.map((attribute) => [attribute, attributeModifier(source.attributes[attribute])]),
  ) as Record<Attribute, number>;
  const armour = best(gear.armour.filter((piece) => piece.worn));
  const shield = best(gear.shields.filter((piece) => piece.carry === "readied"));
  const saves = Object.fromEntries(
    SAVES.map((save) => [save, saveTarget(save, source.level, source.attributes)]),
  ) as Record<Save, number>;
  return { modifiers, ac: armourClass(modifiers.dex, armour, shield), saves };
}

/** Only one suit of armour and one shield count; when several are on, the best one does. */
function best<T extends { ac: number; magicBonus: number }>(pieces: T[]): T | null {
  return pieces.reduce<T | null>(
    (top, piece) => (top === null || piece.ac + piece.magicBonus > top.ac + top.magicBonus ? piece : top),
    null,
  );
}
