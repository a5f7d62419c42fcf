/**
 * The grapple modifier on the sheet (highest base attack bonus + STR + size, maneuver direction) and
 * Escape Artist, which a defender may roll instead. The chapter defines no Escape Artist formula: Fray
 * reads it as DEX modifier + the creature's Escape Artist skill bonus + its armour check penalty.
 */
import { modifierTotal, type Modifier } from "../../../../core/rules-types";
import { sizeManeuverModifier, type ClassicSize } from "./size";

export function grappleModifier(highestBab: number, strModifier: number, size: ClassicSize): { total: number; lines: Modifier[] } {
  const lines: Modifier[] = [
    { key: "FRAY.Classic.Grapple.bab", value: highestBab },
    { key: "FRAY.Classic.Grapple.str", value: strModifier },
  ];
  const sizeModifier = sizeManeuverModifier(size);
  if (sizeModifier !== 0) lines.push({ key: "FRAY.Classic.Grapple.size", value: sizeModifier });
  return { total: modifierTotal(lines), lines };
}

export function escapeArtistModifier(dexModifier: number, skillBonus: number, armourCheckPenalty: number): { total: number; lines: Modifier[] } {
  const lines: Modifier[] = [
    { key: "FRAY.Classic.EscapeArtist.dex", value: dexModifier },
    { key: "FRAY.Classic.EscapeArtist.skill", value: skillBonus },
  ];
  if (armourCheckPenalty < 0) lines.push({ key: "FRAY.Classic.EscapeArtist.armour", value: armourCheckPenalty });
  return { total: modifierTotal(lines), lines };
}

/** Which the defender rolls against a grapple: the better of its grapple modifier and Escape Artist. */
export function bestEscape(grapple: number, escapeArtist: number): { roll: "grapple" | "escapeArtist"; modifier: number } {
  return escapeArtist > grapple ? { roll: "escapeArtist", modifier: escapeArtist } : { roll: "grapple", modifier: grapple };
}
