import type { FighterDisplay } from "./tracker-rows";
import { trackerRows } from "./tracker-rows";
import { allowedIntents } from "../../core/turns/adapters/allowed";
import { TURN_STRUCTURE_IDS } from "../../core/turns/engine";
import { adapterOf, stateOf } from "./turn-handler";
import { FrayCombat } from "./fray-combat";

/** What the tracker's parts draw for this user: the structure picker before the start, then the rows. */
export function trackerContext(combat: unknown) {
  const user = game.user;
  const isGM = user?.isGM === true;
  if (!(combat instanceof FrayCombat)) return { hasCombat: false, isGM };
  const adapter = adapterOf(combat);
  const state = stateOf(combat);
  if (!adapter || state === null) {
    const structures = Object.fromEntries(TURN_STRUCTURE_IDS.map((id) => [id, `FRAY.TurnStructure.${id}`]));
    return { hasCombat: true, isGM, started: false, structures, selected: combat.frayStructure };
  }
  const displays: Record<string, FighterDisplay> = Object.fromEntries(
    combat.combatants.contents.map((c) => [c.id ?? "", { name: c.name ?? "", img: c.img ?? "", hidden: c.hidden }]),
  );
  const groupNames = Object.fromEntries(combat.groups.contents.map((group) => [group.id ?? "", group.name ?? ""]));
  const allowed = allowedIntents(adapter, state, { userId: user?.id ?? "", isGM });
  return { hasCombat: true, isGM, ...trackerRows(adapter.view(state), displays, allowed, { isGM }, groupNames) };
}
