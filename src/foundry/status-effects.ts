/**
 * The active ruleset's status effects, shown on tokens: added to core's list (core's own entries
 * stay). Where core already has an id (unconscious, prone, dead), core's entry is kept as it is.
 */
import type { RulesetStatus } from "../core/ruleset/contract";

/** Adds every status of the ruleset that core lacks; called once at init. */
export function registerStatusEffects(statuses: readonly RulesetStatus[]): void {
  const present = new Set(CONFIG.statusEffects.map((effect) => effect.id));
  for (const { id, name, img } of statuses) {
    if (!present.has(id)) CONFIG.statusEffects.push({ id, name, img });
  }
}
