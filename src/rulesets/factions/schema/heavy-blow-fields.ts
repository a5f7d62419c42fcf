/**
 * The attack card's record of what a blow did to the target's own protection (flows/gear/heavy-blow.ts):
 * the worn armour and held shields as they stood before the hit (for Undo), and the one a heavy blow broke;
 * the same for the attacker when a counter strikes it back.
 */
import { spec } from "../../../core/schema/spec";
import { ITEM_CONDITIONS } from "../rules/character/item-condition";

/** Worn armour and held shields as they stood: each item's id, condition and used mark. */
const wornProtection = () => spec.array(spec.object({ itemId: spec.text("", false), condition: spec.choice(ITEM_CONDITIONS, "intact"), usedThisFight: spec.boolean(false) }));

export const heavyBlowFields = () => ({
  /** The target's worn armour and held shields before the hit: Undo puts their condition and mark back. */
  protectionBefore: wornProtection(),
  /** The name of the damaged shield or armour the blow broke (8 or more before armour); blank: none. */
  brokenByBlow: spec.text(),
  /** A counter's blow on the attacker: the attacker's worn armour and held shields before it, and what it broke. */
  attackerProtectionBefore: wornProtection(),
  attackerBrokenByBlow: spec.text(),
});
