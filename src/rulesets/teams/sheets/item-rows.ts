import type { Infer } from "../../../core/schema/spec";
import type { ItemRow } from "../../../foundry/sheets/item-row";
import type { TeamsActorRatings } from "../rules/derived";
import { itemDefence } from "../rules/derived/item-defence";
import { itemDurability } from "../rules/derived/durability";
import type { armourSchema, gearSchema, shieldSchema, weaponSchema } from "../schema/items";
import { attackLine } from "./attack-line";

type WeaponData = Infer<typeof weaponSchema>;
type ArmourData = Infer<typeof armourSchema>;
type ShieldData = Infer<typeof shieldSchema>;
type GearData = Infer<typeof gearSchema>;

/** Durability as the rules count it (listed, else 10 for metal and 4 otherwise) and what the wielded item can do. */
function defensiveState(system: WeaponData | ShieldData | GearData, blockValue: number | null, parryValue: number | null) {
  const durable = { metal: system.metal, listed: system.durability.listed, lost: system.durability.lost };
  const defence = itemDefence({ ...durable, wielded: system.wielded, blockValue, parryValue });
  return { durability: itemDurability(durable), wielded: system.wielded, canBlock: defence.canBlock, canParry: defence.canParry, parryBonus: defence.parryBonus };
}

export function weaponRow(item: ItemRow, ratings: Pick<TeamsActorRatings, "attributes" | "skills" | "proficiencies">) {
  const system = item.system as unknown as WeaponData;
  return {
    id: item.id,
    name: item.name,
    img: item.img,
    line: attackLine(ratings, system),
    /** Only a weapon with a reload time shows its load. */
    loadLabel: system.reload > 0 ? (system.loaded ? "FRAY.Teams.Sheet.loaded" : "FRAY.Teams.Sheet.unloaded") : "",
    loaded: system.loaded,
    blockValue: system.blockValue,
    ...defensiveState(system, system.blockValue, system.parryValue),
  };
}

export function armourRow(item: ItemRow) {
  const system = item.system as unknown as ArmourData;
  return { id: item.id, name: item.name, img: item.img, worn: system.worn, deflection: system.deflection };
}

export function shieldRow(item: ItemRow) {
  const system = item.system as unknown as ShieldData;
  return { id: item.id, name: item.name, img: item.img, blockValue: system.blockValue, ...defensiveState(system, system.blockValue, system.parryValue) };
}

export function gearRow(item: ItemRow) {
  const system = item.system as unknown as GearData;
  return { id: item.id, name: item.name, img: item.img, quantity: system.quantity, ...defensiveState(system, null, null) };
}
