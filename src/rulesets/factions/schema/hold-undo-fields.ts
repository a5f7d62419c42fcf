/**
 * The attack card's record of what the hold's own buttons did since the grapple (flows/non-lethal/holds-undo.ts):
 * the main actions Shove and Break free spent, and how the hold stood before the one that ended it, so the
 * card's Undo gives those actions back and puts the hold back as the grapple left it.
 */
import { spec } from "../../../core/schema/spec";

export const holdUndoFields = () => ({
  /** Where Shove and Break free spent a main action (the fight and the combatant), each once. */
  holdSpent: spec.array(spec.object({ combatId: spec.text("", false), combatantId: spec.text("", false) })),
  /** Before the step that ended the hold: whether the fight kept it, and whether the grabbed had the `grabbed` status; null: it has not ended. */
  holdEndedFrom: spec.nullable(spec.object({ held: spec.boolean(false), grabbed: spec.boolean(false) })),
});
