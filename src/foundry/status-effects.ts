/**
 * The active ruleset's status effects, shown on tokens: added to core's list (core's own entries
 * stay). Where core already has an id (unconscious, prone, dead), core's entry is kept as it is.
 * v13 keeps the list as an array; v14 as an object keyed by id, arrays surviving only through a
 * compatibility layer (foundryvtt/foundryvtt#13122; foundryvtt/pf2e#21981 moved to it), so the shape
 * found is the shape written.
 */
import type { RulesetStatus } from "../core/ruleset/contract";

type StatusConfig = { id: string; name: string; img: string };

/** Adds every status of the ruleset that core lacks; called once at init. */
export function registerStatusEffects(statuses: readonly RulesetStatus[]): void {
  const config: unknown = CONFIG.statusEffects;
  if (Array.isArray(config)) {
    const present = new Set((config as StatusConfig[]).map((effect) => effect.id));
    for (const { id, name, img } of statuses) if (!present.has(id)) (config as StatusConfig[]).push({ id, name, img });
    return;
  }
  const byId = config as Record<string, StatusConfig>;
  for (const { id, name, img } of statuses) byId[id] ??= { id, name, img };
}
