/**
 * Moving a grappled target (the grappler's Main Action), from the grapple card, on the GM's
 * client: both sides' STR/Brawl rolled; won, the target is dragged 10 ft (moved by hand on the
 * map) or thrown 5 ft and knocked prone (and let go); lost, the defender breaks free.
 */
import { refuse } from "../../../../core/rules-types";
import { cardStepHandler, type CardStep } from "../../../../foundry/cards";
import { SIDES_STATUS } from "../../rules/statuses";
import { holdsOn, moveGrappled, type MoveChoice } from "../../rules/combat/grapple";
import { REFUSAL } from "../../rules/combat/labels";
import { sizePenalty } from "../../rules/combat/opposed-check";
import { skillCheck } from "./card-checks";
import { checkParts, withRoll } from "./check-sources";
import { grapplesOf, saveGrapples } from "./combat-record";
import { viewedCombat } from "../../../../foundry/actors/combatant-of";
import { checkFactsOf } from "./fighter-facts";
import { MANEUVER_REFUSAL } from "./gm-common";
import { actorFromUuid } from "../../../../foundry/actors/resolve";
import { mayActFor } from "../../../../foundry/actors/may-act";
import { MANEUVER_CARD_VERSION, type ManeuverCardData } from "./maneuver-data";
import { MANEUVER_CARD, postManeuverCard, rollDice } from "./post-card";
import { spendMain } from "./spend-main";
import { NOT_GM_CARD } from "../gm-card";
import { canAct } from "../actions/actor-facts";
import { REFUSAL_KEYS } from "../actions/keys";

export const GRAPPLE_MOVE_QUERY = "sidesGrappleMove";

const isChoice = (value: unknown): value is MoveChoice => value === "drag" || value === "throw";

/** The grapple card's step: the grappler's owner (or the GM) moves the target the card's hold names. */
export const grappleMoveStep: CardStep<ManeuverCardData> = {
  command: GRAPPLE_MOVE_QUERY,
  // The grapple card is the GM's record; a player's look-alike is never acted on.
  refusals: { missing: { key: MANEUVER_REFUSAL.badRequest }, notGm: { key: NOT_GM_CARD } },
  async run({ record: card, asker, payload }) {
    const choice = payload.choice;
    if (!card.hold || !isChoice(choice)) return refuse(MANEUVER_REFUSAL.badRequest);
    const { grapplerId, defenderId } = card.hold;
    const [grappler, defender] = [await actorFromUuid(grapplerId), await actorFromUuid(defenderId)];
    const [gf, df] = [grappler ? checkFactsOf(grappler) : null, defender ? checkFactsOf(defender) : null];
    if (!grappler || !defender || !gf || !df) return refuse(MANEUVER_REFUSAL.badRequest);
    if (!mayActFor(asker.user, grappler)) return refuse(MANEUVER_REFUSAL.notOwner, { name: grappler.name });
    if (!canAct(grappler)) return refuse(REFUSAL_KEYS.cannotAct, { name: grappler.name });
    const combat = viewedCombat();
    if (!combat) return refuse(MANEUVER_REFUSAL.noCombat);
    const state = grapplesOf(combat);
    const hold = state.holds.find((h) => h.grapplerId === grapplerId && h.defenderId === defenderId);
    if (!hold) return refuse(REFUSAL.notGrappling);
    // Only a GM may take the Main against the economy; a player's move waits for their turn.
    const spent = await spendMain(combat, grappler, payload.force === true && asker.isGM);
    if (!spent.ok) return spent;

    const [gp, dp] = [checkParts(gf, "grapple"), checkParts(df, "grapple")];
    const [g, d] = [await rollDice("2d6"), await rollDice("2d6")];
    const moved = moveGrappled(state, grapplerId, withRoll(gp, g.total), withRoll(dp, d.total), choice);
    if (!moved.ok) return moved;
    await saveGrapples(combat, moved.state);
    if (moved.prone && !defender.statuses.has(SIDES_STATUS.prone)) await defender.toggleStatusEffect(SIDES_STATUS.prone, { active: true });
    if (holdsOn(moved.state, defenderId).length === 0 && defender.statuses.has(SIDES_STATUS.grappled)) {
      await defender.toggleStatusEffect(SIDES_STATUS.grappled, { active: false });
    }
    const checks = [skillCheck(grappler.name, gp, g.total, sizePenalty(hold.size) ?? [], moved.success), skillCheck(defender.name, dp, d.total, [], !moved.success)];
    await postManeuverCard(
      { schemaVersion: MANEUVER_CARD_VERSION, kind: "grappleMove", actorName: grappler.name, targetName: defender.name, checks, outcomes: [moved.outcome], hold: null },
      [g.roll, d.roll],
    );
    return { ok: true, result: { success: moved.success, movedFt: moved.movedFt, prone: moved.prone } };
  },
};

export const handleGrappleMove = cardStepHandler(MANEUVER_CARD, grappleMoveStep);
