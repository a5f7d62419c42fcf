/**
 * The GM's side of the card buttons a player cannot carry out alone: rolling damage on a message
 * they cannot update, and the target's reactions (which spend its combatant's budget). Every
 * check is redone here from the card and its rolls; the client only names the message.
 */
import { askGm, registerGmHandler, type GmAnswer } from "../../../foundry/channel";
import { isManeuverAttempt } from "./maneuvers/maneuver-data";
import { animateRoll } from "../../../foundry/dice-animation";
import { freshRound } from "../rules/combat/action-economy";
import { checkDamageFormula } from "../rules/combat/damage-formula-check";
import type { Reason } from "../rules/combat/types";
import { attackerProfileOf, combatantEconomy } from "./attack-sources";
import type { AttackCardData } from "./attack-card-data";
import { cardActor, cardToken, type CardSide } from "./card-actors";
import { gmAttackCard, NOT_GM_CARD, type GmCard } from "./gm-card";
import { checkDamageRoll, takeReaction } from "./card-commands";
import { cardRollsOf, updateAttackCard } from "./card-message";

export const ROLL_DAMAGE_QUERY = "sidesRollDamage";
export const REACTION_QUERY = "sidesReaction";
const R = "FRAY.Sides.AttackFlow.Refusal";

const refuse = (reason: Reason): GmAnswer => ({ ok: false, reason: reason.key, ...(reason.data ? { data: reason.data } : {}) });

/** The GM's own card the payload names, or the refusal to answer. */
function cardOf(payload: Record<string, unknown>): GmCard | GmAnswer {
  const found = gmAttackCard(payload.messageId);
  if (found === "missing") return { ok: false, reason: `${R}.BadRequest` };
  if (found === "notGm") return { ok: false, reason: NOT_GM_CARD };
  return found;
}
const isAnswer = (value: GmCard | GmAnswer): value is GmAnswer => "ok" in value;

async function owns(userId: string, card: AttackCardData, side: CardSide): Promise<Actor.Implementation | null> {
  const user = game.users?.get(userId);
  const actor = await cardActor(card, side);
  return user && actor && (user.isGM || actor.testUserPermission(user, "OWNER")) ? actor : null;
}

/** Rolls the weapon's damage formula as rolls[1] and re-renders the card. */
export async function rollCardDamage(message: ChatMessage.Implementation, card: AttackCardData): Promise<GmAnswer> {
  const rolls = cardRollsOf(message.rolls);
  if (!rolls) return { ok: false, reason: `${R}.BadRequest` };
  const check = checkDamageRoll(card, rolls);
  if (!check.ok) return refuse(check.reason);
  const formula = checkDamageFormula(card.weapon.damage, card.weaponName);
  if (!formula.ok) return refuse(formula.reason);
  const roll = await new foundry.dice.Roll(card.weapon.damage).evaluate();
  await animateRoll(roll);
  await updateAttackCard(message, card, roll);
  return { ok: true };
}

export async function handleRollDamage(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const found = cardOf(payload);
  if (isAnswer(found)) return found;
  if (isManeuverAttempt(found.message)) return { ok: false, reason: `${R}.ManeuverAttempt` };
  if (!(await owns(userId, found.card, "attacker"))) return { ok: false, reason: `${R}.NotOwner`, data: { name: found.card.attackerName } };
  return rollCardDamage(found.message, found.card);
}

export async function handleReaction(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const found = cardOf(payload);
  if (isAnswer(found)) return found;
  // A Snap Attack is paid when the GM accepts the attack itself (attack-cost.ts), never alone.
  const reaction: unknown = payload.reaction;
  const rolls = cardRollsOf(found.message.rolls);
  if (!rolls || reaction !== "totalDefense") return { ok: false, reason: `${R}.BadRequest` };
  const { message, card } = found;
  const actor = await owns(userId, card, "target");
  const reactor = actor ? attackerProfileOf(actor) : null;
  if (!reactor) return { ok: false, reason: `${R}.NotOwner`, data: { name: card.targetName } };
  const token = await cardToken(card, "target");
  const taken = takeReaction(card, rolls, reaction, combatantEconomy(token) ?? freshRound(), reactor);
  if (!taken.ok) return refuse(taken.reason);
  await token?.combatant?.update({ system: { economy: { ...taken.economy } } });
  await updateAttackCard(message, taken.card);
  return { ok: true };
}

export function registerCardQueries(): void {
  registerGmHandler(ROLL_DAMAGE_QUERY, handleRollDamage);
  registerGmHandler(REACTION_QUERY, handleReaction);
}

export function requestDamageRoll(messageId: string): Promise<GmAnswer> {
  return askGm(ROLL_DAMAGE_QUERY, { messageId });
}

export function requestTotalDefense(messageId: string): Promise<GmAnswer> {
  return askGm(REACTION_QUERY, { messageId, reaction: "totalDefense" });
}
