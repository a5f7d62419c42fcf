/**
 * The death save a creature at 0 HP rolls on its own turn, in the world's death roll type, and what
 * the rolled number does: a success stabilizes, a failure adds one, the third in a row kills.
 */
import { modifierTotal, refuse, type Decision, type Modifier } from "../../../../core/rules-types";
import type { ClassicDeathRoll } from "./death-roll-setting";
import { DEATH_SAVE_FAILURES_TO_DIE, isDead, type ClassicDying } from "./dying-state";
import { CLASSIC_DEATH_SAVE_OUTCOME, CLASSIC_DYING_LINE as LINE, CLASSIC_DYING_REFUSAL } from "./labels";

export interface DyingCreature {
  hitDice: number;
  constitutionModifier: number;
}

/** What to roll: a d% that must reach `target`, or a Fortitude save against `dc` (its lines itemised). */
export type DeathSaveRoll =
  | { kind: "percentile"; formula: "1d100"; target: number }
  | { kind: "fortitude"; dc: number; lines: Modifier[] };

/** In death, all are equal: 51 or higher saves, and every failure so far raises it by 10. */
export const percentileTarget = (failures: number): number => 51 + 10 * failures;

function fortitudeLines(type: Exclude<ClassicDeathRoll, "allEqual">, dying: ClassicDying, creature: DyingCreature): Modifier[] {
  const base = { key: LINE.base, value: 10 };
  if (type === "brutality") return [base, { key: LINE.droppingDamage, value: dying.droppingDamage }];
  return [base, { key: LINE.hitDice, value: creature.hitDice }, { key: LINE.constitution, value: -creature.constitutionModifier }];
}

/** Why no death save is due: standing, stabilized or dead. */
function noSaveDue(dying: ClassicDying): { ok: false; reason: { key: string } } | null {
  if (!dying.down) return refuse(CLASSIC_DYING_REFUSAL.notDying);
  if (isDead(dying)) return refuse(CLASSIC_DYING_REFUSAL.dead);
  if (dying.stable) return refuse(CLASSIC_DYING_REFUSAL.stable);
  return null;
}

/** The death save this creature rolls now, or why it rolls none. */
export function deathSaveRoll(type: ClassicDeathRoll, dying: ClassicDying, creature: DyingCreature): Decision<{ roll: DeathSaveRoll }> {
  const none = noSaveDue(dying);
  if (none) return none;
  if (type === "allEqual") return { ok: true, roll: { kind: "percentile", formula: "1d100", target: percentileTarget(dying.failures) } };
  const lines = fortitudeLines(type, dying, creature);
  return { ok: true, roll: { kind: "fortitude", dc: modifierTotal(lines), lines } };
}

export type DeathSaveOutcome = keyof typeof CLASSIC_DEATH_SAVE_OUTCOME;

/** What the rolled d% or Fortitude total does; `label` is the card's i18n key of the outcome. */
export function resolveDeathSave(
  type: ClassicDeathRoll,
  dying: ClassicDying,
  creature: DyingCreature,
  rolled: number,
): Decision<{ outcome: DeathSaveOutcome; label: string; dying: ClassicDying }> {
  const due = deathSaveRoll(type, dying, creature);
  if (!due.ok) return due;
  const needed = due.roll.kind === "percentile" ? due.roll.target : due.roll.dc;
  if (rolled >= needed) return { ok: true, outcome: "stabilized", label: CLASSIC_DEATH_SAVE_OUTCOME.stabilized, dying: { ...dying, stable: true } };
  const failures = dying.failures + 1;
  const outcome = failures >= DEATH_SAVE_FAILURES_TO_DIE ? "dead" : "failed";
  return { ok: true, outcome, label: CLASSIC_DEATH_SAVE_OUTCOME[outcome], dying: { ...dying, failures } };
}
