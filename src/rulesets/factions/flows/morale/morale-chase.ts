/**
 * The morale card's Chase (the GM's): posts the chase card (flows/chase) for the fight with those who
 * retreated on this card and are on no chase card yet, fleeing even with the pursuers until the GM calls
 * their pace. The ids come from the GM's own card, never the payload; the tracker's Chase stays as it is.
 */
import { postChaseCard } from "../chase/chase-now";
import { FACTIONS_MORALE_COMMANDS, FACTIONS_MORALE_REFUSAL, gmStep } from "./morale-steps";
import { retreatersToChase } from "./retreaters";

export const moraleChaseStep = gmStep(FACTIONS_MORALE_COMMANDS.chase, async (ctx, combat) => {
  const retreating = retreatersToChase(ctx.record);
  if (retreating.length === 0) return { ok: false, reason: FACTIONS_MORALE_REFUSAL.noRetreat };
  const messageId = await postChaseCard(combat, new Set(retreating));
  return { ok: true, record: { ...ctx.record, chasedIds: [...ctx.record.chasedIds, ...retreating] }, result: { messageId } };
});
