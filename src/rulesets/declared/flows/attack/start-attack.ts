/**
 * From a click on a weapon to the GM's card: the user's one targeted token, the attack dialog (how
 * the weapon is used, a situational modifier), then the request to the GM, who reads everything
 * again (gm-attack.ts). A refusal reaches the user as a notification.
 */
import { askGmOrOverride } from "../../../../foundry/actions/override";
import { askForm } from "../../../../foundry/form-dialog";
import { translate } from "../../../../foundry/i18n";
import { warnUser } from "../../../../foundry/notify";
import { ownToken, singleTarget } from "../../../../foundry/scene/user-target";
import { DECLARED_ATTACK_DIALOG_TEMPLATE } from "../card/templates";
import { attackDialogView, chosenMode } from "./dialog-view";
import { attackerFacts, creatureOf, weaponOf } from "./fighters";
import { ATTACK_DIALOG, ATTACK_NOTICE, ATTACK_TEXT } from "./keys";
import { DECLARED_ATTACK_COMMAND, declaredAttackPayload, situationalOf } from "./request";

export async function startDeclaredAttack(actor: Actor.Implementation, weaponId: string): Promise<void> {
  const target = singleTarget();
  if (!target) return warnUser(ATTACK_NOTICE.noTarget);
  const own = ownToken(actor);
  if (!own) return warnUser(ATTACK_NOTICE.noToken);
  const creature = creatureOf(actor);
  const weapon = weaponOf(actor, weaponId);
  if (!creature || !weapon) return warnUser(ATTACK_NOTICE.noWeapon);
  const view = attackDialogView({ attacker: attackerFacts(creature), weapon, targetName: target.name ?? "" }, translate);
  if (view.refusal && view.previews.length === 0) return void ui.notifications?.warn(view.refusal);
  const form = await askForm(DECLARED_ATTACK_DIALOG_TEMPLATE, { ...view }, view.title, { action: "roll", label: ATTACK_DIALOG.roll });
  if (!form) return;
  const request = {
    attackerTokenUuid: own.document.uuid,
    targetTokenUuid: target.document.uuid,
    weaponId,
    mode: chosenMode(form, weapon.weapon),
    situational: situationalOf(form.situational),
    force: false,
  };
  // Past the round's allowance a GM is asked whether to attack anyway.
  await askGmOrOverride(DECLARED_ATTACK_COMMAND, declaredAttackPayload(request), (reasonKey, data) => ({
    title: translate(ATTACK_TEXT.confirmTitle),
    content: translate(ATTACK_TEXT.confirmContent, { rule: translate(reasonKey, data) }),
  }));
}
