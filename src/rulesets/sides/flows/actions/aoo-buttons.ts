/**
 * The Attack of Opportunity card's buttons on each client: a foe's button stays only for those who
 * own that foe (the GM owns all); clicking targets the mover and starts that foe's attack, paid
 * for by this card's offer.
 */
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import { startAttack } from "../start-attack";

async function strike(button: HTMLElement, foe: TokenDocument.Implementation, moverUuid: string | undefined, messageId: string): Promise<void> {
  const actor = foe.actor;
  if (!actor) return;
  const mover = tokenFromUuidSync(moverUuid)?.object ?? undefined;
  mover?.setTarget(true, { releaseOthers: true });
  const { itemId, attackIndex } = button.dataset;
  // The strike is offered by this card: the GM checks it there and counts it once.
  await startAttack(actor, itemId ? { itemId } : { attackIndex: Number(attackIndex) }, { ...(mover ? { target: mover } : {}), opportunityMessageId: messageId });
}

export function activateAooButtons(html: HTMLElement, messageId: string): void {
  const card = html.querySelector<HTMLElement>(".fray-aoo-card");
  if (!card) return;
  for (const button of Array.from(card.querySelectorAll<HTMLElement>("[data-foe-uuid]"))) {
    const foe = tokenFromUuidSync(button.dataset.foeUuid);
    if (!foe?.actor?.isOwner) {
      button.remove();
      continue;
    }
    button.addEventListener("click", () => void strike(button, foe, card.dataset.moverUuid, messageId));
  }
}
