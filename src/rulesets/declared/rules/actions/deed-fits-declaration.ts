/**
 * What a creature does in its step must be what it declared for that step (seed 003, Step 3: the declared
 * action sets the round's initiative, so doing something else would take another action's speed). The
 * action of its slot in the running step (a late joiner's extra turn carries its own) allows:
 * - an attack with a weapon: an attack with that weapon, in any way the weapon is used;
 * - a defensive attack with a weapon: an attack with that weapon, or not attacking (the chapter lets a
 *   defensive attacker hold back), and so a deed that is no attack, spell or item;
 * - a defensive attack without a weapon (+1, "no attack meant"): such a deed only;
 * - casting a spell: that spell; using a consumable: that item; throwing a named item: using that item;
 *   throwing with nothing named: nothing Fray resolves (the throw is the table's);
 * - full defense: no attack, spell or item (its riposte is a reaction, not its step's deed);
 * - nothing declared (the engine's "none" for the silent): nothing.
 * An Intimidation or a Heal check is none of the six actions: it is a deed of a creature that declared a
 * defensive attack (docs/rules-notes.md). Outside its running step a creature does nothing. Pure.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import type { DeclaredState } from "../../../../core/turns/declared-types";
import { parseDeclaredActionId } from "./action-kinds";

/** What the creature does now, as the GM's handlers name it. */
export type DeclaredDeed =
  | { kind: "attack"; weaponId: string }
  | { kind: "cast"; spellId: string }
  | { kind: "use"; itemId: string }
  /** A deed none of the six actions names: an Intimidation check, a Heal check. */
  | { kind: "other" };

const K = "FRAY.Declared.Deed.Refusal";
export const DEED_REFUSAL = {
  notYourStep: `${K}.notYourStep`,
  /** Under another turn structure: the deed is made on the creature's own turn. */
  notYourTurn: `${K}.notYourTurn`,
  /** A player's creature out of the fight (taken out of it, or in none) acting on those in it. */
  outsideFight: `${K}.outsideFight`,
  noneDeclared: `${K}.noneDeclared`,
  attack: `${K}.attack`,
  defensiveAttack: `${K}.defensiveAttack`,
  defensiveUnarmed: `${K}.defensiveUnarmed`,
  cast: `${K}.cast`,
  consumable: `${K}.consumable`,
  throw: `${K}.throw`,
  fullDefense: `${K}.fullDefense`,
} as const;

/**
 * The action of the combatant's slot in the step being resolved (its normal turn, or a late joiner's
 * extra turn with the action it declared for it), from the engine's GM-written state; null when it is
 * not in the running step or has ended its part of it.
 */
export function stepActionOf(state: Pick<DeclaredState, "step" | "slots">, combatantId: string): string | null {
  const step = state.step;
  if (step === null || !step.combatantIds.includes(combatantId) || step.ended.includes(combatantId)) return null;
  return state.slots.find((slot) => slot.combatantId === combatantId && slot.key === step.key)?.actionId ?? null;
}

const same = (declared: string | null, named: string) => declared !== null && declared === named;

/** Whether `deed` is what the step's action (`stepAction`, null outside the creature's running step) allows. */
export function deedFitsDeclaration(deed: DeclaredDeed, stepAction: string | null): Decision<object> {
  if (stepAction === null) return refuse(DEED_REFUSAL.notYourStep);
  const declared = parseDeclaredActionId(stepAction);
  if (declared === null) return refuse(DEED_REFUSAL.noneDeclared);
  const { itemId } = declared;
  switch (declared.kind) {
    case "attack":
      return deed.kind === "attack" && same(itemId, deed.weaponId) ? { ok: true } : refuse(DEED_REFUSAL.attack);
    case "defensiveAttack":
      if (deed.kind === "other" || (deed.kind === "attack" && same(itemId, deed.weaponId))) return { ok: true };
      return refuse(itemId === null ? DEED_REFUSAL.defensiveUnarmed : DEED_REFUSAL.defensiveAttack);
    case "cast":
      return deed.kind === "cast" && same(itemId, deed.spellId) ? { ok: true } : refuse(DEED_REFUSAL.cast);
    case "consumable":
      return deed.kind === "use" && same(itemId, deed.itemId) ? { ok: true } : refuse(DEED_REFUSAL.consumable);
    case "throw":
      // A throw naming an item uses that item up; one naming nothing is the table's to resolve.
      return deed.kind === "use" && same(itemId, deed.itemId) ? { ok: true } : refuse(DEED_REFUSAL.throw);
    case "fullDefense":
      return refuse(DEED_REFUSAL.fullDefense);
  }
}
