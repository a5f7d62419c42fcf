/**
 * The modifier of a declaration by its id, priced from the creature's own gear: what the GM's side
 * applies, whatever number the declaring client showed.
 */
import { refuse } from "../../../../core/rules-types";
import { parseDeclaredActionId } from "./action-kinds";
import { declaredActionModifier, type DeclaredChoice, type DeclaredModifier } from "./action-modifier";
import type { DeclarerGear } from "./declarable-actions";
import { DECLARED_ACTION_REFUSAL as R } from "./labels";

/** The weapon, spell or item an id names among the creature's gear, whichever kind it is. */
function chosenFrom(gear: DeclarerGear, itemId: string): DeclaredChoice | null {
  const weapon = gear.weapons.find((w) => w.id === itemId);
  if (weapon) return { kind: "weapon", speed: weapon.speed };
  const spell = gear.spells.find((s) => s.id === itemId);
  if (spell) return { kind: "spell", castingTn: spell.castingTn, speed: spell.speed };
  const item = gear.consumables.find((c) => c.id === itemId);
  return item ? { kind: "item", initiativeModifier: item.initiativeModifier } : null;
}

export function priceDeclaration(actionId: string, gear: DeclarerGear): DeclaredModifier {
  const parsed = parseDeclaredActionId(actionId);
  if (parsed === null) return refuse(R.unknownAction);
  if (parsed.itemId === null) return declaredActionModifier(parsed.kind, null);
  const choice = chosenFrom(gear, parsed.itemId);
  return choice === null ? refuse(R.itemGone) : declaredActionModifier(parsed.kind, choice);
}
