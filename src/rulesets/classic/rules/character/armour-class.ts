/**
 * Armor Class from its parts, with touch and flat-footed AC. A touch attack ignores armour, shield,
 * parry and natural armour; a flat-footed creature loses its DEX bonus and dodge bonuses (a DEX
 * penalty still counts: being caught off guard never helps).
 */
import type { Modifier } from "../../../../core/rules-types";
import { modifierTotal } from "../../../../core/rules-types";

export const BASE_AC = 10;

export const AC_PARTS = ["armour", "shield", "parry", "natural", "dex", "size", "deflection", "dodge", "insight", "luck", "circumstance"] as const;
export type AcPart = (typeof AC_PARTS)[number];
export type AcParts = Partial<Record<AcPart, number>>;

const NOT_AGAINST_TOUCH: ReadonlySet<AcPart> = new Set<AcPart>(["armour", "shield", "parry", "natural"]);
const LINE = "FRAY.Classic.AC.Part";

export interface ArmourClass {
  normal: number;
  touch: number;
  flatFooted: number;
  /** The itemised parts of the normal AC, base 10 first, for the sheet and the card. */
  lines: Modifier[];
}

function lines(parts: AcParts, keep: (part: AcPart, value: number) => boolean): Modifier[] {
  const kept: Modifier[] = [{ key: `${LINE}.base`, value: BASE_AC }];
  for (const part of AC_PARTS) {
    const value = parts[part] ?? 0;
    if (value !== 0 && keep(part, value)) kept.push({ key: `${LINE}.${part}`, value });
  }
  return kept;
}

/** Whether a part counts while flat-footed: everything but a DEX bonus and dodge bonuses. */
function countsFlatFooted(part: AcPart, value: number): boolean {
  if (part === "dex") return value < 0;
  return !(part === "dodge" && value > 0);
}

export function armourClass(parts: AcParts): ArmourClass {
  const normalLines = lines(parts, () => true);
  return {
    normal: modifierTotal(normalLines),
    touch: targetAc(parts, { touch: true, flatFooted: false }),
    flatFooted: targetAc(parts, { touch: false, flatFooted: true }),
    lines: normalLines,
  };
}

/** The AC an attack is compared with: touch attacks use touch AC, and flat-footed loses what it loses. */
export function targetAc(parts: AcParts, against: { touch: boolean; flatFooted: boolean }): number {
  const touch = (part: AcPart): boolean => !against.touch || !NOT_AGAINST_TOUCH.has(part);
  const flat = (part: AcPart, value: number): boolean => !against.flatFooted || countsFlatFooted(part, value);
  return modifierTotal(lines(parts, (part, value) => touch(part) && flat(part, value)));
}
