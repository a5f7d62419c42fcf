/** What the monster stat block adds to Foundry's context, from plain data: SidesMonsterSheet and the render checks both call this. */
import type { Infer } from "../../../core/schema/spec";
import type { monsterSchema } from "../schema/monster";
import { monsterFacts } from "../flows/actions/facts";
import { statBlockAttacks } from "../flows/actions/panel-attacks";
import { actionsPanel, type RoundSituation } from "./actions-panel";
import { monsterView } from "./monster-view";

/** `morale`: the world uses the morale rule, so the stat block offers the check. */
export function monsterSheetContext(system: Infer<typeof monsterSchema>, round: RoundSituation, morale: boolean) {
  const view = monsterView(system);
  const actions = actionsPanel({ actor: monsterFacts(system.trainedSnap), movementFt: system.movement, attacks: statBlockAttacks(view.attacks), morale }, round);
  return { view, actions };
}
