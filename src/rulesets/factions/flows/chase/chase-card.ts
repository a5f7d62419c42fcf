/** The chase card as a card type of the shared pipeline: a `factionsChase` ChatMessage rendered from its record alone. */
import type { CardType } from "../../../../foundry/cards";
import { translate } from "../../../../foundry/i18n";
import { factionsChaseCard, type FactionsChaseRecord } from "../../schema/chase-card";
import { buildChaseCardView } from "./chase-card-view";

export const FACTIONS_CHASE_CARD_TEMPLATE = "systems/fray/templates/factions/chat/chase-card.hbs";

export const FACTIONS_CHASE_CARD: CardType<FactionsChaseRecord> = {
  type: "factionsChase",
  spec: factionsChaseCard,
  render: (record) => foundry.applications.handlebars.renderTemplate(FACTIONS_CHASE_CARD_TEMPLATE, { ...buildChaseCardView(record, translate) }),
};
