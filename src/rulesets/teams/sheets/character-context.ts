/** What the `teams` character sheet adds to Foundry's context, from plain data: the sheet and the render checks both call this. */
import type { Infer } from "../../../core/schema/spec";
import type { ItemRow } from "../../../foundry/sheets/item-row";
import type { characterSchema } from "../schema/character";
import type { armourSchema } from "../schema/items";
import { combatantView } from "./combatant-view";
import { armourRow, gearRow, shieldRow, weaponRow } from "./item-rows";

export type TeamsCharacterSystem = Infer<typeof characterSchema>;

/** A character as the sheet reads it: its system data and its embedded items. */
export interface TeamsSheetCharacter {
  system: TeamsCharacterSystem;
  items: readonly ItemRow[];
}

export function teamsCharacterSheetContext({ system, items }: TeamsSheetCharacter) {
  const byType = (type: string) => items.filter((item) => item.type === type);
  const armour = byType("teamsArmour");
  const weapons = byType("teamsWeapon").map((item) => weaponRow(item, system));
  return {
    view: {
      ...combatantView(system, armour.map((item) => item.system as unknown as Infer<typeof armourSchema>)),
      // A readied weapon is one held in hand (Brandish chooses which); the rest are carried.
      readiedWeapons: weapons.filter((weapon) => weapon.wielded),
      /** Readied first, then the rest. */
      weapons: [...weapons.filter((weapon) => weapon.wielded), ...weapons.filter((weapon) => !weapon.wielded)],
      armour: armour.map(armourRow),
      shields: byType("teamsShield").map(shieldRow),
      gear: byType("teamsGear").map(gearRow),
    },
  };
}

export type TeamsCharacterSheetContext = ReturnType<typeof teamsCharacterSheetContext>;
