/**
 * The factions blast card on the shared pipeline: a `factionsBlast` ChatMessage whose record is its
 * `system` data and whose content is rendered from that record alone.
 */
import type { CardType } from "../../../../foundry/cards";
import { translate } from "../../../../foundry/i18n";
import { factionsBlastCard, type FactionsBlastRecord } from "../../schema/blast-card";
import { blastCardView } from "./card-view";
import { FACTIONS_BLAST_CARD_TEMPLATE } from "./templates";

export const FACTIONS_BLAST_CARD_TYPE = "factionsBlast";

export async function renderFactionsBlastCard(record: FactionsBlastRecord): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(FACTIONS_BLAST_CARD_TEMPLATE, { ...blastCardView(record, translate) });
}

export const FACTIONS_BLAST_CARD: CardType<FactionsBlastRecord> = {
  type: FACTIONS_BLAST_CARD_TYPE,
  spec: factionsBlastCard,
  render: renderFactionsBlastCard,
};
