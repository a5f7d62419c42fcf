/** Tells the GMs alone, in a whisper spoken as the actor, something a player did (an overridden rule …). */
import { gmUserIds } from "../users";

export async function whisperToGms(actor: Actor.Implementation, content: string): Promise<void> {
  await ChatMessage.create({ content: `<p class="fray-override">${content}</p>`, whisper: gmUserIds(), speaker: ChatMessage.getSpeaker({ actor }) });
}
