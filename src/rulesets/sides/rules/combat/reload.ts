/**
 * Reload a Weapon: Free for a bow or crossbow when the shooter has Shoot-1 or better;
 * otherwise a Move Action to nock an arrow in a bow, and the listed Main Action for a crossbow.
 */
import type { ActionType } from "./action-table";
import type { WeaponProfile } from "./types";

export function reloadActionType(weapon: WeaponProfile, shootLevel: number): ActionType {
  if (weapon.launcher !== null && shootLevel >= 1) return "free";
  if (weapon.launcher === "bow") return "move";
  return "main";
}

/** The types Reload can take, cheapest first. */
const CHEAPEST_FIRST: readonly ActionType[] = ["free", "move", "main"];

/**
 * Reload's type for a character: the cheapest over its readied bows and crossbows. Undefined when
 * no readied weapon needs reloading: the table's type then stands.
 */
export function reloadTypeFor(readied: readonly WeaponProfile[], shootLevel: number): ActionType | undefined {
  const types = readied.filter((weapon) => weapon.launcher !== null).map((weapon) => reloadActionType(weapon, shootLevel));
  return CHEAPEST_FIRST.find((type) => types.includes(type));
}
