import { activeRules } from "./active-ruleset";

/** Sub-types the world's ruleset offers for a document class. */
export function activeTypes(documentName: "Actor" | "Item"): string[] {
  return Object.keys(activeRules().types[documentName]);
}

/**
 * Foundry v13 reads `types` from the create dialog's options to limit the offered sub-types;
 * fvtt-types 13.345.1 declares that option as `undefined`, hence the one cast.
 */
function restrictTypes<O extends object | undefined>(options: O, types: string[]): O {
  return { ...options, types } as unknown as O;
}

/** Actors in a Fray world: creation offers only the active ruleset's types. */
export class FrayActor extends Actor {
  static override async createDialog(...args: Parameters<typeof Actor.createDialog>) {
    const [data, createOptions, dialogOptions] = args;
    return super.createDialog(data, createOptions, restrictTypes(dialogOptions, activeTypes("Actor")));
  }
}

/** Items in a Fray world: creation offers only the active ruleset's types. */
export class FrayItem extends Item {
  static override async createDialog(...args: Parameters<typeof Item.createDialog>) {
    const [data, createOptions, dialogOptions] = args;
    return super.createDialog(data, createOptions, restrictTypes(dialogOptions, activeTypes("Item")));
  }
}

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof FrayActor;
    Item: typeof FrayItem;
  }
}
