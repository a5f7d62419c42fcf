/**
 * Weapon and armour training as the sheet stores it: the creature ticks the weapon groups, armour
 * categories and shields it is trained with; a weapon may also be ticked on its own (a single exotic
 * weapon learnt). The attack and AC rules read the two booleans these give.
 */
import { spec, type Infer } from "../../../core/schema/spec";

export const WEAPON_GROUPS = ["simple", "martial", "exotic"] as const;
export type WeaponGroup = (typeof WEAPON_GROUPS)[number];
export const ARMOUR_CATEGORIES = ["light", "medium", "heavy"] as const;
export type ArmourCategory = (typeof ARMOUR_CATEGORIES)[number];

const ticks = <K extends string>(keys: readonly K[], trained: readonly K[]) =>
  spec.object(Object.fromEntries(keys.map((key) => [key, spec.boolean(trained.includes(key))])) as { [P in K]: ReturnType<typeof spec.boolean> });

/** A new character knows simple weapons only; a monster is trained with everything it carries. */
export const trainingFields = (everything: boolean) =>
  spec.object({
    weapons: ticks<WeaponGroup>(WEAPON_GROUPS, everything ? WEAPON_GROUPS : ["simple"]),
    armour: ticks<ArmourCategory>(ARMOUR_CATEGORIES, everything ? ARMOUR_CATEGORIES : []),
    shields: spec.boolean(everything),
  });

export type ClassicTraining = Infer<ReturnType<typeof trainingFields>>;

/** Trained with this weapon: its group is ticked, or the weapon itself is. */
export function trainedWithWeapon(training: ClassicTraining, weapon: { trainingGroup: WeaponGroup; trainedWith: boolean }): boolean {
  return weapon.trainedWith || training.weapons[weapon.trainingGroup];
}

/** Trained in this armour: its category is ticked. */
export function trainedInArmour(training: ClassicTraining, armour: { category: ArmourCategory }): boolean {
  return training.armour[armour.category];
}
