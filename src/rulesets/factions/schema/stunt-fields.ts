/**
 * The attack card's record of an attack stunt (stunt-steps.ts): the effect the attacker proposed, in the
 * player's own words (capped at STUNT_EFFECT_MAX characters), and how far it got. Null: none proposed. Pure.
 */
import { spec } from "../../../core/schema/spec";
import type { StuntStep } from "../rules/attack/stunt";

export const STUNT_STEPS: readonly StuntStep[] = ["proposed", "approved", "vetoed", "accepted", "refused"];

/** The longest effect a player may propose; the GM cuts a longer one (docs/rules-notes.md). */
export const STUNT_EFFECT_MAX = 160;

export const stuntCardFields = () => ({
  /** The attack stunt proposed on this card, or null. */
  stunt: spec.nullable(spec.object({ step: spec.choice(STUNT_STEPS, "proposed"), effect: spec.text("", false) })),
});
