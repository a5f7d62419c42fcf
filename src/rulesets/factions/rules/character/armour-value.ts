/**
 * A character's armour value: its own (a beast's hide), plus the best suit it wears and the best
 * shield it holds, each still working. Two suits or two shields never add up; a broken one counts for nothing.
 */
import { modifierTotal, type Modifier } from "../../../../core/rules-types";
import { FACTIONS_ARMOUR_LINE as LINE } from "./labels";
import { stillWorks, type ItemCondition } from "./item-condition";

export interface ProtectiveItem {
  name: string;
  armourValue: number;
  condition: ItemCondition;
  /** Worn (armour) or held (a shield). */
  inUse: boolean;
}

export interface ArmourSources {
  natural: number;
  armour: readonly ProtectiveItem[];
  shields: readonly ProtectiveItem[];
}

export interface ArmourValue {
  total: number;
  /** The parts that give something, for the card. */
  lines: Modifier[];
}

/** The one item of a kind that counts: the best worn or held one still working, or null. */
export function bestInUse(items: readonly ProtectiveItem[]): ProtectiveItem | null {
  return items.filter((item) => item.inUse && stillWorks(item)).reduce<ProtectiveItem | null>((best, item) => (best === null || item.armourValue > best.armourValue ? item : best), null);
}

export function armourValue(sources: ArmourSources): ArmourValue {
  const lines: Modifier[] = [];
  if (sources.natural !== 0) lines.push({ key: LINE.natural, value: sources.natural });
  const suit = bestInUse(sources.armour);
  if (suit && suit.armourValue !== 0) lines.push({ key: LINE.armour, value: suit.armourValue, data: { name: suit.name } });
  const shield = bestInUse(sources.shields);
  if (shield && shield.armourValue !== 0) lines.push({ key: LINE.shield, value: shield.armourValue, data: { name: shield.name } });
  return { total: modifierTotal(lines), lines };
}
