/**
 * The GM command "teamsTest": a player names an actor and the parts of a test; the GM checks the
 * sender may act for that actor, reads the ratings from the actor itself, rolls and posts the card.
 * A test taken as Fortify or Resist is paid for first (gm-test-reaction.ts); a refusal rolls nothing.
 */
import { actorFromUuid } from "../../../../foundry/actors/resolve";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { refusal, type GmHandler } from "../../../../foundry/channel";
import { teamsDataOf } from "./actor-ratings";
import { payTestReaction } from "./gm-test-reaction";
import { postTest } from "./post-test";
import { readTestCommand } from "./test-request";

const R = "FRAY.Teams.Test.Refusal";
export const TEST_REFUSAL = {
  badRequest: `${R}.BadRequest`,
  notOwner: `${R}.NotOwner`,
} as const;

export const handleTestCommand: GmHandler = async (payload, userId) => {
  const command = readTestCommand(payload);
  const actor = command ? await actorFromUuid(command.actorUuid) : null;
  const data = teamsDataOf(actor);
  if (!command || !actor || !data) return refusal(TEST_REFUSAL.badRequest);
  if (!userMayActFor(userId, actor)) return refusal(TEST_REFUSAL.notOwner, { name: actor.name });
  const paid = command.reaction ? await payTestReaction(actor, data, command.reaction, command.force, userId) : { guarding: false };
  if ("ok" in paid) return paid;
  const posted = await postTest(actor, data, { ...command, guarding: paid.guarding });
  return { ok: true, result: { messageId: posted.messageId, total: posted.outcome.total, success: posted.outcome.success } };
};
