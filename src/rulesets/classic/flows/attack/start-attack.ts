/**
 * From a click on a weapon or a held shield (or an Attack of Opportunity offer) to the GM's card: the
 * user's one targeted token (or the offer's), the attack dialog, then the request to the GM, who reads
 * everything again (gm-attack.ts). Past the round's budget the user is asked to confirm. A refusal
 * reaches the user as a notification.
 */
import { askGmOrOverride } from "../../../../foundry/actions/override";
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import { askForm } from "../../../../foundry/form-dialog";
import { translate } from "../../../../foundry/i18n";
import { warnUser } from "../../../../foundry/notify";
import { ownToken, singleTarget } from "../../../../foundry/scene/user-target";
import { attackModesOf } from "../../rules/attack/attack-modes";
import { CLASSIC_ACTION_REFUSAL } from "../../rules/actions/labels";
import { CLASSIC_STATUS } from "../../rules/character/statuses";
import { CLASSIC_ATTACK_DIALOG_TEMPLATE } from "../card/templates";
import { attackDialogView, outOfAttacks } from "./dialog-view";
import { attackItemOf, classicFighterOf } from "./fighters";
import { ATTACK_DIALOG, ATTACK_NOTICE, ATTACK_TEXT } from "./keys";
import { CLASSIC_ATTACK_COMMAND, iterativeOf, situationalOf } from "./request";
import { budgetInFight } from "./spend-attack";

export interface ClassicAttackOptions {
  /** An Attack of Opportunity: the immediate action, the first attack bonus. */
  opportunity?: boolean;
  /** The creature it is made against, instead of the user's target. */
  targetTokenUuid?: string;
  /** The GM's offer card the attack of opportunity answers. */
  offerId?: string;
}

const ticked = (value: unknown) => value === true || value === "on" || value === "true";

export async function startClassicAttack(actor: Actor.Implementation, itemId: string, options: ClassicAttackOptions = {}): Promise<void> {
  const target = options.targetTokenUuid ? tokenFromUuidSync(options.targetTokenUuid) : (singleTarget()?.document ?? null);
  if (!target) return warnUser(ATTACK_NOTICE.noTarget);
  const own = ownToken(actor);
  if (!own) return warnUser(ATTACK_NOTICE.noToken);
  const fighter = classicFighterOf(own.document);
  const item = fighter ? attackItemOf(fighter, itemId) : null;
  if (!fighter || !item) return warnUser(ATTACK_NOTICE.noWeapon);
  const opportunity = options.opportunity === true;
  const iteratives = fighter.system.derived.attacks;
  const view = attackDialogView(
    {
      itemName: item.name,
      targetName: target.name ?? "",
      modes: attackModesOf(item.source),
      iteratives,
      attacksSpent: budgetInFight(fighter)?.budget.attacks ?? 0,
      opportunity,
      twoHandsChoice: !item.source.shield && !item.source.ranged && !item.twoHanded,
      targetInGrapple: target.actor?.statuses.has(CLASSIC_STATUS.grappled) === true || target.actor?.statuses.has(CLASSIC_STATUS.pinned) === true,
    },
    translate,
  );
  if (outOfAttacks(view)) return warnUser(CLASSIC_ACTION_REFUSAL.attacksSpent, { count: iteratives.length });
  const form = await askForm(CLASSIC_ATTACK_DIALOG_TEMPLATE, { ...view }, view.title, { action: "roll", label: ATTACK_DIALOG.roll });
  if (!form) return;
  const payload = {
    attackerTokenUuid: own.document.uuid,
    targetTokenUuid: target.uuid,
    itemId,
    mode: form.mode,
    iterative: iterativeOf(form.iterative),
    opportunity,
    stance: form.stance,
    twoHanded: ticked(form.twoHanded),
    nonLethal: ticked(form.nonLethal),
    intoGrapple: ticked(form.intoGrapple),
    situational: situationalOf(form.situational),
    ...(options.offerId ? { offerId: options.offerId } : {}),
  };
  // Past the round's budget the user is asked whether to attack anyway; the GMs are told.
  await askGmOrOverride(CLASSIC_ATTACK_COMMAND, payload, (reasonKey, data) => ({
    title: translate(ATTACK_TEXT.confirmTitle),
    content: translate(ATTACK_TEXT.confirmContent, { rule: translate(reasonKey, data) }),
  }));
}
