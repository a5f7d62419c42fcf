/** The morale card as a card type of the shared pipeline: a `declaredMorale` ChatMessage rendered from its record alone. */
import { readCard, type CardType } from "../../../../foundry/cards";
import { translate } from "../../../../foundry/i18n";
import { declaredMoraleCard, type DeclaredMoraleRecord } from "../../schema/morale-card";
import { buildMoraleCardView } from "./morale-card-view";

export const DECLARED_MORALE_CARD_TEMPLATE = "systems/fray/templates/declared/chat/morale-card.hbs";
export const DECLARED_MORALE_INTIMIDATION_TEMPLATE = "systems/fray/templates/declared/dialogs/morale-intimidation.hbs";

export const MORALE_CARD: CardType<DeclaredMoraleRecord> = {
  type: "declaredMorale",
  spec: declaredMoraleCard,
  render: (record) => foundry.applications.handlebars.renderTemplate(DECLARED_MORALE_CARD_TEMPLATE, { ...buildMoraleCardView(record, translate) }),
};

export function moraleCardOf(message: ChatMessage.Implementation): DeclaredMoraleRecord | null {
  return readCard(message, MORALE_CARD);
}
