/**
 * Documents named by UUID, as a handler or a card reads them: the UUID is a plain string from a
 * record or a payload, so it is checked before Foundry is asked, and anything else is null.
 */
type DocumentUuid = NonNullable<Parameters<typeof fromUuid>[0]>;
/** "Actor.abc", "Scene.x.Token.y", "Compendium.…": a document name, a dot, then ids. */
const isDocumentUuid = (uuid: unknown): uuid is DocumentUuid & string => typeof uuid === "string" && /^[A-Z][A-Za-z]*\.\S+$/.test(uuid);

export async function tokenFromUuid(uuid: unknown): Promise<TokenDocument.Implementation | null> {
  const doc = isDocumentUuid(uuid) ? await fromUuid(uuid) : null;
  return doc instanceof TokenDocument ? doc : null;
}

/** The same, read synchronously (for what a client shows). */
export function tokenFromUuidSync(uuid: unknown): TokenDocument.Implementation | null {
  const doc = isDocumentUuid(uuid) ? fromUuidSync(uuid) : null;
  return doc instanceof TokenDocument ? doc : null;
}

/** The actor a token or actor UUID names: for a token, its own actor (an unlinked token's synthetic one). */
export async function actorFromUuid(uuid: unknown): Promise<Actor.Implementation | null> {
  const doc = isDocumentUuid(uuid) ? await fromUuid(uuid) : null;
  if (doc instanceof TokenDocument) return doc.actor ?? null;
  return doc instanceof Actor ? doc : null;
}

export function actorFromUuidSync(uuid: unknown): Actor.Implementation | null {
  const doc = isDocumentUuid(uuid) ? fromUuidSync(uuid) : null;
  if (doc instanceof TokenDocument) return doc.actor ?? null;
  return doc instanceof Actor ? doc : null;
}

/** The actor a record names by token and actor: the token's own actor when the token is still there, else the actor. */
export async function actorOfTokenOr(tokenUuid: string | null, actorUuid: string): Promise<Actor.Implementation | null> {
  return (await tokenFromUuid(tokenUuid))?.actor ?? (await actorFromUuid(actorUuid));
}

export function actorOfTokenOrSync(tokenUuid: string | null, actorUuid: string): Actor.Implementation | null {
  return tokenFromUuidSync(tokenUuid)?.actor ?? actorFromUuidSync(actorUuid);
}
