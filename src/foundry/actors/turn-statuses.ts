/**
 * Statuses that last "until your next turn": the token shows them like any status, and the effect is
 * flagged so Fray's own turn start removes it (turn-events.ts expireTurnStartEffects). GM only.
 */
export async function setStatusUntilTurnStart(actor: Actor.Implementation, statusId: string): Promise<void> {
  if (actor.statuses.has(statusId)) return;
  const effect = await ActiveEffect.implementation.fromStatusEffect(statusId);
  const data = { ...effect.toObject(), flags: { fray: { expiresAtTurnStart: true } } };
  await actor.createEmbeddedDocuments("ActiveEffect", [data]);
}
