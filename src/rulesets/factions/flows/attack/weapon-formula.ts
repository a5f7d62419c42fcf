/**
 * What a factions creature strikes with, checked before the GM builds a roll from it: a weapon's damage
 * is its owner's to write, so it passes the one shared formula limit (src/core/dice/formula-limit.ts) on
 * the GM's client, and a refusal names the weapon and the limit. Bare hands roll Fray's own d4.
 */
import { checkFormulaLimits } from "../../../../core/dice/formula-limit";
import type { Reason } from "../../../../core/rules-types";

/** Why the GM will not roll this weapon's damage, or null (none: bare hands). */
export function weaponFormulaRefusal(weapon: { name: string | null; damage: unknown } | null): Reason | null {
  if (!weapon) return null;
  const checked = checkFormulaLimits(weapon.damage, weapon.name ?? "");
  return checked.ok ? null : checked.reason;
}
