/**
 * The teams attack card on the shared pipeline: a `teamsAttack` ChatMessage whose record is its
 * `system` data and whose content is rendered from that record alone (with the target's reaction
 * offer as the GM's client reads it when storing the card).
 */
import type { CardType } from "../../../../foundry/cards";
import { translate } from "../../../../foundry/i18n";
import { teamsAttackCard, type TeamsAttackRecord } from "../../schema/cards";
import { TEAMS_ATTACK_CARD_TEMPLATE } from "../card-templates";
import { teamsCardView } from "./card-view";
import { interceptorsOf } from "./interceptors";
import { settledOf } from "./record";
import { cardTarget, offerAtHit, wieldedItems } from "./target-state";

export const TEAMS_ATTACK_CARD_TYPE = "teamsAttack";

export async function renderTeamsAttackCard(record: TeamsAttackRecord): Promise<string> {
  const settled = settledOf(record);
  const target = settled ? cardTarget(record, settled.targetId) : null;
  const itemNames = Object.fromEntries((target ? wieldedItems(target.actor) : []).map((item) => [item.id, item.name]));
  const view = teamsCardView(record, target ? offerAtHit(target) : undefined, itemNames, translate, interceptorsOf(record));
  return view ? foundry.applications.handlebars.renderTemplate(TEAMS_ATTACK_CARD_TEMPLATE, { ...view }) : "";
}

export const TEAMS_ATTACK_CARD: CardType<TeamsAttackRecord> = {
  type: TEAMS_ATTACK_CARD_TYPE,
  spec: teamsAttackCard,
  render: renderTeamsAttackCard,
};
