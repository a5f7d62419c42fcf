/** The attack dialog's choice of a non-lethal attack: offered for a melee attack only (bare hands; a nearby target). */
import type { Translate } from "../../../../core/rules-types";
import { NON_LETHAL_TEXT } from "./non-lethal-keys";

export interface NonLethalChoiceView {
  nonLethalChoice: boolean;
  nonLethals: Record<string, string>;
  nonLethal: string;
}

export function nonLethalChoiceView(melee: boolean, t: Translate): NonLethalChoiceView {
  const { dialog } = NON_LETHAL_TEXT;
  return { nonLethalChoice: melee, nonLethals: { "": t(dialog.normal), disarm: t(dialog.disarm), grapple: t(dialog.grapple) }, nonLethal: "" };
}
