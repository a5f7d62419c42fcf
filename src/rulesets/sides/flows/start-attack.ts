/**
 * From a click on a weapon (or a stat-block attack) to the GM's attack card: one target, the dialog
 * with the situation read from the map and refusals explained, then the request to the GM, who
 * checks it again, spends what it costs, rolls and posts the card (gm-attack.ts).
 */
import { warnUser } from "../../../foundry/notify";
import { askGm, type GmAnswer } from "../../../foundry/channel";
import { planAttack } from "../rules/combat/attack-plan";
import type { Reason } from "../../../core/rules-types";
import { isOverridable } from "../../../foundry/actions/override";
import { CONFIRM_KEYS } from "./actions/keys";
import { defaultSource, type AttackSource } from "./attack-sources";
import { askAttackChoices } from "./attack-dialog";
import { choicesOnRecord, playerChoiceRefusal } from "./attack-choices";
import { defaultChoices, situationFromChoices, type AttackChoices, type DialogFacts } from "./attack-dialog-view";
import { readAttackScene, type AttackScene } from "./attack-facts";
import { attackPayload, ATTACK_QUERY, type AttackPayment, type AttackRequest } from "./attack-request";
import { registerCardButtons } from "./card-buttons";
import { registerCardQueries } from "./card-queries";
import { registerAttackHandler } from "./gm-attack";
import { reasonText } from "./reason-text";
import { translate } from "../../../foundry/i18n";
import { singleTarget } from "../../../foundry/scene/user-target";
import type { ManeuverAttempt } from "./maneuvers/maneuver-data";
import { inGrapple } from "./maneuvers/grapple-block";

const NOTICE = "FRAY.Sides.AttackFlow.Notice";

export interface AttackOptions {
  /** The token to attack instead of the user's single target (a Snap Attack back at the attacker). */
  target?: Token.Implementation;
  snap?: boolean;
  /** The GM attack card this Snap Attack interrupts (its target's reaction). */
  snapAgainstMessageId?: string;
  /** The GM's Attack of Opportunity card this strike was offered on. */
  opportunityMessageId?: string;
  /** A shove or grapple: the card's hit leads to an opposed check instead of damage. */
  maneuver?: ManeuverAttempt;
}

function attackerToken(actor: Actor.Implementation): Token.Implementation | null {
  const tokens = actor.getActiveTokens();
  const controlled = tokens.find((token) => token.controlled);
  return controlled ?? tokens[0] ?? null;
}

/** What the rules and (for a player) the map allow these choices; the refusal to explain, or null. */
function refusalOf(choices: AttackChoices, scene: AttackScene, grappled: boolean): Reason | null {
  const recorded = choicesOnRecord(choices, scene.facts);
  const claimed = game.user?.isGM ? null : playerChoiceRefusal(recorded, scene.facts);
  if (claimed) return claimed;
  const situation = { ...situationFromChoices(recorded, scene.facts, scene.side.movementFt), inGrapple: grappled };
  const planned = planAttack(scene.side.attacker, scene.side.weapon, scene.facts.target, situation);
  return planned.ok ? null : planned.reason;
}

/** Asks until the rules accept the choices (each refusal shown) or the player closes the dialog. */
async function chooseUntilAccepted(facts: DialogFacts, weaponName: string, refusal: (choices: AttackChoices) => Reason | null): Promise<AttackChoices | null> {
  let choices = defaultChoices(facts);
  for (;;) {
    const answer = await askAttackChoices(facts, weaponName, choices);
    if (!answer) return null;
    const refused = refusal(answer);
    if (!refused) return answer;
    ui.notifications?.warn(reasonText(translate, refused));
    choices = answer;
  }
}

function paymentOf(options: AttackOptions): AttackPayment {
  if (options.opportunityMessageId) return { kind: "opportunity", messageId: options.opportunityMessageId };
  if (options.snap) return { kind: "snap", againstMessageId: options.snapAgainstMessageId ?? null };
  return { kind: "action" };
}

/** The economy refused a GM's attack: the GM may take it anyway (the GMs are told). */
async function confirmOverride(answer: GmAnswer): Promise<boolean> {
  if (answer.ok || !game.user?.isGM || !isOverridable(answer.data)) return false;
  const action = translate("FRAY.Sides.AttackFlow.Dialog.AttackAction");
  const confirmed: unknown = await foundry.applications.api.DialogV2.confirm({
    window: { title: translate(CONFIRM_KEYS.title, { action }) },
    content: `<p>${foundry.utils.escapeHTML(translate(CONFIRM_KEYS.content, { action, rule: translate(answer.reason, answer.data) }))}</p>`,
  });
  return confirmed === true;
}

/** Sends the attack; returns the GM's answer (a refusal is already shown to the user). */
export async function requestAttack(request: AttackRequest): Promise<GmAnswer> {
  const answer = await askGm(ATTACK_QUERY, attackPayload(request));
  if (!(await confirmOverride(answer))) return answer;
  return askGm(ATTACK_QUERY, attackPayload({ ...request, force: true }));
}

export async function startAttack(actor: Actor.Implementation, source: AttackSource, options: AttackOptions = {}): Promise<void> {
  const targetToken = options.target ?? singleTarget();
  if (!targetToken) return warnUser(`${NOTICE}.NoTarget`);
  const ownToken = attackerToken(actor);
  if (!ownToken) return warnUser(`${NOTICE}.NoCanvas`);
  const scene = readAttackScene(actor, source, ownToken, targetToken, options.snap ?? false);
  if (typeof scene === "string") return warnUser(`${NOTICE}.${scene}`);
  // Grappling or grappled (the combat's record): unarmed attacks only.
  const grappled = inGrapple(ownToken.document.uuid);
  const choices = await chooseUntilAccepted(scene.facts, scene.side.weaponName, (answer) => refusalOf(answer, scene, grappled));
  if (!choices) return;
  await requestAttack({
    attackerTokenUuid: ownToken.document.uuid,
    targetTokenUuid: targetToken.document.uuid,
    source,
    choices: { ...choices },
    payment: paymentOf(options),
    maneuver: options.maneuver ?? null,
    force: false,
  });
}

/** Card buttons on every client; the GM's handlers for what players may not do themselves. */
export function registerAttackCards(): void {
  registerCardButtons(async (reactor, attacker, messageId) => {
    const source = defaultSource(reactor);
    if (source) await startAttack(reactor, source, { target: attacker, snap: true, snapAgainstMessageId: messageId });
    else warnUser(`${NOTICE}.NoWeapon`);
  });
  registerAttackHandler();
  registerCardQueries();
}
