/** The embedded item a sheet button belongs to: the row around it carries `data-item-id`. */

export function itemIdOf(target: HTMLElement): string | undefined {
  return target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
}

/** Puts on or takes off the armour on the button's row; an item of any other type has nothing to wear. */
export async function toggleWornOnRow(actor: Actor.Implementation, target: HTMLElement, armourType: string): Promise<void> {
  const item = actor.items.get(itemIdOf(target) ?? "");
  if ((item?.type as string | undefined) !== armourType) return;
  const worn = (item?.system as { worn?: boolean } | undefined)?.worn === true;
  await item?.update({ system: { worn: !worn } } as Item.UpdateData);
}
