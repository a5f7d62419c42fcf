/**
 * What an attack costs, decided and spent on the GM's client when it accepts the attack:
 * - its own action (Melee or Ranged Attack, or Charge): in a fight, on the attacker's turn with
 *   the Main unspent (a GM may take it anyway; the GMs are told);
 * - a Snap Attack (an Instant that gives up the Main), from the panel or against a GM card that
 *   attacks this attacker (the card records the interruption);
 * - an Attack of Opportunity: a strike the GM's AoO card offers this foe against that mover, once;
 * - a declared swarm's attack on its target: paid by the Swarm Attack, and the swarm closes.
 * Outside a started fight (no combatant in a Fray combat, or a fight not yet started under a turn
 * structure) attacks are free play: nothing to spend, though a card still records a Snap's interruption;
 * but a player's attacker in no fight does not strike (nor snap from the panel) at one who is in a
 * started fight: leaving the tracker buys no free attacks.
 */
import { tokenCombatant, type InCombat } from "../../../foundry/actors/combatant-of";
import { storedEconomy, storeEconomy as storeBudget } from "../../../foundry/combat/round-budget";
import { groupIdOf } from "../../../foundry/combat/fight-setup";
import { fightTurnOf } from "../../../foundry/combat/fight-turn";
import { REFUSAL_KEYS } from "./actions/keys";
import { adapterOf, stateOf } from "../../../foundry/combat/turn-handler";
import { freshRound, takeAction, type RoundActions } from "../rules/combat/action-economy";
import type { ActionId } from "../rules/combat/action-table";
import type { AttackSituation } from "../rules/combat/attack-plan";
import { attackAction } from "../rules/combat/attack-action";
import { refuse, type Reason } from "../../../core/rules-types";
import { sidesEconomy } from "../rules/economy";
import { actionContext } from "./actions/action-context";
import { actorFacts } from "./actions/actor-facts";
import { whisperOverride } from "./actions/gm-whisper";
import type { AttackRequest } from "./attack-request";
import { attackerProfileOf } from "./attack-sources";
import { takeReaction } from "./card-commands";
import { cardRollsOf, updateAttackCard } from "./card-message";
import { gmCard, storeCard } from "../../../foundry/cards";
import { gmAttackCard, NOT_GM_CARD } from "./gm-card";
import { strikeOnCard } from "./actions/aoo-card-data";
import { OPPORTUNITY_CARD } from "./actions/aoo-card-type";
import { grappleBlocksAction } from "./maneuvers/grapple-block";
import { closeInBook } from "./round-state/swarm-book";
import { bookOf, updateBook } from "./round-state/swarm-store";

const R = "FRAY.Sides.AttackFlow.Refusal";

export type Cost = { ok: true; commit(): Promise<void> } | { ok: false; reason: Reason; overridable: boolean };

export interface CostInput {
  request: AttackRequest;
  actor: Actor.Implementation;
  attackerToken: TokenDocument.Implementation;
  targetToken: TokenDocument.Implementation;
  situation: AttackSituation;
  /** The assailants of the attacker's declared swarm on this target (0: none). */
  swarmDeclared: number;
  userId: string;
  senderIsGm: boolean;
}

const free: Cost = { ok: true, commit: async () => {} };
const refused = (key: string, data?: Reason["data"]): Cost => ({ ...refuse(key, data), overridable: false });


/** The same, only once the fight has started under a turn structure: before that there is no budget to spend. */
function fighting(token: TokenDocument.Implementation): InCombat | null {
  const found = tokenCombatant(token);
  return found && adapterOf(found.combat)?.view(stateOf(found.combat)).started === true ? found : null;
}

function storeEconomy(combatant: Combatant.Implementation | undefined, state: RoundActions): Promise<unknown> {
  return combatant ? storeBudget(combatant, state) : Promise.resolve();
}

/** A player's attacker in no started fight striking at a fighter of one: that would be a free attack off every turn. */
function outsider(input: CostInput): Cost | null {
  if (input.senderIsGm || !fightTurnOf(input.targetToken.combatant)) return null;
  return refused(REFUSAL_KEYS.notInFight, { name: input.attackerToken.name });
}

function economyCost(input: CostInput, actionId: ActionId): Cost {
  const found = fighting(input.attackerToken);
  if (!found) return outsider(input) ?? free;
  const { combat, combatant } = found;
  const held = grappleBlocksAction(combat, combatant, actionId, false);
  if (held) return refused(held.key, held.data);
  const view = adapterOf(combat)?.view(stateOf(combat)) ?? null;
  // Ask the turn engine: is it this combatant's (side's) turn?
  const ctx = actionContext(view, combatant.id ?? "", groupIdOf(combatant), actorFacts(input.actor));
  const taken = takeAction(sidesEconomy.read(storedEconomy(combatant)), actionId, ctx, input.request.force && input.senderIsGm);
  if (!taken.ok) return { ok: false, reason: taken.reason, overridable: input.senderIsGm };
  const broken = taken.overridden ? { key: String(taken.overridden.data?.reason ?? taken.overridden.key) } : null;
  return {
    ok: true,
    commit: async () => {
      await storeEconomy(combatant, taken.state);
      if (broken) await whisperOverride(input.actor, actionId, broken, input.userId);
    },
  };
}

/** A Snap Attack back at the attacker of a GM card aimed at this attacker, before anything was applied. */
function snapAgainst(input: CostInput, messageId: string): Cost {
  const found = gmAttackCard(messageId);
  if (found === "notGm") return refused(NOT_GM_CARD);
  if (found === "missing") return refused(`${R}.BadRequest`);
  const { message, card } = found;
  const rolls = cardRollsOf(message.rolls);
  const reactor = attackerProfileOf(input.actor);
  const aimed = card.targetTokenUuid === input.attackerToken.uuid && card.attackerTokenUuid === input.targetToken.uuid;
  if (!rolls || !reactor || !aimed) return refused(`${R}.BadRequest`);
  const combatant = fighting(input.attackerToken)?.combatant;
  const economy = combatant ? sidesEconomy.read(storedEconomy(combatant)) : freshRound();
  const taken = takeReaction(card, rolls, "snapAttack", economy, reactor);
  if (!taken.ok) return refused(taken.reason.key, taken.reason.data);
  return {
    ok: true,
    commit: async () => {
      await storeEconomy(combatant, taken.economy);
      await updateAttackCard(message, taken.card);
    },
  };
}

/** A strike the GM's own AoO card offers this foe against this target, counted on the card once the attack is accepted. */
function opportunity(input: CostInput, messageId: string): Cost {
  const found = gmCard(messageId, OPPORTUNITY_CARD);
  if (found === "notGm") return refused(NOT_GM_CARD);
  if (found === "missing") return refused(`${R}.BadRequest`);
  const strike = strikeOnCard(found.record, input.attackerToken.uuid, input.targetToken.uuid, input.situation.mode);
  if (!strike.ok) return refused(strike.reason.key);
  return { ok: true, commit: () => storeCard(found.message, OPPORTUNITY_CARD, strike.card) };
}

/** The swarm's attack, paid for by each assailant's Swarm Attack: the GM closes the swarm. */
function swarmAttack(input: CostInput): Cost | null {
  if (input.swarmDeclared <= 0 || input.situation.swarmAssailants <= 0) return null;
  const found = tokenCombatant(input.attackerToken);
  const target = input.targetToken.combatant;
  if (!found || !target || target.parent !== found.combat) return null;
  const close = (book: Parameters<typeof closeInBook>[0]) => closeInBook(book, target.id ?? "", found.combatant.id ?? "");
  const check = close(bookOf(found.combat));
  if (!check.ok) return refused(check.reason.key, check.reason.data);
  return {
    ok: true,
    commit: async () => {
      await updateBook(found.combat, close);
    },
  };
}

export function attackCost(input: CostInput): Cost {
  const payment = input.request.payment;
  if (payment.kind === "opportunity") return opportunity(input, payment.messageId);
  if (payment.kind === "snap") return payment.againstMessageId ? snapAgainst(input, payment.againstMessageId) : economyCost(input, "snapAttack");
  const swarm = swarmAttack(input);
  if (swarm) return swarm;
  return economyCost(input, attackAction(input.situation));
}
