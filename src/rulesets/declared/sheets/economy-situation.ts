/**
 * Where the sheet's creature stands in the fight being viewed, read the way the tracker reads it: its
 * stored round budget (round-budget.ts), its declaration and initiative as this user may see them
 * (sealed-view.ts: a secret one only to the GM and its owner), and its wound state. No state of its own; null outside a started fight.
 */
import { combatantOf } from "../../../foundry/actors/combatant-of";
import { adapterOf, stateOf } from "../../../foundry/combat/combat-engine";
import { declarationView } from "../../../foundry/combat/sealed-view";
import { declaredActionLabel } from "../../../foundry/combat/declarable-actions";
import { storedEconomy } from "../../../foundry/combat/round-budget";
import { declaredEconomy } from "../rules/actions/economy";
import type { DeclaredWoundState } from "../rules/condition/wound-state";
import type { EconomyFacts } from "./economy-panel";

export function economySituation(actor: Actor.Implementation, woundState: DeclaredWoundState): EconomyFacts | null {
  const found = combatantOf(actor);
  const adapter = found ? adapterOf(found.combat) : null;
  const state = found ? stateOf(found.combat) : null;
  if (!found || !adapter || state === null) return null;
  const { view } = declarationView(found.combat, adapter, state, game.user);
  if (!view.started) return null;
  const id = found.combatant.id ?? "";
  const fighter = view.fighters.find((entry) => entry.id === id);
  const declared = fighter?.declared ? { label: declaredActionLabel(found.combat, id, fighter.declared.actionId), initiative: fighter.initiative } : null;
  return { budget: declaredEconomy.read(storedEconomy(found.combatant)), woundState, declared };
}
