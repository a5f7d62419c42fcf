/**
 * The commands of the sheet's use, cast and intimidate buttons: the player's client names the acting
 * creature (its token, or the actor with none on the scene), the item or the target token, and whether
 * a GM confirmed going past the round's allowance. The GM reads every number from its documents. Pure.
 */
export const DECLARED_USE_COMMAND = "declaredUseItem";
export const DECLARED_CAST_COMMAND = "declaredCast";
export const DECLARED_INTIMIDATE_COMMAND = "declaredIntimidate";

export interface DeclaredActRequest {
  /** The acting creature's token UUID, or its actor's. */
  creatureUuid: string;
  /** The consumable or spell item, or the targeted token's UUID. */
  subject: string;
  /** A GM's "anyway" after the round's allowance refused (a player's is ignored). */
  force: boolean;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.length > 0 && value.length <= 200 ? value : null);

export function parseActRequest(payload: Record<string, unknown>): DeclaredActRequest | null {
  const [creatureUuid, subject] = [text(payload.creatureUuid), text(payload.subject)];
  return creatureUuid && subject ? { creatureUuid, subject, force: payload.force === true } : null;
}
