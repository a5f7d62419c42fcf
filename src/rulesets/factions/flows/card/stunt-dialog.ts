/**
 * A stunt written in the attack dialog: the attacker may say its effect up front; the GM records it as
 * proposed once the WIT save is rolled, if the attack hit and deals damage (proposeStunt), so it waits on
 * the GM's approval before the target may react. Blank, a miss, a final blow or a non-lethal attack: none.
 */
import { proposeStunt, type Stunt } from "../../rules/attack/stunt";
import { STUNT_EFFECT_MAX } from "../../schema/stunt-fields";
import { stuntEffect } from "./stunt-steps";

export function stuntFromDialog(raw: unknown, at: { hit: boolean; finalBlow: boolean; nonLethal: boolean }): Stunt | null {
  const effect = stuntEffect(raw);
  if (effect === "" || at.finalBlow || at.nonLethal) return null;
  const proposed = proposeStunt({ effect, hit: at.hit, reactionChosen: false });
  return proposed.ok ? proposed.stunt : null;
}

/** The attack dialog's stunt field: its length cap. */
export const stuntChoiceView = () => ({ stuntMax: STUNT_EFFECT_MAX });
