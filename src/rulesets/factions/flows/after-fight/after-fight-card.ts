/** The after-fight card as a card type of the shared pipeline: a `factionsAfterFight` ChatMessage rendered from its record alone. */
import type { CardType } from "../../../../foundry/cards";
import { translate } from "../../../../foundry/i18n";
import { factionsAfterFightCard, type FactionsAfterFightRecord } from "../../schema/after-fight-card";
import { buildAfterFightCardView } from "./after-fight-card-view";

export const FACTIONS_AFTER_FIGHT_CARD_TEMPLATE = "systems/fray/templates/factions/chat/after-fight-card.hbs";

export const FACTIONS_AFTER_FIGHT_CARD: CardType<FactionsAfterFightRecord> = {
  type: "factionsAfterFight",
  spec: factionsAfterFightCard,
  render: (record) => foundry.applications.handlebars.renderTemplate(FACTIONS_AFTER_FIGHT_CARD_TEMPLATE, { ...buildAfterFightCardView(record, translate) }),
};
