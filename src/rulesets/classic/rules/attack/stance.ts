/**
 * Reckless and defensive fighting: options taken when attacking. Reckless trades 4 AC (dodge) for
 * +2 damage (circumstance); defensive trades 4 on the attack roll for +2 AC (circumstance).
 * The AC change lasts until the attacker's next turn — the shell keeps it; these are its lines.
 */
import type { Modifier } from "../../../../core/rules-types";
import { CLASSIC_AC_LINE, CLASSIC_ATTACK_LINE, CLASSIC_DAMAGE_LINE } from "./labels";

export type FightingStance = "normal" | "reckless" | "defensive";

export interface StanceLines {
  attack: Modifier[];
  damage: Modifier[];
  /** Lines on the attacker's own AC. */
  armourClass: Modifier[];
}

const STANCE_LINES: Record<FightingStance, StanceLines> = {
  normal: { attack: [], damage: [], armourClass: [] },
  reckless: { attack: [], damage: [{ key: CLASSIC_DAMAGE_LINE.recklessFighting, value: 2 }], armourClass: [{ key: CLASSIC_AC_LINE.recklessFighting, value: -4 }] },
  defensive: { attack: [{ key: CLASSIC_ATTACK_LINE.defensiveFighting, value: -4 }], damage: [], armourClass: [{ key: CLASSIC_AC_LINE.defensiveFighting, value: 2 }] },
};

/** What a stance adds to the attack, its damage and the attacker's own AC. */
export function stanceLines(stance: FightingStance): StanceLines {
  const lines = STANCE_LINES[stance];
  return { attack: [...lines.attack], damage: [...lines.damage], armourClass: [...lines.armourClass] };
}
