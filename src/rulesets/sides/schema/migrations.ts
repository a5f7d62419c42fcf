import { isRecord, renameKey, type Migration } from "../../../core/schema/migrate";
import { parseShock } from "../rules/shock-notation";

/** Version 1 wrote hit points as `hp`; every ruleset now keeps them at `health`. */
export const hpToHealth: Migration = { to: 2, up: (data) => renameKey(data, "hp", "health") };

/** Version 1 wrote Shock in the rulebook's notation ("2/15"); version 2 stores points and AC. */
export const shockTextToRating: Migration = {
  to: 2,
  up: (data) => upgradeShock(data),
};

/** The same upgrade for every attack in a monster's list. */
export const attackShockTextToRating: Migration = {
  to: 2,
  up: (data) => {
    if (Array.isArray(data.attacks)) data.attacks.filter(isRecord).forEach(upgradeShock);
  },
};

function upgradeShock(holder: Record<string, unknown>): void {
  if (typeof holder.shock !== "string") return;
  // Unreadable notation is kept as text so validation names the field instead of losing it.
  holder.shock = parseShock(holder.shock) ?? holder.shock;
}
