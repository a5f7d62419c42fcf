/**
 * What one hit does to a creature's hit points, non-lethal damage and dying state, and which of the
 * going-down statuses its token then shows. Lethal damage stops at 0 HP, where the creature goes down;
 * non-lethal damage counts up. A massive lethal hit on a creature still standing calls for a Fortitude
 * save (going-down.ts); a creature already down keeps its count.
 */
import type { Modifier } from "../../../../core/rules-types";
import { isUnconscious } from "../character/health";
import { CLASSIC_STATUS as S } from "../character/statuses";
import { isDead, type ClassicDying } from "./dying-state";
import { failMassiveDamage, goingDown, massiveDamageSave } from "./going-down";

export interface ClassicHarmState {
  hp: number;
  maxHp: number;
  nonLethal: number;
  dying: ClassicDying;
}

export interface ClassicHitTaken {
  damage: number;
  nonLethal: boolean;
}

/** The creature after the hit, before any massive-damage save. */
export function takeHit(state: ClassicHarmState, hit: ClassicHitTaken): ClassicHarmState {
  const damage = Math.max(0, hit.damage);
  if (hit.nonLethal) return { ...state, nonLethal: state.nonLethal + damage };
  const hp = Math.max(0, state.hp - damage);
  return { ...state, hp, dying: goingDown(hp, damage, state.dying) ?? state.dying };
}

/** The massive-damage save this hit calls for: a lethal hit of half the maximum HP or more on a creature not already down. */
export function massiveSaveDue(before: ClassicHarmState, hit: ClassicHitTaken, attackerHitDice: number): { dc: number; lines: Modifier[] } | null {
  if (hit.nonLethal || before.dying.down) return null;
  return massiveDamageSave(hit.damage, before.maxHp, attackerHitDice);
}

/** After the massive-damage save's total: unchanged when it saves, else at 0 HP with the first death save failed. */
export function afterMassiveSave(after: ClassicHarmState, total: number, dc: number, damage: number): ClassicHarmState {
  const failed = failMassiveDamage(total, dc, damage, after.dying);
  return failed ? { ...after, hp: 0, dying: failed } : after;
}

/** The statuses a creature's condition puts on its token; the dead show only death. */
export const DYING_STATUS_IDS = [S.unconscious, S.dying, S.stabilized, S.dead] as const;
export type DyingStatusId = (typeof DYING_STATUS_IDS)[number];

export function dyingStatuses(state: Pick<ClassicHarmState, "hp" | "nonLethal" | "dying">): Record<DyingStatusId, boolean> {
  const { dying } = state;
  const dead = isDead(dying);
  const down = dying.down && !dead;
  return {
    [S.unconscious]: !dead && (dying.down || isUnconscious({ hp: state.hp, nld: state.nonLethal })),
    [S.dying]: down && !dying.stable,
    [S.stabilized]: down && dying.stable,
    [S.dead]: dead,
  };
}
