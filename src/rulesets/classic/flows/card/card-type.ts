/**
 * The classic attack card on the shared pipeline: a `classicAttack` ChatMessage whose record is its
 * `system` data and whose content is rendered from that record alone.
 */
import type { CardType } from "../../../../foundry/cards";
import { translate } from "../../../../foundry/i18n";
import { classicAttackCard, type ClassicAttackRecord } from "../../schema/attack-card";
import { classicCardView } from "./card-view";
import { CLASSIC_ATTACK_CARD_TEMPLATE } from "./templates";

export const CLASSIC_ATTACK_CARD_TYPE = "classicAttack";

export async function renderClassicAttackCard(record: ClassicAttackRecord): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(CLASSIC_ATTACK_CARD_TEMPLATE, { ...classicCardView(record, translate) });
}

export const CLASSIC_ATTACK_CARD: CardType<ClassicAttackRecord> = {
  type: CLASSIC_ATTACK_CARD_TYPE,
  spec: classicAttackCard,
  render: renderClassicAttackCard,
};
