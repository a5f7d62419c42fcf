/**
 * Turning the attack onto someone else, each a GM command run against the GM's own card while the
 * target may still react: Hide behind (the target's owner names one of the characters the card offers),
 * Agree / Refuse (that character's owner answers; a refusal leaves the target to choose again) and Guard
 * (the owner of a companion the card offers). Agreeing spends the hider's turn and the attack turns on the
 * one it hid behind, who is offered its own reactions (hideBehind); guarding spends the guard's turn and
 * it becomes the target with no dodge or counter (guard). The payload names only a token, which must be
 * one the card offers; everything else is re-read from the documents.
 */
import { refuse } from "../../../../core/rules-types";
import { mayActFor } from "../../../../foundry/actors/may-act";
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import type { CardStep, CardStepContext, CardStepOutcome } from "../../../../foundry/cards";
import { nearbyCheck } from "../../rules/zones/nearby";
import { hideBehind } from "../../rules/reactions/hide-behind";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { factionsFighterOf, type FactionsFighter } from "../attack/fighters";
import { ATTACK_REFUSAL } from "../attack/keys";
import { CARD_COMMANDS } from "./actions";
import { offerReactions } from "./offer-reactions";
import { momentOf } from "./attack-moment";
import { grabbedByTarget, mayGuard, namedBy, personOf } from "./redirect-offers";
import { reactionWindow } from "../../rules/reactions/reaction-window";
import { REDIRECT_REFUSAL } from "./redirect-keys";
import { spendReactorTurn, withReactor } from "./reactor-turn";
import { zoneMapOfToken } from "../zones/scene-zones";
import { REFUSALS } from "./step-kit";
import { stuntHolds } from "./stunt-steps";

type Record = FactionsAttackRecord;
type Outcome = CardStepOutcome<Record>;
type Person = Record["target"];

const fighterAt = (person: Person) => factionsFighterOf(tokenFromUuidSync(person.tokenUuid));

/** The card still lets its target react (or be guarded): a hit, damage not rolled, not undone, no one asked, its reaction in one of `states`. */
function stillOpen(record: Record, states: readonly Record["reaction"][]): Outcome | null {
  if (record.undone) return refuse(ATTACK_REFUSAL.undone);
  if (!record.hit || record.damageRolled !== null || record.finalBlow || !states.includes(record.reaction)) return refuse(ATTACK_REFUSAL.noReaction);
  if (record.hidingBehind) return refuse(REDIRECT_REFUSAL.askPending, { name: record.hidingBehind.name, target: record.target.name });
  const stunt = stuntHolds(record);
  if (stunt) return refuse(stunt.key, stunt.data);
  const window = reactionWindow(momentOf(record));
  return window.ok ? null : window;
}

/** A step run only while the card is still open (stillOpen). */
const whileOpen = (command: string, states: readonly Record["reaction"][], run: (context: CardStepContext<Record>) => Promise<Outcome>): CardStep<Record> => ({
  command,
  refusals: REFUSALS,
  run: async (context) => stillOpen(context.record, states) ?? run(context),
});

/** The one the payload names among those the card offers, or null. */
const offeredIn = (people: readonly Person[], payload: CardStepContext<Record>["payload"]): Person | null => people.find((p) => p.tokenUuid === payload.token) ?? null;

/** The attack turned onto `onto`: the old target joins those it was turned from; `onto`'s reactions are offered afresh. */
function turnedOnto(record: Record, onto: FactionsFighter, by: "hideBehind" | "guard"): Record | null {
  const attacker = fighterAt(record.attacker);
  if (!attacker) return null;
  const turned: Record = { ...record, target: personOf(onto), turnedFrom: [...record.turnedFrom, { ...record.target, by }], hidingBehind: null, guarding: by === "guard", dodgeSave: null };
  return offerReactions(turned, attacker, onto);
}

/** GM: spends the reactor's turn, then turns the attack onto `onto`; the card records whose turn was spent. */
async function turnAttack(record: Record, reactor: FactionsFighter, onto: FactionsFighter, by: "hideBehind" | "guard"): Promise<Outcome> {
  const spent = await spendReactorTurn(reactor.token);
  if (!spent.ok) return spent;
  const turned = turnedOnto(record, onto, by);
  return turned ? withReactor({ ok: true, record: turned }, spent.spentIn) : refuse(ATTACK_REFUSAL.badRequest);
}

export const hideBehindStep = whileOpen(CARD_COMMANDS.hideBehind, ["offered"], async ({ record, asker, payload }) => {
  if (!asker.isGM && !mayActFor(asker.user, fighterAt(record.target)?.actor)) return refuse(ATTACK_REFUSAL.notOwner, { name: record.target.name });
  const shield = offeredIn(record.shields, payload);
  if (!shield) return refuse(REDIRECT_REFUSAL.notOffered);
  // One the target is grabbing has no say: it becomes the target at once.
  const [hider, grabbed] = [fighterAt(record.target), fighterAt(shield)];
  if (hider && grabbed && grabbedByTarget(record, hider).some((g) => g.token.uuid === grabbed.token.uuid)) return hideBehindNow(record, hider, grabbed, false);
  return { ok: true, record: { ...record, hidingBehind: shield } };
});

/** The asked character's owner (or the GM) answers; the ask stands until one of them does. */
async function answer(context: CardStepContext<Record>, agrees: boolean): Promise<Outcome> {
  const { record, asker } = context;
  const asked = record.hidingBehind;
  if (record.undone) return refuse(ATTACK_REFUSAL.undone);
  if (!asked) return refuse(REDIRECT_REFUSAL.nothingAsked);
  const [shield, hider] = [fighterAt(asked), fighterAt(record.target)];
  if (!shield || !hider) return refuse(ATTACK_REFUSAL.badRequest);
  if (!asker.isGM && !mayActFor(asker.user, shield.actor)) return refuse(ATTACK_REFUSAL.notOwner, { name: asked.name });
  if (!agrees) return { ok: true, record: { ...record, hidingBehind: null, shields: record.shields.filter((p) => p.tokenUuid !== asked.tokenUuid) } };
  return hideBehindNow(record, hider, shield, true);
}

/** GM: the pure hideBehind on the documents (one that agreed, or one the hider grabs), then the attack turned. */
function hideBehindNow(record: Record, hider: FactionsFighter, shield: FactionsFighter, agrees: boolean): Promise<Outcome> | Outcome {
  const nearby = nearbyCheck(hider.token.uuid, shield.token.uuid, zoneMapOfToken(hider.token)).ok;
  const decided = hideBehind({ id: shield.token.uuid, nearby, agrees, grabbedByHider: !agrees, alreadyTargeted: namedBy(record).has(shield.token.uuid) });
  return decided.ok ? turnAttack(record, hider, shield, "hideBehind") : decided;
}

export const agreeHideStep: CardStep<Record> = { command: CARD_COMMANDS.agreeHide, refusals: REFUSALS, run: (context) => answer(context, true) };
export const declineHideStep: CardStep<Record> = { command: CARD_COMMANDS.declineHide, refusals: REFUSALS, run: (context) => answer(context, false) };

export const guardStep = whileOpen(CARD_COMMANDS.guard, ["offered", "none"], async ({ record, asker, payload }) => {
  const offered = offeredIn(record.guardians, payload);
  if (!offered) return refuse(REDIRECT_REFUSAL.notOffered);
  const [guardian, target] = [fighterAt(offered), fighterAt(record.target)];
  if (!guardian || !target) return refuse(ATTACK_REFUSAL.badRequest);
  if (!asker.isGM && !mayActFor(asker.user, guardian.actor)) return refuse(ATTACK_REFUSAL.notOwner, { name: offered.name });
  // It was offered only when aware of the attacker; the rest is judged again now.
  const decided = mayGuard(record, target, guardian, true);
  return decided.ok ? turnAttack(record, guardian, guardian, "guard") : decided;
});

export const FACTIONS_REDIRECT_STEPS = [hideBehindStep, agreeHideStep, declineHideStep, guardStep];
