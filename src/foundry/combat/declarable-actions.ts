import { declaredModifier, type DeclaredAction, type DeclarerFacts } from "../../core/declared-actions";
import type { Intent } from "../../core/turns/adapters/adapter";
import { declarableActions } from "../../core/ruleset/contract";
import { activeRules } from "../active-ruleset";
import { translate } from "../i18n";

/** A creature's actor as the rules read it: plain copies of its system data and items. */
function declarerFacts(actor: Actor.Implementation | null | undefined): DeclarerFacts {
  if (!actor) return { system: {}, items: [] };
  const items = actor.items.contents.map((item) => ({ id: item.id ?? "", type: item.type, name: item.name ?? "", system: item.system as object }));
  return { system: actor.system as object, items };
}

/**
 * What this combatant may declare, from its actor as this client sees it. On the GM's client it is the
 * list the declaration's modifier is taken from, so a player's payload never sets it.
 */
export function declarableActionsOf(combat: Combat.Implementation, combatantId: string | undefined): readonly DeclaredAction[] {
  return declarableActions(activeRules(), declarerFacts(combat.combatants.get(combatantId ?? "")?.actor));
}

/** What this combatant declared, in words ("Attack with Longsword"); the id itself when its list no longer has it. */
export function declaredActionLabel(combat: Combat.Implementation, combatantId: string, actionId: string): string {
  const action = declarableActionsOf(combat, combatantId).find((entry) => entry.id === actionId);
  return action ? translate(action.label, action.data) : actionId;
}

/** A declaration takes its modifier from what the ruleset lets this creature declare, read on this client; null when it may not declare that. */
export function withCatalogModifier(combat: Combat.Implementation, intent: Intent): Intent | null {
  const modifier = declaredModifier(declarableActionsOf(combat, intent.combatantId), intent.actionId);
  return modifier === null ? null : { ...intent, modifier };
}
