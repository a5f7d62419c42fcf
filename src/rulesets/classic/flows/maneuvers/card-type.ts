/** The maneuver card on the shared pipeline: a `classicManeuver` ChatMessage whose record is its `system` data. */
import type { CardType } from "../../../../foundry/cards";
import { translate } from "../../../../foundry/i18n";
import { classicManeuverCard, type ClassicManeuverRecord } from "../../schema/maneuver-card";
import { maneuverCardView } from "./card-view";

export const CLASSIC_MANEUVER_CARD_TEMPLATE = "systems/fray/templates/classic/chat/maneuver-card.hbs";
export const CLASSIC_MANEUVER_DIALOG_TEMPLATE = "systems/fray/templates/classic/dialogs/maneuver-dialog.hbs";
export const CLASSIC_MANEUVER_TEMPLATES = [CLASSIC_MANEUVER_CARD_TEMPLATE, CLASSIC_MANEUVER_DIALOG_TEMPLATE];

export const CLASSIC_MANEUVER_CARD: CardType<ClassicManeuverRecord> = {
  type: "classicManeuver",
  spec: classicManeuverCard,
  render: (record) => foundry.applications.handlebars.renderTemplate(CLASSIC_MANEUVER_CARD_TEMPLATE, maneuverCardView(record, translate)),
};
