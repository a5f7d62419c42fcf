/**
 * Statuses that last "until your next turn": the token shows them like any status, and the effect is
 * flagged so Fray's own turn start removes it (turn-events.ts expireTurnStartEffects); and turning a
 * ruleset's statuses on or off. GM only.
 */
export async function setStatusUntilTurnStart(actor: Actor.Implementation, statusId: string): Promise<void> {
  if (actor.statuses.has(statusId)) return;
  const effect = await ActiveEffect.implementation.fromStatusEffect(statusId);
  const data = { ...effect.toObject(), flags: { fray: { expiresAtTurnStart: true } } };
  await actor.createEmbeddedDocuments("ActiveEffect", [data]);
}

/** Turns the token's statuses on or off (GM); core draws its defeated status, "dead", over the whole token. */
export async function setStatuses(actor: Actor.Implementation, ids: readonly string[], active: boolean): Promise<void> {
  for (const id of ids) {
    if (actor.statuses.has(id) !== active) await actor.toggleStatusEffect(id, { active, overlay: active && id === "dead" });
  }
}
