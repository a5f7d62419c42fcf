/**
 * The maneuver card as a card type of the shared pipeline: a `sidesManeuver` ChatMessage whose record
 * is its `system` data, posted with its Foundry rolls (so Dice So Nice shows them).
 */
import { postCard, readCard, type CardType } from "../../../../foundry/cards";
import { translate } from "../../../../foundry/i18n";
import { isRecord } from "../../../../core/schema/validate";
import { sidesManeuverCard } from "../../schema/cards";
import { buildManeuverCardView } from "./maneuver-card-view";
import type { ManeuverCardData } from "./maneuver-data";

export const MANEUVER_CARD_TEMPLATE = "systems/fray/templates/sides/chat/maneuver-card.hbs";

// Rolling is shared by every ruleset's cards; the maneuver modules import it from here.
export { rollDice } from "../../../../foundry/roll-dice";

/** The card's content: the one function that turns its record into HTML (its rolls show as Foundry's). */
export function renderManeuverCard(card: ManeuverCardData): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(MANEUVER_CARD_TEMPLATE, buildManeuverCardView(card, translate));
}

export const MANEUVER_CARD: CardType<ManeuverCardData> = {
  type: "sidesManeuver",
  spec: sidesManeuverCard,
  legacy: { flags: ["maneuver"], read: (fray) => (isRecord(fray.maneuver) ? fray.maneuver : null) },
  render: (card) => renderManeuverCard(card),
};

/** The maneuver card's record, or null for any other message (or a record the schema refuses). */
export function maneuverCardOf(message: ChatMessage.Implementation): ManeuverCardData | null {
  return readCard(message, MANEUVER_CARD);
}

export async function postManeuverCard(card: ManeuverCardData, rolls: Roll[]): Promise<string | null> {
  const message = await postCard(MANEUVER_CARD, card, rolls);
  return message?.id ?? null;
}
