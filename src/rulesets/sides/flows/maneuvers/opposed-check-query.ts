/**
 * The opposed check after a shove or grapple attack hit (the GM's side). The player only names the
 * attack card; the GM checks it is a maneuver attempt that hit and not yet checked, rolls both
 * sides' 2d6 as Foundry Rolls, decides with the rules and applies: prone, or the grapple recorded.
 */
import { refuse } from "../../../../core/rules-types";
import { cardStepHandler, type CardStep } from "../../../../foundry/cards";
import { SIDES_STATUS } from "../../rules/statuses";
import { startGrapple } from "../../rules/combat/grapple";
import { REFUSAL } from "../../rules/combat/labels";
import { sizePenalty } from "../../rules/combat/opposed-check";
import { resolveShove } from "../../rules/combat/shove";
import type { AttackCardData } from "../attack-card-data";
import { cardActor } from "../card-actors";
import { NOT_GM_CARD } from "../gm-card";
import { ATTACK_CARD, cardRollsOf } from "../card-message";
import { resolveCard } from "../card-resolution";
import { skillCheck } from "./card-checks";
import { checkParts, grappleCategory, withRoll, type CheckParts } from "./check-sources";
import { grapplesOf, saveGrapples } from "./combat-record";
import { viewedCombat } from "../../../../foundry/actors/combatant-of";
import { checkFactsOf } from "./fighter-facts";
import { fighterId, MANEUVER_REFUSAL } from "./gm-common";
import { mayActFor } from "../../../../foundry/actors/may-act";
import { MANEUVER_CARD_VERSION, type ManeuverAttempt, type ManeuverCardData } from "./maneuver-data";
import { postManeuverCard, rollDice } from "./post-card";

export const MANEUVER_CHECK_QUERY = "sidesManeuverCheck";
const NO_RECORD = { key: "FRAY.Sides.Maneuver.Outcome.NoCombatRecord" };

interface Sides {
  card: AttackCardData;
  attempt: ManeuverAttempt;
  attacker: Actor.Implementation;
  target: Actor.Implementation;
  attackerParts: CheckParts;
  defenderParts: CheckParts;
}

type Decided = { ok: true; card: ManeuverCardData } | { ok: false; reason: { key: string; data?: Record<string, string | number> } };

function baseCard(s: Sides): Omit<ManeuverCardData, "checks" | "outcomes"> {
  return { schemaVersion: MANEUVER_CARD_VERSION, kind: s.attempt.kind, actorName: s.card.attackerName, targetName: s.card.targetName, hold: null };
}

async function shove(s: Sides, a: number, d: number): Promise<Decided> {
  const decided = resolveShove({
    attackHit: true,
    attacker: withRoll(s.attackerParts, a),
    defender: withRoll(s.defenderParts, d),
    size: s.attempt.size,
    effect: s.attempt.effect,
  });
  if (!decided.ok) return decided;
  const r = decided.result;
  if (r.effect === "prone" && !s.target.statuses.has(SIDES_STATUS.prone)) await s.target.toggleStatusEffect(SIDES_STATUS.prone, { active: true });
  const checks = [
    skillCheck(s.card.attackerName, s.attackerParts, a, r.attackerModifiers, r.success),
    skillCheck(s.card.targetName, s.defenderParts, d, [], !r.success),
  ];
  return { ok: true, card: { ...baseCard(s), checks, outcomes: [r.outcome] } };
}

async function grapple(s: Sides, a: number, d: number): Promise<Decided> {
  const combat = viewedCombat();
  const grapplerId = fighterId(s.card.attackerTokenUuid, s.card.attackerActorUuid);
  const defenderId = fighterId(s.card.targetTokenUuid, s.card.targetActorUuid);
  const decided = startGrapple(grapplesOf(combat), {
    grapplerId,
    defenderId,
    attackHit: true,
    weaponCategory: grappleCategory(s.card.attacker.kind, s.card.weapon.category),
    grappler: withRoll(s.attackerParts, a),
    defender: withRoll(s.defenderParts, d),
    size: s.attempt.size,
  });
  if (!decided.ok) return decided;
  if (decided.success) {
    if (combat) await saveGrapples(combat, decided.state);
    if (!s.target.statuses.has(SIDES_STATUS.grappled)) await s.target.toggleStatusEffect(SIDES_STATUS.grappled, { active: true });
  }
  const checks = [
    skillCheck(s.card.attackerName, s.attackerParts, a, sizePenalty(s.attempt.size) ?? [], decided.success),
    skillCheck(s.card.targetName, s.defenderParts, d, [], !decided.success),
  ];
  const outcomes = decided.success && !combat ? [decided.outcome, NO_RECORD] : [decided.outcome];
  const hold = decided.success ? { grapplerId, defenderId, size: s.attempt.size } : null;
  return { ok: true, card: { ...baseCard(s), checks, outcomes, hold } };
}

/** The attack hit (recomputed from the card's own roll). */
function attackHit(card: AttackCardData, rolls: readonly Roll[]): boolean {
  const cardRolls = cardRollsOf(rolls);
  const resolution = cardRolls ? resolveCard(card, cardRolls) : null;
  return resolution !== null && resolution.ok && resolution.roll.hit;
}

/** The attack card's opposed-check step: the attacker's owner asks once the shove or grapple hit. */
export const maneuverCheckStep: CardStep<AttackCardData> = {
  command: MANEUVER_CHECK_QUERY,
  // The attempt and its check id live on the GM's own card: a player can neither forge nor reset them.
  refusals: { missing: { key: MANEUVER_REFUSAL.badRequest }, notGm: { key: NOT_GM_CARD } },
  async run({ message, record: card, asker }) {
    const attempt = card.maneuverAttempt;
    if (!attempt) return refuse(MANEUVER_REFUSAL.badRequest);
    const [attacker, target] = [await cardActor(card, "attacker"), await cardActor(card, "target")];
    if (!attacker || !target) return refuse(MANEUVER_REFUSAL.badRequest);
    if (!mayActFor(asker.user, attacker)) return refuse(MANEUVER_REFUSAL.notOwner, { name: card.attackerName });
    // Once per card: the GM runs one command at a time, so a second click finds the check's id.
    if (attempt.checkMessageId) return refuse(MANEUVER_REFUSAL.alreadyRolled);
    if (!attackHit(card, message.rolls)) return refuse(REFUSAL.maneuverNeedsHit);
    const [af, df] = [checkFactsOf(attacker), checkFactsOf(target)];
    if (!af || !df) return refuse(MANEUVER_REFUSAL.badRequest);
    const sides: Sides = { card, attempt, attacker, target, attackerParts: checkParts(af, attempt.kind), defenderParts: checkParts(df, attempt.kind) };
    const [a, d] = [await rollDice("2d6"), await rollDice("2d6")];
    const decided = attempt.kind === "shove" ? await shove(sides, a.total, d.total) : await grapple(sides, a.total, d.total);
    if (!decided.ok) return decided;
    const posted = await postManeuverCard(decided.card, [a.roll, d.roll]);
    return { ok: true, record: { ...card, maneuverAttempt: { ...attempt, checkMessageId: posted ?? "posted" } }, result: { card: decided.card } };
  },
};

export const handleManeuverCheck = cardStepHandler(ATTACK_CARD, maneuverCheckStep);
