/**
 * The player's side of Ready an Action: readying asks which single action and its trigger, then asks
 * the GM to take Ready an Action; when the trigger happens, "Take the readied action" opens the attack
 * dialog paid by the readied action, or asks the GM to take any other readied action.
 */
import { combatantOf } from "../../../../foundry/actors/combatant-of";
import { askGm } from "../../../../foundry/channel";
import { askForm } from "../../../../foundry/form-dialog";
import { translate } from "../../../../foundry/i18n";
import { warnUser } from "../../../../foundry/notify";
import { isReadyableAction, readiedTrigger, type ReadyableAction } from "../../rules/actions/ready-action";
import { ATTACK_NOTICE } from "../attack/keys";
import { weaponsOf } from "../attack/fighters";
import { sourceOfWeaponId } from "../attack/request";
import { startTeamsAttack } from "../attack/start-attack";
import { TEAMS_READY_DIALOG_TEMPLATE } from "../dialog-templates";
import { TEAMS_TAKE_READIED } from "./gm-take-readied";
import { READY_KEYS, REFUSAL_KEYS } from "./keys";
import { readyDialogView } from "./ready-dialog-view";
import { requestTeamsAction } from "./request-action";

async function chooseReadied(askTrigger: boolean): Promise<{ action: ReadyableAction; trigger: string } | null> {
  const form = await askForm(TEAMS_READY_DIALOG_TEMPLATE, readyDialogView(askTrigger), translate(READY_KEYS.title), { action: "ready", label: READY_KEYS.confirm });
  const action = form?.readiedAction;
  return isReadyableAction(action) ? { action, trigger: readiedTrigger(form?.readiedTrigger) } : null;
}

/** Ready an Action from the panel: the action and trigger are chosen, then the GM takes it. */
export async function readyActionFromSheet(actor: Actor.Implementation): Promise<void> {
  const chosen = await chooseReadied(true);
  if (chosen) await requestTeamsAction(actor, "readyAction", { readiedAction: chosen.action, readiedTrigger: chosen.trigger });
}

/** Takes the readied action (`named`, or chosen now when the budget named none). */
export async function takeReadiedFromSheet(actor: Actor.Implementation, named: string): Promise<void> {
  const action = isReadyableAction(named) ? named : (await chooseReadied(false))?.action;
  if (!action) return;
  if (action === "attack") {
    // The dialog lets the player switch to any weapon in hand; it opens on the first.
    const source = sourceOfWeaponId(weaponsOf(actor)[0]?.id ?? "");
    if (!source) return warnUser(ATTACK_NOTICE.noWeapon);
    await startTeamsAttack(actor, source, "readied");
    return;
  }
  const found = combatantOf(actor);
  if (!found) return warnUser(REFUSAL_KEYS.noCombatant);
  await askGm(TEAMS_TAKE_READIED, { combatId: found.combat.id ?? "", combatantId: found.combatant.id ?? "", actionId: action });
}
