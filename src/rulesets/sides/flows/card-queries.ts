/**
 * The attack card's steps the GM carries out for a player who cannot alone: rolling damage on a
 * message they cannot update, and the target's reactions (which spend its combatant's budget). Every
 * check is redone here from the card's record and rolls; the client only names the message. The
 * shared pipeline (src/foundry/cards) finds the GM's own card and stores what a step decided.
 */
import { LANE_ROLL } from "../../../foundry/roll-dice";
import { refuse } from "../../../core/rules-types";
import { mayActFor } from "../../../foundry/actors/may-act";
import { askGm, type GmAnswer } from "../../../foundry/channel";
import { cardStepHandler, registerCardSteps, type Asker, type CardStep } from "../../../foundry/cards";
import { isManeuverAttempt } from "./maneuvers/maneuver-data";
import { animateRoll } from "../../../foundry/dice-animation";
import { freshRound } from "../rules/combat/action-economy";
import { checkFormulaLimits } from "../../../core/dice/formula-limit";
import { attackerProfileOf, combatantEconomy } from "./attack-sources";
import { storeEconomy } from "../../../foundry/combat/round-budget";
import type { AttackCardData } from "./attack-card-data";
import { cardActor, cardToken, type CardSide } from "./card-actors";
import { NOT_GM_CARD } from "./gm-card";
import { checkDamageRoll, takeReaction } from "./card-commands";
import { ATTACK_CARD, cardRollsOf } from "./card-message";
import { canAct } from "./actions/actor-facts";
import { REFUSAL_KEYS } from "./actions/keys";

export const ROLL_DAMAGE_QUERY = "sidesRollDamage";
export const REACTION_QUERY = "sidesReaction";
const R = "FRAY.Sides.AttackFlow.Refusal";

const refusals = { missing: { key: `${R}.BadRequest` }, notGm: { key: NOT_GM_CARD } };

/** The card's actor on that side, when the asker is the GM or one of its owners. */
async function owns(asker: Asker, card: AttackCardData, side: CardSide): Promise<Actor.Implementation | null> {
  const actor = await cardActor(card, side);
  return mayActFor(asker.user, actor) ? actor : null;
}

/** Rolls the weapon's damage formula as rolls[1]: the attacker's owner asks, once, for a hit. */
export const rollDamageStep: CardStep<AttackCardData> = {
  command: ROLL_DAMAGE_QUERY,
  refusals,
  async run({ message, record: card, asker }) {
    if (isManeuverAttempt(card)) return refuse(`${R}.ManeuverAttempt`);
    if (!(await owns(asker, card, "attacker"))) return refuse(`${R}.NotOwner`, { name: card.attackerName });
    const rolls = cardRollsOf(message.rolls);
    if (!rolls) return refuse(`${R}.BadRequest`);
    const check = checkDamageRoll(card, rolls);
    if (!check.ok) return check;
    const formula = checkFormulaLimits(card.weapon.damage, card.weaponName);
    if (!formula.ok) return formula;
    const roll = await new foundry.dice.Roll(card.weapon.damage).evaluate(LANE_ROLL);
    animateRoll(roll);
    return { ok: true, rolls: [...message.rolls.slice(0, 1), roll] };
  },
};

/** Total Defense after seeing the roll: the target's owner asks (a target that is down cannot); its round budget pays. */
export const reactionStep: CardStep<AttackCardData> = {
  command: REACTION_QUERY,
  refusals,
  async run({ message, record: card, asker, payload }) {
    // A Snap Attack is paid when the GM accepts the attack itself (attack-cost.ts), never alone.
    const rolls = cardRollsOf(message.rolls);
    if (!rolls || payload.reaction !== "totalDefense") return refuse(`${R}.BadRequest`);
    const actor = await owns(asker, card, "target");
    const reactor = actor ? attackerProfileOf(actor) : null;
    if (!actor || !reactor) return refuse(`${R}.NotOwner`, { name: card.targetName });
    if (!canAct(actor)) return refuse(REFUSAL_KEYS.cannotAct, { name: card.targetName });
    const token = await cardToken(card, "target");
    const taken = takeReaction(card, rolls, "totalDefense", combatantEconomy(token) ?? freshRound(), reactor);
    if (!taken.ok) return taken;
    if (token?.combatant) await storeEconomy(token.combatant, taken.economy);
    return { ok: true, record: taken.card };
  },
};

export const handleRollDamage = cardStepHandler(ATTACK_CARD, rollDamageStep);
export const handleReaction = cardStepHandler(ATTACK_CARD, reactionStep);

export function registerCardQueries(): void {
  registerCardSteps(ATTACK_CARD, [rollDamageStep, reactionStep]);
}

export function requestDamageRoll(messageId: string): Promise<GmAnswer> {
  return askGm(ROLL_DAMAGE_QUERY, { messageId });
}

export function requestTotalDefense(messageId: string): Promise<GmAnswer> {
  return askGm(REACTION_QUERY, { messageId, reaction: "totalDefense" });
}
