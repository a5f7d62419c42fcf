/**
 * Opposed skill checks for Screen an Ally, shoving and grappling. The chapter does not give
 * the dice; its game family rolls 2d6 + attribute modifier + skill level for skill checks.
 * The one who must "succeed" (the attacker) needs a strictly higher total: ties hold.
 */
import { MOD } from "./labels";
import type { Modifier } from "../../../../core/rules-types";

/** A rolled check: the 2d6 result, the attribute modifier and the skill level used. */
export interface CheckRoll {
  roll: number;
  attributeMod: number;
  skillLevel: number;
}

export function checkTotal(check: CheckRoll, modifiers: readonly Modifier[] = []): number {
  return check.roll + check.attributeMod + check.skillLevel + modifiers.reduce((s, m) => s + m.value, 0);
}

/** True when the side that must succeed beats the side that resists. */
export function beats(challengerTotal: number, resisterTotal: number): boolean {
  return challengerTotal > resisterTotal;
}

/** Man-sized, a larger humanoid (−2), a creature only barely plausible to manhandle (−4), or not at all. */
export type SizeClass = "manSized" | "largerHumanoid" | "barelyPlausible" | "implausible";

/** The penalty on all the attacker's checks; null when manhandling is impossible. */
export function sizePenalty(size: SizeClass): Modifier[] | null {
  switch (size) {
    case "manSized":
      return [];
    case "largerHumanoid":
      return [{ key: MOD.sizePenalty, value: -2 }];
    case "barelyPlausible":
      return [{ key: MOD.sizePenalty, value: -4 }];
    case "implausible":
      return null;
  }
}
