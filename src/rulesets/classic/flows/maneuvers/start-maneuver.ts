/**
 * From a maneuver button on the sheet to the GM's card: the target (the user's one target; none for a
 * charge or full defense; the holder for an escape), the maneuver's own dialog, then the request, which
 * the GM reads again from its documents (gm-maneuver.ts). Refusals reach the user as notifications; past
 * the round's budget the user is asked to confirm.
 */
import { askGmOrOverride } from "../../../../foundry/actions/override";
import { askForm } from "../../../../foundry/form-dialog";
import { translate } from "../../../../foundry/i18n";
import { warnUser } from "../../../../foundry/notify";
import { ownToken, singleTarget } from "../../../../foundry/scene/user-target";
import type { ClassicManeuver } from "../../rules/maneuvers/maneuver-table";
import { CLASSIC_MANEUVER_DIALOG_TEMPLATE } from "./card-type";
import { maneuverDialogView } from "./dialog-view";
import { fighterOf, shatterableItems } from "./fighters";
import { MANEUVER_NOTICE, MANEUVER_TEXT } from "./keys";
import { CLASSIC_MANEUVER_COMMAND, SELF_ONLY_MANEUVERS } from "./request";
import { fightOf, holdOn } from "./round-holds";

/** The token the maneuver aims at: none needed for self-only maneuvers, the holder for an escape. */
function targetTokenUuid(maneuver: ClassicManeuver, own: TokenDocument.Implementation): string | null {
  if (SELF_ONLY_MANEUVERS.has(maneuver)) return own.uuid;
  if (maneuver === "grappleEscape") {
    const holder = holdOn(fightOf(own), own.actor?.uuid ?? "")?.aggressor;
    const token = holder ? own.parent?.tokens.find((t) => t.actor?.uuid === holder) : undefined;
    return token?.uuid ?? null;
  }
  return singleTarget()?.document.uuid ?? null;
}

export async function startClassicManeuver(actor: Actor.Implementation, maneuver: ClassicManeuver): Promise<void> {
  const own = ownToken(actor)?.document ?? null;
  if (!own) return warnUser(MANEUVER_NOTICE.noToken);
  const targetUuid = targetTokenUuid(maneuver, own);
  if (!targetUuid) return warnUser(MANEUVER_NOTICE.noTarget);
  const aggressor = fighterOf(own);
  const target = singleTarget()?.document ?? null;
  const items = target?.actor ? shatterableItems(target.actor).map(({ id, name }) => ({ id, name })) : [];
  const view = maneuverDialogView({ maneuver, attacks: aggressor?.derived.attacks ?? [0], targetName: target?.name ?? "", items }, translate);
  const form = await askForm(CLASSIC_MANEUVER_DIALOG_TEMPLATE, view, view.title, { action: "go", label: MANEUVER_TEXT.go });
  if (!form) return;
  const payload = { aggressorTokenUuid: own.uuid, defenderTokenUuid: targetUuid, maneuver, distanceFeet: form.distanceFeet, straight: form.straight === true, itemId: form.itemId, iterative: form.iterative };
  // A refusal reaches the user as the channel's notification.
  await askGmOrOverride(CLASSIC_MANEUVER_COMMAND, payload, (reasonKey, data) => ({
    title: translate(MANEUVER_TEXT.confirmTitle),
    content: translate(MANEUVER_TEXT.confirmContent, { rule: translate(reasonKey, data) }),
  }));
}
