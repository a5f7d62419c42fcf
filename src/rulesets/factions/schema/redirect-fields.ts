/**
 * The attack card's record of hide behind, guard and opportunity attacks: who the target may hide behind
 * and who may guard it (named when the reactions are offered), the one it asked to hide behind until that
 * one answers, the targets the attack was turned from, whose turns reactions on this card spent (Undo gives
 * them back), and whether the attack is itself an opportunity attack (nobody reacts to it). Pure.
 */
import { cardCreature } from "../../../core/schema/card-fields";
import { spec } from "../../../core/schema/spec";

export const REDIRECTS = ["hideBehind", "guard"] as const;

export const redirectCardFields = () => ({
  shields: spec.array(cardCreature()),
  hidingBehind: spec.nullable(cardCreature()),
  guardians: spec.array(cardCreature()),
  /** The target became the target by guarding: its reaction is spent, no dodge or counter. */
  guarding: spec.boolean(false),
  turnedFrom: spec.array(spec.object({ ...cardCreature().fields, by: spec.choice(REDIRECTS, "hideBehind") })),
  /** Whose turns reactions on this card spent, and in which round (only that round's turn comes back). */
  reactors: spec.array(spec.object({ combatId: spec.text(), combatantId: spec.text(), round: spec.integer(0, { min: 0 }) })),
  opportunity: spec.boolean(false),
});

/** Where and in which round a reaction spent a turn. */
export interface ReactedIn {
  combatId: string;
  combatantId: string;
  round: number;
}

/** A fresh card: nobody to hide behind or guard yet, never turned, no reaction spent. */
export const NO_REDIRECT = { shields: [], hidingBehind: null, guardians: [], guarding: false, turnedFrom: [], reactors: [], opportunity: false };

/** The card's fields for an opportunity attack that spent this turn (null: out of a fight), or a fresh card's. */
export const redirectStart = (opportunity: { spentIn: ReactedIn | null } | undefined) =>
  opportunity ? { ...NO_REDIRECT, opportunity: true, reactors: opportunity.spentIn ? [opportunity.spentIn] : [] } : NO_REDIRECT;
