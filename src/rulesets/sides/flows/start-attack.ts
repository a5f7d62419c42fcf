/**
 * From a click on a weapon (or a stat-block attack) to a chat card: one target, the dialog with
 * the situation read from the map, refusals explained, then the roll. Cards get their buttons here.
 */
import { planAttack } from "../rules/combat/attack-plan";
import type { AttackPlan } from "../rules/combat/attack-plan";
import { attackerSide, defaultSource, targetOf, type AttackSource } from "./attack-sources";
import { askAttackChoices } from "./attack-dialog";
import { coverNote, defaultChoices, situationFromChoices, type AttackChoices, type DialogFacts } from "./attack-dialog-view";
import { registerCardButtons } from "./card-buttons";
import { registerCardQueries } from "./card-queries";
import { PRONE_STATUS } from "./profiles";
import { postAttackCard } from "./roll-attack";
import { registerRoundState } from "./round-state/register";
import { declaredSwarm } from "./round-state/swarm-attack";
import { requestCloseSwarm } from "./round-state/swarm-close";
import { coverBetween, distanceFt } from "./token-geometry";
import { reasonText } from "./reason-text";
import { translate } from "./translate";
import { singleTarget } from "./user-target";
import type { ManeuverAttempt } from "./maneuvers/maneuver-data";
import { inGrapple } from "./maneuvers/grapple-block";

const NOTICE = "FRAY.Sides.AttackFlow.Notice";

export interface AttackOptions {
  /** The token to attack instead of the user's single target (a Snap Attack back at the attacker). */
  target?: Token.Implementation;
  snap?: boolean;
  /** A shove or grapple: the card's hit leads to an opposed check instead of damage. */
  maneuver?: ManeuverAttempt;
}

function warn(key: string): void {
  ui.notifications?.warn(translate(key));
}

function attackerToken(actor: Actor.Implementation): Token.Implementation | null {
  const tokens = actor.getActiveTokens();
  const controlled = tokens.find((token) => token.controlled);
  return controlled ?? tokens[0] ?? null;
}

/** Asks until the rules accept the choices (each refusal shown) or the player closes the dialog. */
async function chooseUntilAccepted(
  facts: DialogFacts,
  weaponName: string,
  plan: (choices: AttackChoices) => ReturnType<typeof planAttack>,
): Promise<{ choices: AttackChoices; plan: AttackPlan } | null> {
  let choices = defaultChoices(facts);
  for (;;) {
    const answer = await askAttackChoices(facts, weaponName, choices);
    if (!answer) return null;
    const planned = plan(answer);
    if (planned.ok) return { choices: answer, plan: planned.plan };
    ui.notifications?.warn(reasonText(translate, planned.reason));
    choices = answer;
  }
}

export async function startAttack(actor: Actor.Implementation, source: AttackSource, options: AttackOptions = {}): Promise<void> {
  const targetToken = options.target ?? singleTarget();
  if (!targetToken) return warn(`${NOTICE}.NoTarget`);
  const side = attackerSide(actor, source);
  if (!side) return warn(`${NOTICE}.NoWeapon`);
  const target = targetOf(targetToken);
  if (!target) return warn(`${NOTICE}.NotSides`);
  const ownToken = attackerToken(actor);
  if (!ownToken) return warn(`${NOTICE}.NoCanvas`);

  // A member of a swarm declared on this target this round attacks with its assailants counted
  // (a Snap Attack is an action of its own, not the swarm's attack).
  const swarmDeclared = options.snap ? 0 : declaredSwarm(ownToken.document.combatant, targetToken.document.combatant);
  const facts: DialogFacts = {
    weapon: side.weapon,
    target,
    targetName: targetToken.name,
    distanceFt: distanceFt(ownToken, targetToken),
    cover: coverBetween(ownToken, targetToken),
    otherWeapons: side.otherWeapons,
    attributeMods: side.attacker.attributeMods,
    attackerProne: actor.statuses.has(PRONE_STATUS),
    snap: options.snap ?? false,
    swarmDeclared,
  };
  // Grappling or grappled (the combat's record): unarmed attacks only.
  const grappled = inGrapple(ownToken.document.uuid);
  const chosen = await chooseUntilAccepted(facts, side.weaponName, (choices) =>
    planAttack(side.attacker, side.weapon, target, { ...situationFromChoices(choices, facts, side.movementFt), inGrapple: grappled }),
  );
  if (!chosen) return;
  const messageId = await postAttackCard(
    {
      attackerActorUuid: actor.uuid,
      attackerTokenUuid: ownToken.document.uuid,
      targetActorUuid: targetToken.actor?.uuid ?? "",
      targetTokenUuid: targetToken.document.uuid,
      attackerName: ownToken.name,
      targetName: targetToken.name,
      weaponName: side.weaponName,
      attacker: side.attacker,
      weapon: side.weapon,
      target,
      situation: { ...situationFromChoices(chosen.choices, facts, side.movementFt), inGrapple: grappled },
      coverNote: coverNote(chosen.choices, facts.cover, translate),
    },
    chosen.plan.totalBonus,
    ownToken.document,
    options.maneuver ? { maneuverAttempt: options.maneuver } : {},
  );
  // Once its attack is rolled, the GM closes the swarm.
  if (messageId && swarmDeclared > 0 && chosen.choices.swarmAssailants > 0) await requestCloseSwarm(messageId);
}

/** Card buttons on every client; the GM's handlers for what players may not do themselves. */
export function registerAttackCards(): void {
  registerCardButtons(async (reactor, attacker) => {
    const source = defaultSource(reactor);
    if (source) await startAttack(reactor, source, { target: attacker, snap: true });
    else warn(`${NOTICE}.NoWeapon`);
  });
  registerCardQueries();
  registerRoundState();
}
