/**
 * What a creature's conditions do to an attack the chapter leaves to the table (docs/rules-notes.md,
 * "classic — conditions"): a prone attacker is worse in melee; a prone target is easier to strike in
 * melee and harder to shoot; a helpless one (unconscious, dying, stable, or pinned and exposed) is
 * flat-footed and easier to strike in melee. A pinned creature cannot attack, and a grappling one only
 * with a grapple-compatible weapon.
 */
import { refuse, type Decision, type Modifier } from "../../../../core/rules-types";
import { CLASSIC_STATUS as S } from "../character/statuses";
import type { AttackKind } from "./attack-roll";

const P = "FRAY.Classic.Attack.Condition";
export const CLASSIC_CONDITION_LINE = {
  proneAttacker: `${P}.ProneAttacker`,
  proneTargetMelee: `${P}.ProneTargetMelee`,
  proneTargetRanged: `${P}.ProneTargetRanged`,
  helplessTarget: `${P}.HelplessTarget`,
} as const;
export const CLASSIC_CONDITION_REFUSAL = {
  pinned: `${P}.Refusal.Pinned`,
  grappledWeapon: `${P}.Refusal.GrappledWeapon`,
} as const;

export const PRONE_PENALTY = 4;
export const HELPLESS_MELEE_BONUS = 4;

const isRanged = (kind: AttackKind): boolean => kind === "ranged" || kind === "rangedTouch";
const HELPLESS = [S.unconscious, S.dying, S.stabilized, S.exposed];

/** Unconscious, dying, stable, or pinned and exposed: it cannot defend itself. */
export const isHelpless = (statuses: ReadonlySet<string>): boolean => HELPLESS.some((id) => statuses.has(id));

/** Whether a creature with these statuses may make this attack with a weapon that is or is not grapple-compatible. */
export function conditionsAllowAttack(statuses: ReadonlySet<string>, grappleCompatible: boolean): Decision<object> {
  if (statuses.has(S.pinned)) return refuse(CLASSIC_CONDITION_REFUSAL.pinned);
  if (statuses.has(S.grappled) && !grappleCompatible) return refuse(CLASSIC_CONDITION_REFUSAL.grappledWeapon);
  return { ok: true };
}

/** Lines the attacker's own conditions put on its attack roll. */
export function attackerConditionLines(statuses: ReadonlySet<string>, kind: AttackKind): Modifier[] {
  return statuses.has(S.prone) && !isRanged(kind) ? [{ key: CLASSIC_CONDITION_LINE.proneAttacker, value: -PRONE_PENALTY }] : [];
}

/** Lines the target's conditions put on the AC this attack meets. */
export function targetConditionLines(statuses: ReadonlySet<string>, kind: AttackKind): Modifier[] {
  const lines: Modifier[] = [];
  if (statuses.has(S.prone)) {
    lines.push(isRanged(kind) ? { key: CLASSIC_CONDITION_LINE.proneTargetRanged, value: PRONE_PENALTY } : { key: CLASSIC_CONDITION_LINE.proneTargetMelee, value: -PRONE_PENALTY });
  }
  if (isHelpless(statuses) && !isRanged(kind)) lines.push({ key: CLASSIC_CONDITION_LINE.helplessTarget, value: -HELPLESS_MELEE_BONUS });
  return lines;
}
