/**
 * The AC an attack must equal or exceed. A touch attack (melee or ranged) needs only contact, so the
 * target's touch AC counts (the character rules drop shield, parry, armour and natural armour);
 * this round's lines (the target's own reckless or defensive fighting, full defense …) come on top.
 */
import { modifierTotal, type Modifier } from "../../../../core/rules-types";
import { targetAc, type AcParts } from "../character/armour-class";
import type { AttackKind } from "./attack-roll";

export function isTouchAttack(kind: AttackKind): boolean {
  return kind === "meleeTouch" || kind === "rangedTouch";
}

export interface TargetArmourClass {
  /** The AC this attack meets. */
  value: number;
  /** Its AC from its parts against this kind of attack, before this round's lines. */
  fromParts: number;
  touch: boolean;
  roundLines: Modifier[];
}

/** The AC this attack meets: touch AC for a touch attack, flat-footed when the target is, plus this round's lines. */
export function targetArmourClass(parts: AcParts, kind: AttackKind, flatFooted: boolean, roundLines: readonly Modifier[] = []): TargetArmourClass {
  const touch = isTouchAttack(kind);
  const fromParts = targetAc(parts, { touch, flatFooted });
  return { value: fromParts + modifierTotal(roundLines), fromParts, touch, roundLines: [...roundLines] };
}
