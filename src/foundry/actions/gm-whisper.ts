/** Tells the GMs alone, in a whisper spoken as the actor, something a player did (an overridden rule …); the text is escaped. */
import { gmUserIds } from "../users";

export async function whisperToGms(actor: Actor.Implementation, text: string): Promise<void> {
  // Names in it are the players' text: they show as text, never as markup.
  await ChatMessage.create({ content: `<p class="fray-override">${foundry.utils.escapeHTML(text)}</p>`, whisper: gmUserIds(), speaker: ChatMessage.getSpeaker({ actor }) });
}
