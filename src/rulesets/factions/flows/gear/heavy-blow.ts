/**
 * GM: what a hit does to the target's own protection. Every suit it wears and shield it holds is marked
 * used this fight (the durability roll afterwards counts it), and a blow of 8 or more damage before armour
 * breaks the damaged shield that protects it, else its damaged armour (rules brokenByBlow). The armour it
 * gave still stopped this blow; it counts no more from then on. Undo puts conditions and marks back.
 */
import type { Infer } from "../../../../core/schema/spec";
import { bestInUse, type ProtectiveItem } from "../../rules/character/armour-value";
import type { ItemCondition } from "../../rules/character/item-condition";
import { brokenByBlow } from "../../rules/gear/in-fight-breakage";
import type { heavyBlowFields } from "../../schema/heavy-blow-fields";

type Fields = ReturnType<typeof heavyBlowFields>;
export type ProtectionBefore = Infer<Fields["protectionBefore"]>;

interface Worn extends ProtectiveItem {
  item: Item.Implementation;
  usedThisFight: boolean;
}

const IN_USE_FIELD: Record<string, "worn" | "held"> = { factionsArmour: "worn", factionsShield: "held" };

/** The suits the creature wears and the shields it holds (kind by item type). */
function wornBy(actor: Actor.Implementation, type: "factionsArmour" | "factionsShield"): Worn[] {
  return actor.items.contents.flatMap((item) => {
    if ((item.type as string) !== type) return [];
    const data = item.system as unknown as { armourValue: number; condition: ItemCondition; usedThisFight: boolean } & Record<string, unknown>;
    if (data[IN_USE_FIELD[type]!] !== true) return [];
    return [{ name: item.name ?? "", armourValue: data.armourValue, condition: data.condition, inUse: true, item, usedThisFight: data.usedThisFight }];
  });
}

/** The target's worn and held protection as it stands now. */
export function protectionBefore(actor: Actor.Implementation): ProtectionBefore {
  return [...wornBy(actor, "factionsArmour"), ...wornBy(actor, "factionsShield")].map((worn) => ({ itemId: worn.item.id ?? "", condition: worn.condition, usedThisFight: worn.usedThisFight }));
}

const asGear = (worn: Worn | null, kind: "shield" | "armour") => (worn ? { id: worn.item.id ?? "", kind, condition: worn.condition } : null);

/** GM: marks the target's protection used and breaks what a blow of `damageBeforeArmour` breaks; its name, or blank. */
export async function takeBlowOnProtection(actor: Actor.Implementation, damageBeforeArmour: number): Promise<string> {
  const suits = wornBy(actor, "factionsArmour");
  const shields = wornBy(actor, "factionsShield");
  // The shield and suit that protect (the best still working) are the ones the blow falls on.
  const shield = bestInUse(shields) as Worn | null;
  const suit = bestInUse(suits) as Worn | null;
  const broken = brokenByBlow({ shield: asGear(shield, "shield"), armour: asGear(suit, "armour") }, damageBeforeArmour);
  let brokenName = "";
  for (const worn of [...suits, ...shields]) {
    const breaks = broken !== null && worn.item.id === broken.id;
    if (breaks) brokenName = worn.name;
    await worn.item.update({ system: { usedThisFight: true, ...(breaks ? { condition: "broken" } : {}) } } as never);
  }
  return brokenName;
}

/** GM, for Undo: the target's protection as the hit found it. */
export async function restoreProtection(actor: Actor.Implementation, before: ProtectionBefore): Promise<void> {
  for (const entry of before) {
    const item = actor.items.get(entry.itemId);
    if (item) await item.update({ system: { condition: entry.condition, usedThisFight: entry.usedThisFight } } as never);
  }
}

/** A counter's blow on the attacker's own protection: how it stood, and what the blow broke (blank: nothing). */
export interface CounterBlowGear {
  attackerProtectionBefore: ProtectionBefore;
  attackerBrokenByBlow: string;
}

export const NO_COUNTER_BLOW: CounterBlowGear = { attackerProtectionBefore: [], attackerBrokenByBlow: "" };

/** GM: a counter's blow of `rolled` falls on the attacker's protection as an attack's does on the target's. */
export async function takeCounterOnProtection(attacker: Actor.Implementation, rolled: number): Promise<CounterBlowGear> {
  const attackerProtectionBefore = protectionBefore(attacker);
  return { attackerProtectionBefore, attackerBrokenByBlow: await takeBlowOnProtection(attacker, rolled) };
}
