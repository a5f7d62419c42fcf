/** An embedded item as a sheet's view builder sees it: plain data, no Foundry document. */
export interface ItemRow<S = Record<string, unknown>> {
  id: string;
  name: string;
  img: string;
  type: string;
  system: S;
}

/** The row of an embedded item, from the fields a Foundry Item has. */
export function itemRowOf(item: { id: string | null; name: string; img?: string | null | undefined; type: string; system: unknown }): ItemRow {
  return { id: item.id ?? "", name: item.name, img: item.img ?? "", type: item.type, system: item.system as Record<string, unknown> };
}
