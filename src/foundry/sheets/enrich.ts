/** Notes and descriptions as Foundry shows them: links, rolls and secrets resolved for this user. */
export async function enrich(html: string, relativeTo: Actor.Implementation | Item.Implementation): Promise<string> {
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(html, {
    secrets: relativeTo.isOwner,
    relativeTo,
  });
}
