/** The attack dialog window: shows the view, returns the player's choices (null when closed). */
import { attackDialogView, choicesFromForm, type AttackChoices, type DialogFacts } from "./attack-dialog-view";
import { ATTACK_DIALOG_TEMPLATE } from "./templates";
import { askForm } from "../../../foundry/form-dialog";
import { translate } from "../../../foundry/i18n";

export async function askAttackChoices(facts: DialogFacts, weaponName: string, start: AttackChoices): Promise<AttackChoices | null> {
  const title = translate("FRAY.Sides.AttackFlow.Dialog.Title", { weapon: weaponName });
  const answer = await askForm(ATTACK_DIALOG_TEMPLATE, attackDialogView(facts, start, translate), title, { action: "roll", label: "FRAY.Sides.AttackFlow.Dialog.Roll" });
  return answer ? choicesFromForm(answer, start) : null;
}
