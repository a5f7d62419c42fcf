import type { Infer } from "../../../core/schema/spec";
import type { monsterSchema } from "../schema/monster";
import { formatShock } from "../rules/shock-notation";
import { signed } from "./view-types";

/** The monster stat block, one line per attack as a GM reads it at the table. */
export function monsterView(system: Infer<typeof monsterSchema>) {
  return {
    shock: formatShock(system.shock),
    attackBonus: signed(system.attackBonus),
    attacks: system.attacks.map((attack, index) => ({
      index,
      path: `system.attacks.${index}`,
      ...attack,
      shockText: formatShock(attack.shock),
      summary: `${signed(attack.attackBonus)}${attack.count > 1 ? ` \u00d7${attack.count}` : ""}, ${attack.damage}`,
    })),
  };
}
