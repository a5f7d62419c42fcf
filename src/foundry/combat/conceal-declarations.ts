/**
 * The tracker as a player sees it while declarations are secret: another player's creature that has
 * declared shows neither its action nor this round's initiative, and takes no place in the order
 * (its place would give the action's speed away). Pure: the view in, the view to draw out.
 */
import type { TrackerView } from "../../core/turns/adapters/adapter";

export function concealDeclarations(view: TrackerView, concealed: readonly string[]): TrackerView {
  if (concealed.length === 0) return view;
  const hidden = new Set(concealed);
  return {
    ...view,
    fighters: view.fighters.map((fighter) => (hidden.has(fighter.id) ? { ...fighter, declared: null, initiative: null } : fighter)),
    order: view.order.map((step) => ({ ...step, ids: step.ids.filter((id) => !hidden.has(id)) })).filter((step) => step.ids.length > 0),
  };
}
