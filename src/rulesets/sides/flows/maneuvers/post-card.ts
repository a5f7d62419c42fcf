/** Posts a maneuver card with its Foundry rolls (so Dice So Nice shows them), and rolls dice for it. */
import { translate } from "../translate";
import { buildManeuverCardView } from "./maneuver-card-view";
import type { ManeuverCardData } from "./maneuver-data";

export const MANEUVER_CARD_TEMPLATE = "systems/fray/templates/chat/sides-maneuver-card.hbs";

/** A Foundry roll and its total. */
export async function rollDice(formula: string): Promise<{ roll: Roll; total: number }> {
  const roll = await new foundry.dice.Roll(formula).evaluate();
  return { roll, total: roll.total ?? 0 };
}

export function renderManeuverCard(card: ManeuverCardData): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(MANEUVER_CARD_TEMPLATE, buildManeuverCardView(card, translate));
}

export async function postManeuverCard(card: ManeuverCardData, rolls: Roll[]): Promise<string | null> {
  const content = await renderManeuverCard(card);
  const message = await ChatMessage.create({ content, rolls, flags: { fray: { maneuver: card } } });
  return message?.id ?? null;
}
