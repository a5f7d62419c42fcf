/**
 * The test card as a card type of the shared pipeline: a `teamsTest` ChatMessage whose record is its
 * `system` data and whose content is rendered from that record alone.
 */
import { readCard, type CardType } from "../../../../foundry/cards";
import { translate } from "../../../../foundry/i18n";
import { teamsTestCard, type TestCardData } from "../../schema/test-card";
import { buildTeamsTestCardView } from "./test-card-view";
import { TEAMS_TEST_CARD_TEMPLATE } from "./templates";

/** The card's content: the one function that turns its record into HTML. */
export async function renderTestCard(record: TestCardData): Promise<string> {
  const view = buildTeamsTestCardView(record, translate);
  return view ? foundry.applications.handlebars.renderTemplate(TEAMS_TEST_CARD_TEMPLATE, view) : "";
}

export const TEST_CARD: CardType<TestCardData> = {
  type: "teamsTest",
  spec: teamsTestCard,
  render: (record) => renderTestCard(record),
};

/** The test card's record, or null for any other message (or a record the schema refuses). */
export function testCardOf(message: ChatMessage.Implementation): TestCardData | null {
  return readCard(message, TEST_CARD);
}
