/**
 * The GM's handlers for the chaos of combat's buttons. "Declared": a player (or the GM) who may act
 * for the timed character stops its clock, stamped with the GM's clock (after the deadline it is too
 * late, and the tracker says so). "Pass the turn": the GM alone, once the GM's clock says the time ran
 * out, ends that character's turn through the engine; nothing ends a turn by itself.
 */
import type { Reason } from "../../../../core/rules-types";
import { answerRefusal, type GmAnswer } from "../../../../foundry/channel";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { combatFor } from "../../../../foundry/combat/combat-queries";
import { applyIntent } from "../../../../foundry/combat/turn-handler";
import { storeCountdowns, storedCountdowns } from "./countdown-flag";
import { countdownNow } from "./countdown-now";

export const CHAOS_COMMAND = { declare: "factionsChaosDeclare", passTurn: "factionsChaosPassTurn" } as const;

const R = "FRAY.Factions.Chaos.Refusal";
export const CHAOS_REFUSAL = {
  noCountdown: { key: `${R}.NoCountdown` },
  notYours: { key: `${R}.NotYours` },
  gmOnly: { key: `${R}.GmOnly` },
  stillRunning: { key: `${R}.StillRunning` },
} as const satisfies Record<string, Reason>;

/** The combat, the timed combatant and its countdown the payload names, re-read; or why not. */
function timedTurn(payload: Record<string, unknown>) {
  const combat = combatFor(payload);
  const combatantId = typeof payload.combatantId === "string" ? payload.combatantId : "";
  const combatant = combat?.combatants.get(combatantId);
  const countdown = combat ? storedCountdowns(combat).find((entry) => entry.combatantId === combatantId) : undefined;
  return combat && combatant && countdown ? { combat, combatant, countdown } : null;
}

export async function handleChaosDeclare(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const timed = timedTurn(payload);
  if (!timed) return answerRefusal(CHAOS_REFUSAL.noCountdown);
  if (!userMayActFor(userId, timed.combatant.actor)) return answerRefusal(CHAOS_REFUSAL.notYours);
  if (timed.countdown.declaredAt !== null) return { ok: true };
  const declaredAt = Date.now();
  await storeCountdowns(timed.combat, storedCountdowns(timed.combat).map((entry) => (entry.combatantId === timed.countdown.combatantId ? { ...entry, declaredAt } : entry)));
  return { ok: true };
}

export async function handleChaosPassTurn(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  if (game.users?.get(userId)?.isGM !== true) return answerRefusal(CHAOS_REFUSAL.gmOnly);
  const timed = timedTurn(payload);
  if (!timed) return answerRefusal(CHAOS_REFUSAL.noCountdown);
  if (countdownNow(timed.countdown, timed.combatant, Date.now()).status !== "doesNothing") return answerRefusal(CHAOS_REFUSAL.stillRunning);
  return applyIntent(timed.combat, { kind: "endTurn", combatantId: timed.countdown.combatantId }, { userId, isGM: true });
}
