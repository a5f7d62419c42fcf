/**
 * Screen an Ally on the GM's client. Recording: the screener's owner names the ward (its one
 * target); the screen lasts until the screener's next turn starts. The Screen step of an attack
 * card on a screened ward: the GM rolls the attacker's and each screener's opposed check (STR or
 * DEX + combat skill), decides with the rules, counts the screens, and when a screener wins,
 * turns the card on that screener (its AC now decides the hit).
 */
import { engineRoundOf } from "../../../../foundry/combat/combat-engine";
import { isActiveGmHere, answerRefusal, type GmAnswer } from "../../../../foundry/channel";
import { refuse } from "../../../../core/rules-types";
import { cardStepHandler, type Asker, type CardStep, type CardStepOutcome } from "../../../../foundry/cards";
import { resolveScreen, type Screener } from "../../rules/combat/screen-ally";
import { OUTCOME } from "../../rules/combat/labels";
import { targetOf } from "../attack-sources";
import type { AttackCardData } from "../attack-card-data";
import { cardActor } from "../card-actors";
import { NOT_GM_CARD } from "../gm-card";
import { ATTACK_CARD } from "../card-message";
import { handleTakeAction } from "../actions/gm-take-action";
import { distanceBetween } from "../../../../foundry/scene/token-geometry";
import { skillCheck } from "./card-checks";
import { checkParts, screenCapacity } from "./check-sources";
import { saveScreens, screensOf } from "./combat-record";
import { viewedCombat } from "../../../../foundry/actors/combatant-of";
import { checkFactsOf } from "./fighter-facts";
import { fighterId, MANEUVER_REFUSAL } from "./gm-common";
import { actorFromUuid, tokenFromUuid } from "../../../../foundry/actors/resolve";
import { mayActFor, userMayActFor } from "../../../../foundry/actors/may-act";
import { MANEUVER_CARD_VERSION, type CardCheck } from "./maneuver-data";
import { postManeuverCard, rollDice } from "./post-card";
import { countScreens, endedAtTurnStart, screensOfWard, usedThisRound, withScreen } from "./screen-records";

export const SCREEN_ALLY_QUERY = "sidesScreenAlly";
export const SCREEN_CHECK_QUERY = "sidesScreenCheck";
const O = "FRAY.Sides.Maneuver.Outcome";

export async function handleScreenAlly(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const [screener, ward] = [await actorFromUuid(payload.screenerId), await actorFromUuid(payload.wardId)];
  const { screenerId, wardId } = payload;
  if (!screener || !ward || typeof screenerId !== "string" || typeof wardId !== "string" || screenerId === wardId) {
    return answerRefusal({ key: MANEUVER_REFUSAL.badRequest });
  }
  if (!userMayActFor(userId, screener)) return answerRefusal({ key: MANEUVER_REFUSAL.notOwner, data: { name: screener.name } });
  const combat = viewedCombat();
  const combatant = combat?.getCombatantsByActor(screener)[0];
  if (!combat || !combatant) return answerRefusal({ key: MANEUVER_REFUSAL.noCombat });
  // Screening is a Move Action: taken here (the sender's turn and a Move left, or refused), with any
  // Attack of Opportunity a moving screener provokes. Called directly: this already runs on the GM's lane.
  const taken = await handleTakeAction({ combatId: combat.id ?? "", combatantId: combatant.id ?? "", actionId: "screenAlly", moved: payload.moved === true, force: false }, userId);
  if (!taken.ok) return taken;
  await saveScreens(combat, withScreen(screensOf(combat), { screenerId, wardId, combatantId: combatant.id ?? "" }));
  const outcome = { key: `${O}.Screening`, data: { screener: screener.name, ward: ward.name } };
  await postManeuverCard({ schemaVersion: MANEUVER_CARD_VERSION, kind: "screen", actorName: screener.name, targetName: ward.name, checks: [], outcomes: [outcome], hold: null }, []);
  return { ok: true };
}

/** The card now aimed at the screener: its actor, token, name and target profile (its AC). */
function aimedAt(card: AttackCardData, token: TokenDocument.Implementation, actor: Actor.Implementation): AttackCardData | null {
  const object = token.object;
  const target = object ? targetOf(object) : null;
  if (!target) return null;
  return { ...card, targetActorUuid: actor.uuid, targetTokenUuid: token.uuid, targetName: object?.name ?? actor.name, target };
}

/** The attack card's Screen step, before any damage: the ward's or a screener's owner asks; the GM rolls. */
export const screenCheckStep: CardStep<AttackCardData> = {
  command: SCREEN_CHECK_QUERY,
  refusals: { missing: { key: MANEUVER_REFUSAL.badRequest }, notGm: { key: NOT_GM_CARD } },
  run: ({ message, record, asker }) => screenCheck(message, record, asker),
};

async function screenCheck(message: ChatMessage.Implementation, card: AttackCardData, asker: Asker): Promise<CardStepOutcome<AttackCardData>> {
  const combat = viewedCombat();
  if (!combat) return refuse(MANEUVER_REFUSAL.noCombat);
  const [attacker, ward] = [await cardActor(card, "attacker"), await cardActor(card, "target")];
  const wardId = fighterId(card.targetTokenUuid, card.targetActorUuid);
  const records = screensOfWard(screensOf(combat), wardId);
  if (!attacker || !ward || records.length === 0) return refuse(MANEUVER_REFUSAL.badRequest);
  const mayAsk = mayActFor(asker.user, ward) || (await Promise.all(records.map((r) => actorFromUuid(r.screenerId)))).some((s) => mayActFor(asker.user, s));
  if (!mayAsk) return refuse(MANEUVER_REFUSAL.notOwner, { name: ward.name });
  // Once per card, before damage: the GM runs one command at a time, so a second click finds the screen recorded.
  if (card.screen || card.applied.length > 0 || message.rolls.length > 1) return refuse(MANEUVER_REFUSAL.alreadyRolled);
  const attackerFacts = checkFactsOf(attacker);
  if (!attackerFacts) return refuse(MANEUVER_REFUSAL.badRequest);

  const round = engineRoundOf(combat) ?? 0;
  const wardToken = await tokenFromUuid(card.targetTokenUuid);
  const attackerParts = checkParts(attackerFacts, "screen");
  const own = await rollDice("2d6");
  const rolls: Roll[] = [own.roll];
  const screeners: (Screener & { name: string; token: TokenDocument.Implementation | null; actor: Actor.Implementation })[] = [];
  const lines = new Map<string, CardCheck>();
  for (const record of records) {
    const [actor, token] = [await actorFromUuid(record.screenerId), await tokenFromUuid(record.screenerId)];
    const facts = actor ? checkFactsOf(actor) : null;
    if (!actor || !facts) continue;
    const parts = checkParts(facts, "screen");
    const rolled = await rollDice("2d6");
    rolls.push(rolled.roll);
    const line = skillCheck(actor.name, parts, rolled.total, [], null);
    lines.set(record.screenerId, line);
    const [from, to] = [token?.object, wardToken?.object];
    screeners.push({
      id: record.screenerId,
      name: actor.name,
      token,
      actor,
      checkTotal: line.total,
      highestCombatSkill: screenCapacity(facts),
      screensUsedThisRound: usedThisRound(record, round),
      distanceToWardFt: from && to ? distanceBetween(from, to) : 0,
      canBlock: true,
    });
  }
  const attackerLine = skillCheck(card.attackerName, attackerParts, own.total, [], null);
  const result = resolveScreen(wardId, attackerLine.total, screeners);
  await saveScreens(combat, countScreens(screensOf(combat), result.participants.map((p) => p.id), round));
  const chosen = screeners.find((s) => s.id === result.targetId) ?? null;
  const checks = [
    { ...attackerLine, won: result.participants.length > 0 ? !result.redirected : null },
    ...result.participants.map((p) => ({ ...(lines.get(p.id) as CardCheck), won: p.id === result.targetId })),
  ];
  const outcome = chosen ? { key: OUTCOME.screenRedirected, data: { screener: chosen.name } } : result.reason;
  const checkMessageId = await postManeuverCard(
    { schemaVersion: MANEUVER_CARD_VERSION, kind: "screenCheck", actorName: card.attackerName, targetName: card.targetName, checks, outcomes: [outcome], hold: null },
    rolls,
  );
  const redirected = chosen?.token ? aimedAt(card, chosen.token, chosen.actor) : null;
  const screen = { redirected: redirected !== null, screenerName: chosen?.name ?? "", checkMessageId };
  return { ok: true, record: { ...(redirected ?? card), screen }, result: { redirected: redirected !== null, targetId: result.targetId } };
}

/** Screens end when their screener's next turn starts (the GM's client). */
export async function endScreensAtTurnStart(combat: Combat.Implementation, combatantIds: readonly string[]): Promise<void> {
  if (!isActiveGmHere()) return;
  const records = screensOf(combat);
  const kept = endedAtTurnStart(records, combatantIds);
  if (kept.length !== records.length) await saveScreens(combat, kept);
}

export const handleScreenCheck = cardStepHandler(ATTACK_CARD, screenCheckStep);
