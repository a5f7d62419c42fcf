/**
 * The Attack of Opportunity card's buttons, as sides' part of the shared card pipeline: each foe's
 * button is that foe's (its `data-role` is the foe's token), shown to its owners and the GM; a click
 * targets the mover and starts that foe's attack with what the card's record says it strikes with,
 * paid for by this card's offer when the GM accepts it (attack-cost.ts).
 */
import { mayActFor } from "../../../../foundry/actors/may-act";
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import { registerCardButtons, wireCardButtons, type CardButtons } from "../../../../foundry/cards";
import type { AttackSource } from "../attack-sources";
import { startAttack } from "../start-attack";
import type { OpportunityCardData, OpportunityFoe } from "./aoo-card-data";
import { OPPORTUNITY_CARD } from "./aoo-card-type";

function sourceOf(foe: OpportunityFoe): AttackSource | null {
  if (foe.itemId) return { itemId: foe.itemId };
  return foe.attackIndex === null ? null : { attackIndex: foe.attackIndex };
}

async function strike(card: OpportunityCardData, foeUuid: string, messageId: string): Promise<void> {
  const row = card.foes.find((foe) => foe.tokenUuid === foeUuid);
  const actor = tokenFromUuidSync(foeUuid)?.actor;
  const source = row ? sourceOf(row) : null;
  if (!actor || !source) return;
  const mover = tokenFromUuidSync(card.moverUuid)?.object ?? undefined;
  mover?.setTarget(true, { releaseOthers: true });
  // The strike is offered by this card: the GM checks it there and counts it once.
  await startAttack(actor, source, { ...(mover ? { target: mover } : {}), opportunityMessageId: messageId });
}

export const opportunityCardButtons: CardButtons<OpportunityCardData> = {
  card: OPPORTUNITY_CARD,
  mayUse: (role, _card, user) => mayActFor(user, tokenFromUuidSync(role)?.actor),
  // A foe who has struck has no button on the card (its content is rendered from the record).
  open: (action) => action === "strike",
  click: (action, message, card, button) => (action === "strike" ? strike(card, button.dataset.role ?? "", message.id ?? "") : Promise.resolve()),
};

/** Removes the buttons this user may not use and wires the rest. */
export function wireOpportunityCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  wireCardButtons(opportunityCardButtons, message, html);
}

export function registerOpportunityButtons(): void {
  registerCardButtons(opportunityCardButtons);
}
