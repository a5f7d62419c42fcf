/** The attack card's lines for heavy blows: which of the target's (or, struck back by a counter, the attacker's) shield or armour broke. */
import type { Translate } from "../../../../core/rules-types";
import type { FactionsAttackRecord } from "../../schema/attack-card";

export const HEAVY_BLOW_TEXT = { broke: "FRAY.Factions.Gear.HeavyBlow.Broke" } as const;

export function heavyBlowLines(record: FactionsAttackRecord, t: Translate): string[] {
  if (!record.applied || record.undone) return [];
  const { brokenByBlow, attackerBrokenByBlow } = record.applied;
  return [
    ...(brokenByBlow ? [t(HEAVY_BLOW_TEXT.broke, { item: brokenByBlow, target: record.target.name, damage: record.damageRolled ?? 0 })] : []),
    ...(attackerBrokenByBlow ? [t(HEAVY_BLOW_TEXT.broke, { item: attackerBrokenByBlow, target: record.attacker.name, damage: record.counter?.rolled ?? 0 })] : []),
  ];
}
