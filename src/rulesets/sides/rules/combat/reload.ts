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
