/**
 * The facts a `factionsAfterFight` chat card keeps (whispered to the GMs when a fight ends): whose gear
 * gets its durability rolls, whether the GM rolled them, and, once rolled, a line per item: the die,
 * the roll, the condition before and after, and what that means (unharmed, damaged, broken).
 */
import { spec, type Infer } from "../../../core/schema/spec";
import { ITEM_CONDITIONS } from "../rules/character/item-condition";
import { factionsFirstVersion, schemaVersion } from "./common";

export const GEAR_WEAR_OUTCOMES = ["unharmed", "damaged", "broken"] as const;
export const AFTER_FIGHT_STANDINGS = ["incapacitated", "surrendered", "fled"] as const;

export const factionsAfterFightCardSchema = spec.object({
  schemaVersion: schemaVersion(),
  /** The fight's creatures: each token (an unlinked one has its own actor) and its actor, by UUID. */
  fighters: spec.array(spec.object({ tokenUuid: spec.text(), actorUuid: spec.text() })),
  /** Who was out of the fight when the card was posted (incapacitated, surrendered, fled), by name. */
  standings: spec.array(spec.object({ name: spec.text(), standing: spec.choice(AFTER_FIGHT_STANDINGS, "incapacitated") })),
  rolled: spec.boolean(false),
  formula: spec.text(),
  lines: spec.array(
    spec.object({
      owner: spec.text(),
      item: spec.text(),
      roll: spec.integer(1, { min: 1 }),
      before: spec.choice(ITEM_CONDITIONS, "intact"),
      after: spec.choice(ITEM_CONDITIONS, "intact"),
      outcome: spec.choice(GEAR_WEAR_OUTCOMES, "unharmed"),
    }),
  ),
});

export type FactionsAfterFightRecord = Infer<typeof factionsAfterFightCardSchema>;

export const factionsAfterFightCard = factionsFirstVersion(factionsAfterFightCardSchema);
