/**
 * Spellcasting while grappled: no somatic components, so a spell needing them is refused unless Signless Spell
 * (or another effect) removes the need. Every other casting requirement still applies elsewhere.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { CLASSIC_MANEUVER_REFUSAL as R } from "./labels";

export interface GrappledCasting {
  grappled: boolean;
  spellHasSomatic: boolean;
  somaticRemoved: boolean;
}

export function canCastWhileGrappled(facts: GrappledCasting): Decision<object> {
  if (facts.grappled && facts.spellHasSomatic && !facts.somaticRemoved) return refuse(R.somaticWhileGrappled);
  return { ok: true };
}
