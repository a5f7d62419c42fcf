/** Worn armour as AC needs it: its base AC and any magic bonus. */
export interface ArmourPiece {
  ac: number;
  magicBonus: number;
}

/** One line of the AC breakdown shown on the sheet. */
export interface AcPart {
  label: string;
  value: number;
}

export interface ArmourClass {
  value: number;
  parts: AcPart[];
}

/** AC with nothing worn, before DEX. */
export const UNARMOURED_AC = 10;

/**
 * AC = the better of the armour's base and the shield's base, + DEX modifier, + magic bonuses.
 * A shield whose base does not beat the armour adds +1 instead, the usual reading in this game
 * family (the combat chapter uses shields without giving their AC).
 */
export function armourClass(dexMod: number, armour: ArmourPiece | null, shield: ArmourPiece | null): ArmourClass {
  const armourBase = armour ? armour.ac : UNARMOURED_AC;
  const parts: AcPart[] = [{ label: armour ? "FRAY.Sides.AC.Armour" : "FRAY.Sides.AC.Unarmoured", value: armourBase }];
  if (shield) {
    if (shield.ac > armourBase) parts[0] = { label: "FRAY.Sides.AC.Shield", value: shield.ac };
    else parts.push({ label: "FRAY.Sides.AC.ShieldBonus", value: 1 });
  }
  if (dexMod !== 0) parts.push({ label: "FRAY.Sides.AC.Dex", value: dexMod });
  const magic = (armour?.magicBonus ?? 0) + (shield?.magicBonus ?? 0);
  if (magic !== 0) parts.push({ label: "FRAY.Sides.AC.Magic", value: magic });
  return { value: parts.reduce((sum, part) => sum + part.value, 0), parts };
}
