/**
 * From a click on a weapon's Attack (or Unarmed) to the GM's card: the user's one targeted token, the
 * attack dialog, then the request to the GM, who reads everything again (gm-attack.ts). Past the turn's
 * budget the user is asked to confirm. A refusal reaches the user as a notification.
 */
import { askGmOrOverride } from "../../../../foundry/actions/override";
import { askForm } from "../../../../foundry/form-dialog";
import { translate } from "../../../../foundry/i18n";
import { warnUser } from "../../../../foundry/notify";
import { ownToken, singleTarget } from "../../../../foundry/scene/user-target";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { FACTIONS_ATTACK_DIALOG_TEMPLATE } from "../card/templates";
import { attackDialogView } from "./dialog-view";
import { weaponOf } from "./fighters";
import { ATTACK_DIALOG, ATTACK_NOTICE, ATTACK_TEXT } from "./keys";
import { FACTIONS_ATTACK_COMMAND, ticked } from "./request";
import { sceneAttackFacts } from "../zones/attack-zone-facts";
import { withSceneDialogFacts } from "../zones/dialog-facts";
import { startFactionsBlast } from "../blast/start-blast";

export async function startFactionsAttack(actor: Actor.Implementation, weaponId: string | null): Promise<void> {
  // A blast weapon targets a zone, or several tokens (flows/blast).
  const blastWeapon = weaponId === null ? null : weaponOf(actor, weaponId);
  if (blastWeapon?.blast) return startFactionsBlast(actor, blastWeapon);
  const target = singleTarget()?.document ?? null;
  if (!target) return warnUser(ATTACK_NOTICE.noTarget);
  const own = ownToken(actor);
  if (!own) return warnUser(ATTACK_NOTICE.noToken);
  const weapon = weaponId === null ? null : weaponOf(actor, weaponId);
  if (weaponId !== null && !weapon) return warnUser(ATTACK_NOTICE.noWeapon);
  const view = withSceneDialogFacts(attackDialogView(
    {
      weaponName: weapon?.name ?? translate(ATTACK_TEXT.unarmed),
      targetName: target.name ?? "",
      kind: weapon?.attackKind ?? "melee",
      targetIncapacitated: target.actor?.statuses.has(FACTIONS_STATUS.incapacitated) === true,
    },
    translate,
  ), sceneAttackFacts(own.document, target, weapon));
  const form = await askForm(FACTIONS_ATTACK_DIALOG_TEMPLATE, { ...view }, view.title, { action: "attack", label: ATTACK_DIALOG.attack });
  if (!form) return;
  const payload = {
    attackerTokenUuid: own.document.uuid,
    targetTokenUuid: target.uuid,
    weaponId,
    ...Object.fromEntries(["nearby", "visible", "beyondHalf", "moving", "holdBack", "finalBlow", "peeking"].map((name) => [name, ticked(form[name])])),
    protection: form.protection,
    nonLethal: form.nonLethal,
    stunt: form.stunt,
  };
  // Past the turn's budget the user is asked whether to attack anyway; the GMs are told.
  await askGmOrOverride(FACTIONS_ATTACK_COMMAND, payload, (reasonKey, data) => ({
    title: translate(ATTACK_TEXT.confirmTitle),
    content: translate(ATTACK_TEXT.confirmContent, { rule: translate(reasonKey, data) }),
  }));
}
