/** GM: a line in the chat, spoken by the creature, saying what it did (and what came of it, with its roll). */
import type { Reason } from "../../../../core/rules-types";
import { translate } from "../../../../foundry/i18n";

export async function postLine(actor: Actor.Implementation, line: string, reasons: readonly Reason[], roll: Roll | null): Promise<void> {
  const sentences = [line, ...reasons.map((reason) => translate(reason.key, reason.data))].map((sentence) => `<p>${foundry.utils.escapeHTML(sentence)}</p>`);
  const content = `<div class="fray factions fray-factions-action">${sentences.join("")}</div>`;
  await ChatMessage.create({ content, rolls: roll ? [roll] : [], speaker: ChatMessage.getSpeaker({ actor }) } as ChatMessage.CreateData);
}
