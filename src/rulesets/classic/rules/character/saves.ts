/** The Fortitude save: its base from the progression chart plus the CON modifier and any other bonus. */
import { modifierTotal, type Modifier } from "../../../../core/rules-types";

export function fortitudeSave(base: number, conModifier: number, other = 0): { total: number; lines: Modifier[] } {
  const lines: Modifier[] = [
    { key: "FRAY.Classic.Save.base", value: base },
    { key: "FRAY.Classic.Save.con", value: conModifier },
  ];
  if (other !== 0) lines.push({ key: "FRAY.Classic.Save.other", value: other });
  return { total: modifierTotal(lines), lines };
}

/** A save succeeds when d20 + the save meets the DC. */
export function saveSucceeds(d20: number, save: number, dc: number): boolean {
  return d20 + save >= dc;
}
