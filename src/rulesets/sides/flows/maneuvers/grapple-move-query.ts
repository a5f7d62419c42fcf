/**
 * Moving a grappled target (the grappler's Main Action), from the grapple card, on the GM's
 * client: both sides' STR/Brawl rolled; won, the target is dragged 10 ft (moved by hand on the
 * map) or thrown 5 ft and knocked prone (and let go); lost, the defender breaks free.
 */
import type { GmAnswer } from "../../../../foundry/channel";
import { SIDES_STATUS } from "../../rules/statuses";
import { holdsOn, moveGrappled, type MoveChoice } from "../../rules/combat/grapple";
import { REFUSAL } from "../../rules/combat/labels";
import { sizePenalty } from "../../rules/combat/opposed-check";
import { skillCheck } from "./card-checks";
import { checkParts, withRoll } from "./check-sources";
import { currentCombat, grapplesOf, saveGrapples } from "./combat-record";
import { checkFactsOf } from "./fighter-facts";
import { fighterOf, MANEUVER_REFUSAL, mayActFor, refuse } from "./gm-common";
import { MANEUVER_CARD_VERSION, isManeuverCard } from "./maneuver-data";
import { postManeuverCard, rollDice } from "./post-card";
import { spendMain } from "./spend-main";
import { isGmAuthored, NOT_GM_CARD } from "../gm-card";

export const GRAPPLE_MOVE_QUERY = "sidesGrappleMove";

const isChoice = (value: unknown): value is MoveChoice => value === "drag" || value === "throw";

export async function handleGrappleMove(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const message = typeof payload.messageId === "string" ? game.messages?.get(payload.messageId) : undefined;
  const card: unknown = message?.flags.fray?.maneuver;
  const choice = payload.choice;
  if (!message || !isManeuverCard(card) || !card.hold || !isChoice(choice)) return refuse({ key: MANEUVER_REFUSAL.badRequest });
  // The grapple card is the GM's record; a player's look-alike is never acted on.
  if (!isGmAuthored(message)) return refuse({ key: NOT_GM_CARD });
  const { grapplerId, defenderId } = card.hold;
  const [grappler, defender] = [await fighterOf(grapplerId), await fighterOf(defenderId)];
  const [gf, df] = [grappler ? checkFactsOf(grappler) : null, defender ? checkFactsOf(defender) : null];
  if (!grappler || !defender || !gf || !df) return refuse({ key: MANEUVER_REFUSAL.badRequest });
  if (!mayActFor(userId, grappler)) return refuse({ key: MANEUVER_REFUSAL.notOwner, data: { name: grappler.name } });
  const combat = currentCombat();
  if (!combat) return refuse({ key: MANEUVER_REFUSAL.noCombat });
  const state = grapplesOf(combat);
  const hold = state.holds.find((h) => h.grapplerId === grapplerId && h.defenderId === defenderId);
  if (!hold) return refuse({ key: REFUSAL.notGrappling });
  // Only a GM may take the Main against the economy; a player's move waits for their turn.
  const spent = await spendMain(combat, grappler, payload.force === true && game.users?.get(userId)?.isGM === true);
  if (!spent.ok) return refuse(spent.reason);

  const [gp, dp] = [checkParts(gf, "grapple"), checkParts(df, "grapple")];
  const [g, d] = [await rollDice("2d6"), await rollDice("2d6")];
  const moved = moveGrappled(state, grapplerId, withRoll(gp, g.total), withRoll(dp, d.total), choice);
  if (!moved.ok) return refuse(moved.reason);
  await saveGrapples(combat, moved.state);
  if (moved.prone && !defender.statuses.has(SIDES_STATUS.prone)) await defender.toggleStatusEffect(SIDES_STATUS.prone, { active: true });
  if (holdsOn(moved.state, defenderId).length === 0 && defender.statuses.has(SIDES_STATUS.grappled)) {
    await defender.toggleStatusEffect(SIDES_STATUS.grappled, { active: false });
  }
  const checks = [skillCheck(grappler.name, gp, g.total, sizePenalty(hold.size) ?? [], moved.success), skillCheck(defender.name, dp, d.total, [], !moved.success)];
  await postManeuverCard(
    { version: MANEUVER_CARD_VERSION, kind: "grappleMove", actorName: grappler.name, targetName: defender.name, checks, outcomes: [moved.outcome], hold: null },
    [g.roll, d.roll],
  );
  return { ok: true, result: { success: moved.success, movedFt: moved.movedFt, prone: moved.prone } };
}
