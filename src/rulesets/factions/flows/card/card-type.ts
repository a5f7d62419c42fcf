/**
 * The factions attack card on the shared pipeline: a `factionsAttack` ChatMessage whose record is its
 * `system` data and whose content is rendered from that record alone.
 */
import type { CardType } from "../../../../foundry/cards";
import { translate } from "../../../../foundry/i18n";
import { factionsAttackCard, type FactionsAttackRecord } from "../../schema/attack-card";
import { factionsCardView } from "./card-view";
import { FACTIONS_ATTACK_CARD_TEMPLATE } from "./templates";

export const FACTIONS_ATTACK_CARD_TYPE = "factionsAttack";

export async function renderFactionsAttackCard(record: FactionsAttackRecord): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(FACTIONS_ATTACK_CARD_TEMPLATE, { ...factionsCardView(record, translate) });
}

export const FACTIONS_ATTACK_CARD: CardType<FactionsAttackRecord> = {
  type: FACTIONS_ATTACK_CARD_TYPE,
  spec: factionsAttackCard,
  render: renderFactionsAttackCard,
};
