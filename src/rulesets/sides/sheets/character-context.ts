/** What the character sheet adds to Foundry's context, from plain data: SidesCharacterSheet and the render checks both call this. */
import type { ItemRow } from "../../../foundry/sheets/item-row";
import type { CharacterDerived, CharacterSource } from "../rules/derived-character";
import { characterFacts } from "../flows/actions/facts";
import { weaponAttacks } from "../flows/actions/panel-attacks";
import { weaponProfile, type WeaponSystem } from "../rules/profiles";
import { actionsPanel, type RoundSituation } from "./actions-panel";
import { characterView } from "./character-view";

/** A character as the sheet reads it: its system data with what the data model derives, and its items. */
export interface SheetCharacter {
  system: CharacterSource & CharacterDerived;
  items: ItemRow[];
}

export function characterSheetContext(actor: SheetCharacter, round: RoundSituation) {
  const { system, items } = actor;
  const view = characterView(system, items);
  const readied = items
    .filter((item) => item.type === "sidesWeapon" && item.system.carry === "readied")
    .map((item) => weaponProfile(item.system as unknown as WeaponSystem));
  const facts = characterFacts(readied, system.combatSkills.shoot);
  const actions = actionsPanel({ actor: facts, movementFt: system.movement, attacks: weaponAttacks(view.readiedWeapons), morale: false }, round);
  return { view, actions };
}
