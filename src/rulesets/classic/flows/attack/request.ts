/**
 * The one command that makes a classic attack: the player's client names the two tokens, the weapon
 * or shield item and its choices (mode, which attack of the round, stance, two hands, non-lethal, a
 * situational modifier, a grapple it shoots into); the GM reads every number from its documents. Pure.
 */
import { CLASSIC_ATTACK_MODES, type ClassicAttackMode } from "../../rules/attack/attack-modes";
import type { FightingStance } from "../../rules/attack/stance";
import { MAX_ATTACKS } from "../../rules/character/base-attack";
import { FIGHTING_STANCES } from "../../schema/attack-card";
import { situationalOf } from "../../../../core/dice/situational";

export const CLASSIC_ATTACK_COMMAND = "classicAttack";

export { SITUATIONAL_LIMIT, situationalOf } from "../../../../core/dice/situational";

export interface ClassicAttackRequest {
  attackerTokenUuid: string;
  targetTokenUuid: string;
  itemId: string;
  mode: ClassicAttackMode;
  iterative: number;
  opportunity: boolean;
  stance: FightingStance;
  twoHanded: boolean;
  nonLethal: boolean;
  situational: number;
  /** The user says the target is in a grapple (it can only cost the shooter, so it is believed). */
  intoGrapple: boolean;
  /** Go ahead past the round's budget (the GMs are told). */
  force: boolean;
  /** The GM's offer card an attack of opportunity answers (its message id, a lookup key only; "" for none). */
  offerId: string;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.length > 0 && value.length <= 200 ? value : null);
const flag = (value: unknown): boolean => value === true || value === "true" || value === "on";

/** The attack of the round a form or payload names, 0 when it names none that could be. */
export function iterativeOf(value: unknown): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 && n < MAX_ATTACKS ? n : 0;
}

const choiceOf = <C extends string>(choices: readonly C[], value: unknown): C | null => (choices as readonly unknown[]).includes(value) ? (value as C) : null;

export function parseClassicAttack(payload: Record<string, unknown>): ClassicAttackRequest | null {
  const [attackerTokenUuid, targetTokenUuid, itemId] = [text(payload.attackerTokenUuid), text(payload.targetTokenUuid), text(payload.itemId)];
  const mode = choiceOf(CLASSIC_ATTACK_MODES, payload.mode);
  if (!attackerTokenUuid || !targetTokenUuid || !itemId || !mode) return null;
  return {
    attackerTokenUuid,
    targetTokenUuid,
    itemId,
    mode,
    iterative: iterativeOf(payload.iterative),
    opportunity: flag(payload.opportunity),
    stance: choiceOf(FIGHTING_STANCES, payload.stance) ?? "normal",
    twoHanded: flag(payload.twoHanded),
    nonLethal: flag(payload.nonLethal),
    situational: situationalOf(payload.situational),
    intoGrapple: flag(payload.intoGrapple),
    force: payload.force === true,
    offerId: text(payload.offerId) ?? "",
  };
}
