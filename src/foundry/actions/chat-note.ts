/** Posts a short public line spoken by the actor, telling the table what happened; the text is escaped. */
export async function postChatNote(actor: Actor.Implementation, content: string): Promise<void> {
  await ChatMessage.create({ content: `<p class="fray-note">${foundry.utils.escapeHTML(content)}</p>`, speaker: ChatMessage.getSpeaker({ actor }) });
}
