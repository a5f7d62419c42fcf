/** The attacker's client asks what the stunt does, in a dialog; the words go to the GM, who cuts and checks them. */
import { askForm } from "../../../../foundry/form-dialog";
import { translate } from "../../../../foundry/i18n";
import { STUNT_EFFECT_MAX } from "../../schema/stunt-fields";
import { STUNT_TEXT } from "./stunt-keys";
import { FACTIONS_STUNT_DIALOG_TEMPLATE } from "./templates";

/** The proposed effect, or null when the dialog was closed. */
export async function askStuntEffect(): Promise<{ effect: string } | null> {
  const form = await askForm(FACTIONS_STUNT_DIALOG_TEMPLATE, { max: STUNT_EFFECT_MAX }, translate(STUNT_TEXT.dialogTitle), { action: "propose", label: STUNT_TEXT.dialogPropose });
  if (!form) return null;
  return { effect: typeof form.effect === "string" ? form.effect : "" };
}
