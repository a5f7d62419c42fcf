/**
 * v14's Scene Levels: a token stands on one level (TokenPosition#level, a Level id:
 * https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.TokenPosition.html) and a Region belongs to
 * levels (RegionData#levels, Level ids: https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.RegionData.html).
 * Who is near whom, who threatens whom and which zones a token stands in read only the token's own level.
 * v13 has no levels: a token with none stands on the scene's one level with everything. A Region naming no
 * level is taken to be on every level (not settled by a public source: docs/smoke-test.md).
 */

/** The level a token stands on, or null on a scene without levels (v13). */
export function levelOf(token: object | null | undefined): string | null {
  const level = (token as { level?: unknown } | null | undefined)?.level;
  return typeof level === "string" && level !== "" ? level : null;
}

/** Whether a token stands on `level` (null: a scene without levels, where everyone does; so does a token with none). */
export function standsOnLevel(token: object | null | undefined, level: string | null): boolean {
  const own = levelOf(token);
  return level === null || own === null || own === level;
}

/** Two tokens can reach each other: they stand on the same level, or the scene has none. */
export function sameLevel(a: object | null | undefined, b: object | null | undefined): boolean {
  return standsOnLevel(b, levelOf(a));
}

/** Whether a Region belongs to `level` (null: the scene has none, so it does). */
export function regionOnLevel(region: { levels?: unknown }, level: string | null): boolean {
  if (level === null) return true;
  const levels = region.levels;
  const ids = levels instanceof Set ? [...(levels as Set<unknown>)] : Array.isArray(levels) ? levels : [];
  return ids.length === 0 || ids.includes(level);
}
