/**
 * The attack card's record of a non-lethal attack (flows/non-lethal/**): a disarm or a grapple, the
 * weapons the target held when the card was posted (the attacker picks one of them to disarm), the
 * target's STR save once rolled, and what it changed, as it stood before (for Undo). Null: a normal
 * attack. Pure.
 */
import { spec } from "../../../core/schema/spec";
import type { NonLethalKind } from "../rules/attack/non-lethal";

export const NON_LETHAL_KINDS: readonly NonLethalKind[] = ["disarm", "grapple"];

const reason = () => spec.object({ key: spec.text("", false), data: spec.values() });

const nonLethalRecord = () =>
  spec.nullable(
    spec.object({
      kind: spec.choice(NON_LETHAL_KINDS, "disarm"),
      /** The target's equipped weapons when the attack was made, by item id and name. */
      weapons: spec.array(spec.object({ id: spec.text("", false), name: spec.text() })),
      /** The target's STR save to resist: the d20, its STR and what the world's save rule made of it. */
      strSave: spec.nullable(spec.object({ natural: spec.integer(1, { min: 1, max: 20 }), score: spec.integer(0), passed: spec.boolean(false), reason: reason() })),
      /** What the save left: resisted, dropped, grabbed, nothing to drop. */
      result: spec.nullable(reason()),
      /** The weapon dropped (unequipped), by item id and name; blank: none. */
      droppedId: spec.text(),
      droppedName: spec.text(),
      /** The grapple left the target grabbed (the `grabbed` status); whether it was grabbed before, for Undo. */
      grabbed: spec.boolean(false),
      wasGrabbed: spec.boolean(false),
      /** What became of the hold since (hold-steps.ts): break-free saves, a shove, a release; over once it ended. */
      holdLines: spec.array(reason()),
      holdOver: spec.boolean(false),
    }),
  );

export const nonLethalCardFields = () => ({
  nonLethal: nonLethalRecord(),
  /** A counter made with a disarm or a grapple (flows/non-lethal/counter-hold.ts): the same record with the parties swapped (the attacker saves). */
  counterNonLethal: nonLethalRecord(),
});
