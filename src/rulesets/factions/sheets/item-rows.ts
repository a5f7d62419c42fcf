/** A creature's items grouped as its sheet lists them: weapons, armour, shields, consumables; plain data in, plain data out. */
import type { Infer } from "../../../core/schema/spec";
import type { ItemRow } from "../../../foundry/sheets/item-row";
import type { armourSchema, consumableSchema, shieldSchema, weaponSchema } from "../schema/items";

const S = "FRAY.Factions.Sheet";

type Row<T> = Pick<ItemRow, "id" | "name" | "img"> & { system: T };

const ofType = <T>(items: readonly ItemRow[], type: string) => items.filter((item) => item.type === type) as unknown as Row<T>[];
const base = <T>({ id, name, img }: Row<T>) => ({ id, name, img });

/** The condition tag: nothing while intact. */
const conditionView = (condition: string) => (condition === "intact" ? null : { key: condition, label: `${S}.Condition.${condition}` });

function weaponRow(row: Row<Infer<typeof weaponSchema>>) {
  const { system } = row;
  return {
    ...base(row),
    damage: system.damage,
    range: system.range,
    kind: system.attackKind,
    kindLabel: `${S}.AttackKind.${system.attackKind}`,
    gripLabel: `${S}.Grip.${system.grip}`,
    blast: system.blast,
    improvised: system.improvised,
    condition: conditionView(system.condition),
  };
}

export function factionsItemGroups(items: readonly ItemRow[]) {
  return {
    weapons: ofType<Infer<typeof weaponSchema>>(items, "factionsWeapon").map(weaponRow),
    armourItems: ofType<Infer<typeof armourSchema>>(items, "factionsArmour").map((row) => ({ ...base(row), armour: row.system.armourValue, worn: row.system.worn, condition: conditionView(row.system.condition) })),
    shields: ofType<Infer<typeof shieldSchema>>(items, "factionsShield").map((row) => ({ ...base(row), armour: row.system.armourValue, damage: row.system.damage, held: row.system.held, condition: conditionView(row.system.condition) })),
    consumables: ofType<Infer<typeof consumableSchema>>(items, "factionsConsumable").map((row) => ({
      ...base(row),
      kindLabel: `${S}.ConsumableKind.${row.system.kind}`,
      quantity: row.system.quantity,
      usable: row.system.quantity > 0,
    })),
  };
}
