/**
 * The six actions a creature declares each round, and the ids the declare dialog sends: the action
 * alone ("fullDefense") or with the weapon, spell or item it uses ("attack:<item id>").
 */
import type { DeclaredAction } from "../../../../core/declared-actions";
import { CONSUMABLE_MODIFIER, DEFENSIVE_ATTACK_BONUS, FULL_DEFENSE_MODIFIER, THROW_MODIFIER } from "./action-lines";
import { DECLARED_ACTION_LABEL } from "./labels";

export const DECLARED_ACTION_KINDS = ["attack", "cast", "consumable", "throw", "fullDefense", "defensiveAttack"] as const;
export type DeclaredActionKind = (typeof DECLARED_ACTION_KINDS)[number];

export const ITEM_SEPARATOR = ":";

export function declaredActionId(kind: DeclaredActionKind, itemId?: string): string {
  return itemId === undefined ? kind : `${kind}${ITEM_SEPARATOR}${itemId}`;
}

/** The action and the item an id names; null for an id that is none of the six (the engine's "none", a typo). */
export function parseDeclaredActionId(id: string): { kind: DeclaredActionKind; itemId: string | null } | null {
  const [head, ...item] = id.split(ITEM_SEPARATOR);
  const kind = DECLARED_ACTION_KINDS.find((k) => k === head);
  if (kind === undefined) return null;
  return { kind, itemId: item.length === 0 ? null : item.join(ITEM_SEPARATOR) };
}

/** What the action does this round, whatever it uses: full defense's +4, defensive attack's safe approach. */
export function declaredActionKindOf(id: string | null | undefined): DeclaredActionKind | null {
  return id === null || id === undefined ? null : (parseDeclaredActionId(id)?.kind ?? null);
}

/**
 * The static catalogue: each action with the modifier it has with nothing chosen (a weapon's speed
 * counted 0, the +6 and +2 "unless otherwise stated"). The creature's own list replaces it where the
 * shell reads the actor (declarableActionList).
 */
export const DECLARED_ACTIONS: readonly DeclaredAction[] = [
  { id: "attack", label: DECLARED_ACTION_LABEL.attack, modifier: 0 },
  { id: "cast", label: DECLARED_ACTION_LABEL.cast, modifier: 0 },
  { id: "consumable", label: DECLARED_ACTION_LABEL.consumable, modifier: CONSUMABLE_MODIFIER },
  { id: "throw", label: DECLARED_ACTION_LABEL.throw, modifier: THROW_MODIFIER },
  { id: "fullDefense", label: DECLARED_ACTION_LABEL.fullDefense, modifier: FULL_DEFENSE_MODIFIER },
  { id: "defensiveAttack", label: DECLARED_ACTION_LABEL.defensiveAttack, modifier: DEFENSIVE_ATTACK_BONUS },
];
