/**
 * GM: a creature concealed or revealed. The `concealed` status is the rule's truth (attacks on it are
 * impaired, its targets cannot react). The GM's own creatures' tokens are also hidden while concealed, as
 * the chapter asks the GM to keep their position from the players; a token hidden this way is marked, so
 * revealing shows it again and never un-hides a token the GM hid for its own reasons. A player's
 * character stays visible to its owner (the GM plays its enemies as if they did not see it).
 */
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import { playerOwnerIds } from "../../../../foundry/users";
import { FACTIONS_STATUS } from "../../rules/character/statuses";

/** The mark on a token hidden because its creature is concealed. */
const MARK = "hiddenWhileConcealed";

type TokenDoc = TokenDocument.Implementation;
const tokensOf = (actor: Actor.Implementation): TokenDoc[] => actor.getActiveTokens().map((token) => token.document as TokenDoc);
const markedHidden = (token: TokenDoc) => (token.flags as { fray?: Record<string, unknown> } | undefined)?.fray?.[MARK] === true;

export const isConcealed = (actor: Actor.Implementation) => actor.statuses.has(FACTIONS_STATUS.concealed);

export async function concealActor(actor: Actor.Implementation): Promise<void> {
  await setStatuses(actor, [FACTIONS_STATUS.concealed], true);
  if (playerOwnerIds(actor).length > 0) return;
  for (const token of tokensOf(actor).filter((token) => !token.hidden)) await token.update({ hidden: true, flags: { fray: { [MARK]: true } } } as never);
}

export async function revealActor(actor: Actor.Implementation): Promise<void> {
  await setStatuses(actor, [FACTIONS_STATUS.concealed], false);
  for (const token of tokensOf(actor).filter(markedHidden)) await token.update({ hidden: false, flags: { fray: { [MARK]: false } } } as never);
}
