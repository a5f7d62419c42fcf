/**
 * A weapon's load on its item, on the GM's client: firing one with a reload time empties it, a
 * finished Reload fills it. Only items keep a load; a stat block's line is always ready (rules-notes).
 */
import { firingUnloads } from "../../rules/combat/planned-weapon";
import type { PlannedWeapon } from "../../rules/combat/attack-plan";
import type { TeamsAttackSource } from "./request";

export async function setLoaded(item: Item.Implementation | null, loaded: boolean): Promise<void> {
  if (item) await item.update({ system: { loaded } } as Item.UpdateData);
}

/** After the attack is made: the fired weapon's item is empty until reloaded. */
export async function unloadFired(actor: Actor.Implementation, source: TeamsAttackSource, weapon: PlannedWeapon): Promise<void> {
  if (!("itemId" in source) || !firingUnloads(weapon)) return;
  await setLoaded(actor.items.get(source.itemId) ?? null, false);
}
