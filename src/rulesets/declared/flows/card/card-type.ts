/**
 * The declared attack card on the shared pipeline: a `declaredAttack` ChatMessage whose record is its
 * `system` data and whose content is rendered from that record alone.
 */
import type { CardType } from "../../../../foundry/cards";
import { translate } from "../../../../foundry/i18n";
import { declaredAttackCard, type DeclaredAttackRecord } from "../../schema/attack-card";
import { declaredCardView } from "./card-view";
import { riposteOn } from "./riposte-offer";
import { DECLARED_ATTACK_CARD_TEMPLATE } from "./templates";

export const DECLARED_ATTACK_CARD_TYPE = "declaredAttack";

export async function renderDeclaredAttackCard(record: DeclaredAttackRecord): Promise<string> {
  const offer = riposteOn(record);
  const riposte = offer?.ok ? offer.weapons.map(({ id, name }) => ({ id, name })) : [];
  return foundry.applications.handlebars.renderTemplate(DECLARED_ATTACK_CARD_TEMPLATE, { ...declaredCardView(record, translate, { riposte }) });
}

export const DECLARED_ATTACK_CARD: CardType<DeclaredAttackRecord> = {
  type: DECLARED_ATTACK_CARD_TYPE,
  spec: declaredAttackCard,
  render: renderDeclaredAttackCard,
};
