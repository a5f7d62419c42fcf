/**
 * "After the fight" on the tracker (GM only): the after-fight card is posted now, while the combat
 * still exists, and its gear wear rolled at once; the combat remembers it, so deleting the combat
 * later posts no second card and a second press is refused.
 */
import { answerRefusal, refusal, type GmAnswer } from "../../../../foundry/channel";
import { cardStepHandler } from "../../../../foundry/cards";
import { combatFor } from "../../../../foundry/combat/combat-queries";
import { FACTIONS_COMBAT_FLAG } from "../combat-flags";
import { FACTIONS_AFTER_FIGHT_CARD } from "./after-fight-card";
import { AFTER_FIGHT_REFUSAL, gearWearStep } from "./gear-wear";
import { postAfterFightCard } from "./post-after-fight";

export const AFTER_FIGHT_NOW_COMMAND = "factionsAfterFightNow";

/** Whether the GM already ran the after-fight step on this combat. */
export function afterFightRun(combat: Combat.Implementation): boolean {
  return combat.getFlag("fray", FACTIONS_COMBAT_FLAG.afterFightRun) === true;
}

export async function handleAfterFightNow(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  if (game.users?.get(userId)?.isGM !== true) return answerRefusal(AFTER_FIGHT_REFUSAL.gmOnly);
  const combat = combatFor(payload);
  if (!combat) return refusal("FRAY.Tracker.Refusal.noCombat");
  if (afterFightRun(combat)) return answerRefusal(AFTER_FIGHT_REFUSAL.done);
  await combat.setFlag("fray", FACTIONS_COMBAT_FLAG.afterFightRun, true);
  const message = await postAfterFightCard(combat);
  // The step runs here on the GM's lane, not through the channel (work on the lane must not wait for the lane).
  return message ? cardStepHandler(FACTIONS_AFTER_FIGHT_CARD, gearWearStep)({ messageId: message.id ?? "" }, userId) : { ok: true };
}
