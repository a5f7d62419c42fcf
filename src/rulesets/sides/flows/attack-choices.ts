/**
 * What a player's dialog choices may claim, checked on their client (to explain at once) and again
 * on the GM's (the record). A player may make the attack harder for themselves, never easier than
 * the map and the GM's record say: cover and visibility at least what the map shows, the declared
 * swarm's count or none, no bonus of their own (only the GM adds one). The GM's choices stand. Pure.
 */
import type { CoverLevel, Visibility } from "../rules/combat/attack-plan";
import type { Reason } from "../../../core/rules-types";
import { defaultChoices, type AttackChoices, type DialogFacts } from "./attack-dialog-view";

const R = "FRAY.Sides.AttackFlow.Refusal";
const COVER: readonly CoverLevel[] = ["none", "half", "full"];
const VISIBILITY: readonly Visibility[] = ["seen", "unseenKnown", "unseenUnknown"];

export function playerChoiceRefusal(choices: AttackChoices, facts: DialogFacts): Reason | null {
  const map = defaultChoices(facts);
  if (COVER.indexOf(choices.cover) < COVER.indexOf(map.cover)) return { key: `${R}.LessCover` };
  if (VISIBILITY.indexOf(choices.visibility) < VISIBILITY.indexOf(map.visibility)) return { key: `${R}.BetterSight` };
  if (choices.otherModifier > 0) return { key: `${R}.BonusGmOnly` };
  if (choices.swarmAssailants > 0 && choices.swarmAssailants !== (facts.swarmDeclared ?? 0)) return { key: `${R}.SwarmNotDeclared` };
  return null;
}

/** The choices as the GM takes them: what the GM's own client knows (prone, a Snap Attack) overrides the form. */
export function choicesOnRecord(choices: AttackChoices, facts: DialogFacts): AttackChoices {
  return { ...choices, attackerProne: choices.attackerProne || facts.attackerProne, snap: facts.snap };
}
