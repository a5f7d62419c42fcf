/**
 * The sheet's sneaking button: Reveal for a concealed creature (its owner or the GM), Hide for one in the
 * open (the GM only: hiding again is the GM's call). The press asks the GM (gm-sneak.ts), which refuses with a notice.
 */
import { askGm } from "../../../../foundry/channel";
import { ownToken } from "../../../../foundry/scene/user-target";
import { FACTIONS_SNEAK, SNEAK_TEXT } from "./keys";

export interface SneakButtonView {
  conceal: boolean;
  label: string;
}

/** The button a user sees, or null (a player whose creature is in the open). */
export function sneakButton(concealed: boolean, isGM: boolean): SneakButtonView | null {
  if (concealed) return { conceal: false, label: SNEAK_TEXT.revealButton };
  return isGM ? { conceal: true, label: SNEAK_TEXT.hideButton } : null;
}

/** The sheet's `sneak` action: asks the GM to hide or reveal the sheet's creature. */
export async function sneakAction(this: { actor: Actor.Implementation }, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const payload = { actorUuid: this.actor.uuid, tokenUuid: ownToken(this.actor)?.document.uuid ?? "", conceal: target.dataset.conceal === "true" };
  await askGm(FACTIONS_SNEAK, payload);
}
