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

/**
 * Those who sealed a secret declaration have declared, though nobody but the GM (and their owners, for
 * their own) may see what: they wait like any creature that has declared. Pure.
 */
export function markSealed(view: TrackerView, sealed: readonly string[]): TrackerView {
  if (sealed.length === 0) return view;
  const isSealed = new Set(sealed);
  return { ...view, fighters: view.fighters.map((fighter) => (isSealed.has(fighter.id) && fighter.status === "ready" ? { ...fighter, status: "waiting" } : fighter)) };
}
