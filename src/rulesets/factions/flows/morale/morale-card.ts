/** The morale card as a card type of the shared pipeline: a `factionsMorale` ChatMessage rendered from its record alone. */
import { readCard, type CardType } from "../../../../foundry/cards";
import { translate } from "../../../../foundry/i18n";
import { factionsMoraleCard, type FactionsMoraleRecord } from "../../schema/morale-card";
import { buildMoraleCardView } from "./morale-card-view";

export const FACTIONS_MORALE_CARD_TEMPLATE = "systems/fray/templates/factions/chat/morale-card.hbs";

export const FACTIONS_MORALE_CARD: CardType<FactionsMoraleRecord> = {
  type: "factionsMorale",
  spec: factionsMoraleCard,
  render: (record) => foundry.applications.handlebars.renderTemplate(FACTIONS_MORALE_CARD_TEMPLATE, { ...buildMoraleCardView(record, translate) }),
};

export function moraleCardOf(message: ChatMessage.Implementation): FactionsMoraleRecord | null {
  return readCard(message, FACTIONS_MORALE_CARD);
}
