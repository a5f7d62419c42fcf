/**
 * The Attack of Opportunity card as a card type of the shared pipeline: a `sidesOpportunity`
 * ChatMessage whose record says who moved, which foes may strike and with what, and who has struck.
 * Its content is rendered from that record alone.
 */
import { readCard, type CardType } from "../../../../foundry/cards";
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import { translate } from "../../../../foundry/i18n";
import { isRecord } from "../../../../core/schema/validate";
import { sidesOpportunityCard, unnamedFoe } from "../../schema/cards";
import { SIDES_TEMPLATES } from "../../sheets/templates";
import { meleeArms } from "./actor-facts";
import type { OpportunityCardData, OpportunityFoe } from "./aoo-card-data";
import { buildOpportunityCardView } from "./aoo-card-view";

/** One foe's row: its name and image as the scene shows them, and what it strikes with. */
export function foeRow(token: TokenDocument.Implementation): OpportunityFoe {
  const source = token.actor ? meleeArms(token.actor).source : null;
  return {
    tokenUuid: token.uuid,
    name: token.name,
    img: token.texture.src ?? "",
    itemId: source && "itemId" in source ? source.itemId : "",
    attackIndex: source && "attackIndex" in source ? source.attackIndex : null,
  };
}

/**
 * The old flag named foes by token only (their names were in the stored HTML): those still on the
 * scene are named from it as the card named them, any other keeps an unnamed row.
 */
function namedFromScene(old: Record<string, unknown>): Record<string, unknown> {
  const uuids: unknown[] = Array.isArray(old.foeUuids) ? old.foeUuids : [];
  const foes = uuids.map((uuid) => {
    const token = tokenFromUuidSync(uuid);
    return token ? foeRow(token) : unnamedFoe(String(uuid));
  });
  return { ...old, foes, moverName: tokenFromUuidSync(old.moverUuid)?.name ?? "" };
}

/** The card's content: the one function that turns its record into HTML. */
export function renderOpportunityCard(card: OpportunityCardData): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(SIDES_TEMPLATES.aooCard, buildOpportunityCardView(card, translate));
}

export const OPPORTUNITY_CARD: CardType<OpportunityCardData> = {
  type: "sidesOpportunity",
  spec: sidesOpportunityCard,
  legacy: { flags: ["opportunity"], read: (fray) => (isRecord(fray.opportunity) ? namedFromScene(fray.opportunity) : null) },
  render: (card) => renderOpportunityCard(card),
};

/** The AoO card's record, or null for any other message (or a record the schema refuses). */
export function opportunityCardOf(message: ChatMessage.Implementation): OpportunityCardData | null {
  return readCard(message, OPPORTUNITY_CARD);
}
