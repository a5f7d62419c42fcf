/**
 * From a click on a weapon (or a stat-block attack) to the GM's card: one targeted token, the attack
 * dialog with the target's state read from the map and its budget (refusals shown, Roll asked again),
 * then the request to the GM, who checks everything again (gm-attack.ts). When the economy refuses,
 * the GM is asked whether to attack anyway.
 */
import { askGmOrOverride } from "../../../../foundry/actions/override";
import type { GmAnswer } from "../../../../foundry/channel";
import { askForm } from "../../../../foundry/form-dialog";
import { translate } from "../../../../foundry/i18n";
import { warnUser } from "../../../../foundry/notify";
import { ownToken as attackerToken, singleTarget } from "../../../../foundry/scene/user-target";
import { teamsDataOf } from "../tests/actor-ratings";
import { attackChoicesFromForm, teamsAttackDialogView, type TeamsAttackChoices, type TeamsAttackDialogFacts } from "../attack-dialog-view";
import { TEAMS_ATTACK_DIALOG_TEMPLATE } from "../dialog-templates";
import { attackerOf, budgetOf, isUnconscious, targetInputOf, weaponsOf } from "./fighters";
import { ATTACK_NOTICE, ATTACK_TEXT } from "./keys";
import { readiedAttacker } from "../../rules/combat/readied-attack";
import { sourceOfWeaponId, TEAMS_ATTACK_COMMAND, teamsAttackPayload, weaponIdOf, type TeamsAttackPayment, type TeamsAttackSource } from "./request";

/** Asks until the rules accept the choices or the user closes the dialog; a GM may send a refused attack (the GM's handler offers the override). */
async function chooseUntilAccepted(facts: TeamsAttackDialogFacts, start: TeamsAttackChoices): Promise<TeamsAttackChoices | null> {
  let choices = start;
  for (;;) {
    const view = teamsAttackDialogView(facts, choices, translate);
    const form = await askForm(TEAMS_ATTACK_DIALOG_TEMPLATE, { ...view }, view.title, { action: "roll", label: "FRAY.Teams.Dialog.Roll" });
    if (!form) return null;
    choices = attackChoicesFromForm(form, facts.weapons);
    const checked = teamsAttackDialogView(facts, choices, translate);
    if (checked.canRoll || game.user?.isGM) return choices;
    ui.notifications?.warn(checked.refusal ?? "");
  }
}

const overrideWording = (reasonKey: string) => ({
  title: translate(ATTACK_TEXT.confirmTitle),
  content: translate(ATTACK_TEXT.confirmContent, { rule: translate(reasonKey) }),
});

/**
 * Starts the attack; with `payment: "readied"` it is the readied action going off (the reaction pays,
 * on anyone's turn): refused at once when the rules refuse it, and no killing strike is offered.
 */
export async function startTeamsAttack(actor: Actor.Implementation, source: TeamsAttackSource, payment: TeamsAttackPayment = "action"): Promise<GmAnswer | null> {
  const targetToken = singleTarget();
  if (!targetToken) return void warnUser(ATTACK_NOTICE.noTarget), null;
  const ownToken = attackerToken(actor);
  if (!ownToken) return void warnUser(ATTACK_NOTICE.noToken), null;
  const data = teamsDataOf(actor);
  const target = targetInputOf(targetToken.document);
  const weapons = weaponsOf(actor);
  if (!data || !target || !weapons.some((entry) => entry.id === weaponIdOf(source))) return void warnUser(ATTACK_NOTICE.noWeapon), null;
  const attacker = attackerOf(actor, data, budgetOf(ownToken.document));
  const readied = payment === "readied" ? readiedAttacker(attacker) : null;
  if (readied && !readied.ok) return void warnUser(readied.reason.key, readied.reason.data), null;
  const facts: TeamsAttackDialogFacts = {
    attacker: readied?.ok ? readied.attacker : attacker,
    weapons,
    target,
    targetName: targetToken.name,
    targetUnconscious: !readied && isUnconscious(targetToken.document),
  };
  const choices = await chooseUntilAccepted(facts, { weaponId: weaponIdOf(source), situation: { sneak: false, flanking: false } });
  const chosen = choices ? sourceOfWeaponId(choices.weaponId) : null;
  if (!choices || !chosen) return null;
  const form = { attribute: choices.attribute ?? null, proficiency: choices.proficiency ?? null, sneak: choices.situation.sneak, flanking: choices.situation.flanking, killingStrike: choices.killingStrike === true && facts.targetUnconscious === true };
  return askGmOrOverride(
    TEAMS_ATTACK_COMMAND,
    teamsAttackPayload({ attackerTokenUuid: ownToken.document.uuid, targetTokenUuid: targetToken.document.uuid, source: chosen, choices: form, force: false, payment }),
    overrideWording,
  );
}
