/** Which type Reload has for a character: the cheapest over the readied bows and crossbows. Pure. */
import type { ActionType } from "../../rules/combat/action-table";
import { reloadActionType } from "../../rules/combat/reload";
import type { WeaponProfile } from "../../rules/combat/types";

const COST_ORDER: readonly ActionType[] = ["free", "instant", "move", "main", "moveAndMain"];

/** Undefined when no readied weapon needs reloading: the table's type then stands. */
export function reloadTypeFor(readied: readonly WeaponProfile[], shootLevel: number): ActionType | undefined {
  const types = readied.filter((weapon) => weapon.launcher !== null).map((weapon) => reloadActionType(weapon, shootLevel));
  return types.sort((a, b) => COST_ORDER.indexOf(a) - COST_ORDER.indexOf(b))[0];
}
