import type { Infer } from "../../../core/schema/spec";
import { signed } from "../../../core/format/signed";
import type { monsterSchema } from "../schema/monster";
import { formatShock } from "../rules/shock-notation";
import { monsterAttacker, monsterWeapon } from "../rules/profiles";
import { attackLine } from "./attack-line";

/** The monster stat block, one line per attack as a GM reads it at the table and as the attack rolls it. */
export function monsterView(system: Infer<typeof monsterSchema>) {
  return {
    shock: formatShock(system.shock),
    attackBonus: signed(system.attackBonus),
    attacks: system.attacks.map((attack, index) => {
      const line = attackLine(monsterAttacker(system, attack), monsterWeapon(system, attack));
      return {
        index,
        path: `system.attacks.${index}`,
        ...attack,
        action: line.action,
        shockText: formatShock(attack.shock),
        summary: `${line.toHit}${attack.count > 1 ? ` \u00d7${attack.count}` : ""}, ${line.damage}`,
      };
    }),
  };
}
