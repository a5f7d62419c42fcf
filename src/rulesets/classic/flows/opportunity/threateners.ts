/**
 * Who threatens a square a token stands (or stood) in: the other fighters of its fight on its scene and
 * level, foes by Foundry's token disposition, not hidden, whose held weapon reaches it (threatening.ts).
 */
import { footprintOf } from "../../../../core/geometry/footprint";
import { sameLevel } from "../../../../foundry/scene/levels";
import { hostile } from "../../../../foundry/scene/nearby-foes";
import { placementOf, type Placement } from "../../../../foundry/scene/token-moves";
import { threatensFootprint } from "../../rules/actions/threatening";
import { watcherOf } from "./watcher";

/** A token or combatant the players may not see stays off every offer. */
const hidden = (combatant: Combatant.Implementation, token: TokenDocument.Implementation) => token.hidden === true || combatant.hidden === true;

/** The fighters threatening `at` (where the mover stands, or stood before its move). */
export function threateners(combat: Combat.Implementation, mover: TokenDocument.Implementation, at: Placement = placementOf(mover)): TokenDocument.Implementation[] {
  const scene = mover.parent;
  const size = scene?.grid.size ?? 0;
  if (!scene || !(size > 0)) return [];
  const target = footprintOf(at, size);
  return combat.combatants.contents.flatMap((combatant) => {
    const token = combatant.token;
    const actor = token?.actor;
    if (!token || !actor || token.uuid === mover.uuid || token.parent !== scene || !sameLevel(token, mover) || hidden(combatant, token)) return [];
    if (!hostile(Number(token.disposition), Number(mover.disposition))) return [];
    return threatensFootprint(watcherOf(actor), footprintOf(placementOf(token), size), target) ? [token] : [];
  });
}
