/** What every maneuver handler on the GM's client shares: refusals, who asks, actors from UUIDs. */
import type { GmAnswer } from "../../../../foundry/channel";
import type { Reason } from "../../rules/combat/types";

export const MANEUVER_REFUSAL = {
  badRequest: "FRAY.Sides.Maneuver.Refusal.BadRequest",
  notOwner: "FRAY.Sides.Maneuver.Refusal.NotOwner",
  alreadyRolled: "FRAY.Sides.Maneuver.Refusal.AlreadyRolled",
  noCombat: "FRAY.Sides.Maneuver.Refusal.NoCombat",
  notConfirmed: "FRAY.Sides.Maneuver.Refusal.NotConfirmed",
  noCanvas: "FRAY.Sides.Maneuver.Refusal.NoCanvas",
} as const;

export const refuse = (reason: Reason): GmAnswer => (reason.data ? { ok: false, reason: reason.key, data: reason.data } : { ok: false, reason: reason.key });

type DocumentUuid = Parameters<typeof fromUuid>[0];
const isUuid = (uuid: unknown): uuid is DocumentUuid & string => typeof uuid === "string" && /^[A-Z][A-Za-z]*\.\S+$/.test(uuid);

/** The fighting actor a token (or actor) UUID names: an unlinked token's own actor first. */
export async function fighterOf(uuid: unknown): Promise<Actor.Implementation | null> {
  const doc = isUuid(uuid) ? await fromUuid(uuid) : null;
  if (doc instanceof TokenDocument) return doc.actor ?? null;
  return doc instanceof Actor ? doc : null;
}

/** The same, read synchronously (for what a client shows). */
export function fighterSync(uuid: unknown): Actor.Implementation | null {
  const doc = isUuid(uuid) ? fromUuidSync(uuid) : null;
  if (doc instanceof TokenDocument) return doc.actor ?? null;
  return doc instanceof Actor ? doc : null;
}

export async function tokenOf(uuid: unknown): Promise<TokenDocument.Implementation | null> {
  const doc = isUuid(uuid) ? await fromUuid(uuid) : null;
  return doc instanceof TokenDocument ? doc : null;
}

/** The user may act for this actor: the GM, or one of its owners. */
export function mayActFor(userId: string, actor: Actor.Implementation): boolean {
  const user = game.users?.get(userId);
  return user !== undefined && (user.isGM || actor.testUserPermission(user, "OWNER"));
}

/** The id a fighter is recorded by: its token's UUID, or its actor's when it has no token. */
export function fighterId(tokenUuid: string | null, actorUuid: string): string {
  return tokenUuid ?? actorUuid;
}
