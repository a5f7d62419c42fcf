/**
 * Screen an Ally on the GM's client. Recording: the screener's owner names the ward (its one
 * target); the screen lasts until the screener's next turn starts. The Screen step of an attack
 * card on a screened ward: the GM rolls the attacker's and each screener's opposed check (STR or
 * DEX + combat skill), decides with the rules, counts the screens, and when a screener wins,
 * turns the card on that screener (its AC now decides the hit).
 */
import type { GmAnswer } from "../../../../foundry/channel";
import { resolveScreen, type Screener } from "../../rules/combat/screen-ally";
import { OUTCOME } from "../../rules/combat/labels";
import { targetOf } from "../attack-sources";
import type { AttackCardData } from "../attack-card-data";
import { cardActor } from "../card-actors";
import { gmAttackCard, NOT_GM_CARD } from "../gm-card";
import { updateAttackCard } from "../card-message";
import { handleTakeAction } from "../actions/gm-take-action";
import { distanceFt } from "../token-geometry";
import { skillCheck } from "./card-checks";
import { checkParts, screenCapacity } from "./check-sources";
import { currentCombat, saveScreens, screensOf } from "./combat-record";
import { checkFactsOf } from "./fighter-facts";
import { fighterId, fighterOf, MANEUVER_REFUSAL, mayActFor, refuse, tokenOf } from "./gm-common";
import { MANEUVER_CARD_VERSION, type CardCheck } from "./maneuver-data";
import { postManeuverCard, rollDice } from "./post-card";
import { countScreens, endedAtTurnStart, screensOfWard, usedThisRound, withScreen } from "./screen-records";

export const SCREEN_ALLY_QUERY = "sidesScreenAlly";
export const SCREEN_CHECK_QUERY = "sidesScreenCheck";
const O = "FRAY.Sides.Maneuver.Outcome";

export async function handleScreenAlly(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const [screener, ward] = [await fighterOf(payload.screenerId), await fighterOf(payload.wardId)];
  const { screenerId, wardId } = payload;
  if (!screener || !ward || typeof screenerId !== "string" || typeof wardId !== "string" || screenerId === wardId) {
    return refuse({ key: MANEUVER_REFUSAL.badRequest });
  }
  if (!mayActFor(userId, screener)) return refuse({ key: MANEUVER_REFUSAL.notOwner, data: { name: screener.name } });
  const combat = currentCombat();
  const combatant = combat?.getCombatantsByActor(screener)[0];
  if (!combat || !combatant) return refuse({ key: MANEUVER_REFUSAL.noCombat });
  // Screening is a Move Action: taken here (the sender's turn and a Move left, or refused), with any
  // Attack of Opportunity a moving screener provokes. Called directly: this already runs on the GM's lane.
  const taken = await handleTakeAction({ combatId: combat.id ?? "", combatantId: combatant.id ?? "", actionId: "screenAlly", moved: payload.moved === true, force: false }, userId);
  if (!taken.ok) return taken;
  await saveScreens(combat, withScreen(screensOf(combat), { screenerId, wardId, combatantId: combatant.id ?? "" }));
  const outcome = { key: `${O}.Screening`, data: { screener: screener.name, ward: ward.name } };
  await postManeuverCard({ version: MANEUVER_CARD_VERSION, kind: "screen", actorName: screener.name, targetName: ward.name, checks: [], outcomes: [outcome], hold: null }, []);
  return { ok: true };
}

/** The card now aimed at the screener: its actor, token, name and target profile (its AC). */
function aimedAt(card: AttackCardData, token: TokenDocument.Implementation, actor: Actor.Implementation): AttackCardData | null {
  const object = token.object;
  const target = object ? targetOf(object) : null;
  if (!target) return null;
  return { ...card, targetActorUuid: actor.uuid, targetTokenUuid: token.uuid, targetName: object?.name ?? actor.name, target };
}

export async function handleScreenCheck(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const found = gmAttackCard(payload.messageId);
  const combat = currentCombat();
  if (found === "notGm") return refuse({ key: NOT_GM_CARD });
  if (found === "missing") return refuse({ key: MANEUVER_REFUSAL.badRequest });
  const { message, card } = found;
  if (!combat) return refuse({ key: MANEUVER_REFUSAL.noCombat });
  const [attacker, ward] = [await cardActor(card, "attacker"), await cardActor(card, "target")];
  const wardId = fighterId(card.targetTokenUuid, card.targetActorUuid);
  const records = screensOfWard(screensOf(combat), wardId);
  if (!attacker || !ward || records.length === 0) return refuse({ key: MANEUVER_REFUSAL.badRequest });
  const mayAsk = mayActFor(userId, ward) || (await Promise.all(records.map((r) => fighterOf(r.screenerId)))).some((s) => s && mayActFor(userId, s));
  if (!mayAsk) return refuse({ key: MANEUVER_REFUSAL.notOwner, data: { name: ward.name } });
  if (message.flags.fray?.screen || card.applied.length > 0 || message.rolls.length > 1) return refuse({ key: MANEUVER_REFUSAL.alreadyRolled });
  const attackerFacts = checkFactsOf(attacker);
  if (!attackerFacts) return refuse({ key: MANEUVER_REFUSAL.badRequest });
  await message.update({ flags: { fray: { screen: { redirected: false, screenerName: "", checkMessageId: null } } } });

  const round = combat.round ?? 0;
  const wardToken = await tokenOf(card.targetTokenUuid);
  const attackerParts = checkParts(attackerFacts, "screen");
  const own = await rollDice("2d6");
  const rolls: Roll[] = [own.roll];
  const screeners: (Screener & { name: string; token: TokenDocument.Implementation | null; actor: Actor.Implementation })[] = [];
  const lines = new Map<string, CardCheck>();
  for (const record of records) {
    const [actor, token] = [await fighterOf(record.screenerId), await tokenOf(record.screenerId)];
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
      distanceToWardFt: from && to ? distanceFt(from, to) : 0,
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
    { version: MANEUVER_CARD_VERSION, kind: "screenCheck", actorName: card.attackerName, targetName: card.targetName, checks, outcomes: [outcome], hold: null },
    rolls,
  );
  const redirected = chosen?.token ? aimedAt(card, chosen.token, chosen.actor) : null;
  await message.update({ flags: { fray: { screen: { redirected: redirected !== null, screenerName: chosen?.name ?? "", checkMessageId } } } });
  if (redirected) await updateAttackCard(message, redirected);
  return { ok: true, result: { redirected: redirected !== null, targetId: result.targetId } };
}

/** Screens end when their screener's next turn starts (the GM's client). */
export async function endScreensAtTurnStart(combat: Combat.Implementation, combatantIds: readonly string[]): Promise<void> {
  if (!game.user?.isGM || game.users?.activeGM?.id !== game.user.id) return;
  const records = screensOf(combat);
  const kept = endedAtTurnStart(records, combatantIds);
  if (kept.length !== records.length) await saveScreens(combat, kept);
}
