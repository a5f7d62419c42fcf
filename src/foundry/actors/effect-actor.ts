/**
 * The actor whose status an effect is. In the sidebar and on a linked token an effect's parent is its
 * Actor. On an unlinked token (most monsters) the token's ActorDelta embeds its effects, and the effect
 * hooks hand over an effect whose parent is that delta; the delta's parent is the TokenDocument, whose
 * `actor` is the token's synthetic actor, the one its combatant and statuses belong to
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.ActorDelta.html,
 * https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#actor). An effect on an Item is
 * no creature's status.
 */
interface DeltaLike {
  documentName?: unknown;
  parent?: { actor?: Actor.Implementation | null } | null;
}

export function actorOfEffect(effect: ActiveEffect.Implementation): Actor.Implementation | null {
  const parent: unknown = effect.parent;
  if (parent instanceof Actor) return parent;
  const delta = parent as DeltaLike | null;
  return delta?.documentName === "ActorDelta" ? (delta.parent?.actor ?? null) : null;
}
