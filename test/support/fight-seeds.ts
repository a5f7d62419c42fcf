/** How a flow test describes the creatures of a fight on the Foundry double: their data, owners and items. */
type Plain = Record<string, any>;

export interface ItemSeed<K extends string = string> {
  id: string;
  name: string;
  kind: K;
  fields?: Plain;
}

export interface CreatureSeed<K extends string = string> {
  id: string;
  name: string;
  owners: string[];
  monster?: boolean;
  fields?: Plain;
  items?: ItemSeed<K>[];
}
