/** The attack card's line for a heavy blow: which of the target's shield or armour it broke. */
import type { Translate } from "../../../../core/rules-types";
import type { FactionsAttackRecord } from "../../schema/attack-card";

export const HEAVY_BLOW_TEXT = { broke: "FRAY.Factions.Gear.HeavyBlow.Broke" } as const;

export function heavyBlowLines(record: FactionsAttackRecord, t: Translate): string[] {
  const broken = record.applied?.brokenByBlow ?? "";
  return broken && !record.undone ? [t(HEAVY_BLOW_TEXT.broke, { item: broken, target: record.target.name, damage: record.damageRolled ?? 0 })] : [];
}
