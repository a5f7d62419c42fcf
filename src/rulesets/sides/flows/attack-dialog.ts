/** The attack dialog window: shows the view, returns the player's choices (null when closed). */
import { attackDialogView, choicesFromForm, type AttackChoices, type DialogFacts } from "./attack-dialog-view";
import { ATTACK_DIALOG_TEMPLATE } from "./templates";
import { translate } from "./translate";

export async function askAttackChoices(facts: DialogFacts, weaponName: string, start: AttackChoices): Promise<AttackChoices | null> {
  const content = await foundry.applications.handlebars.renderTemplate(ATTACK_DIALOG_TEMPLATE, attackDialogView(facts, start, translate));
  const answer: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: translate("FRAY.Sides.AttackFlow.Dialog.Title", { weapon: weaponName }) },
    content,
    buttons: [
      {
        action: "roll",
        label: "FRAY.Sides.AttackFlow.Dialog.Roll",
        default: true,
        callback: (_event, button) => (button.form ? new foundry.applications.ux.FormDataExtended(button.form).object : {}),
      },
    ],
    rejectClose: false,
  });
  if (typeof answer !== "object" || answer === null) return null;
  return choicesFromForm(answer as Record<string, unknown>, start);
}
