/**
 * The individual engine's answers to its adapter's candidates (whoever is up, delayers stepping in or
 * giving up, held actions going off, conditions, the next round), read from indexes built once instead of
 * a dry run each: several of these dry runs walk the whole order, and there is one per combatant.
 * The combatant is found from an index; each command's own checks are the engine's (individual-turns),
 * called here as they are there. Only undo is left to the dry run.
 */
import { speaksFor } from "../authority";
import type { Issuer } from "../engine";
import type { IndividualCombatant, IndividualState } from "../individual-types";
import { beginRefusal, delayRefusal, endTurnRefusal, holdRefusal, stepInRefusal, triggerRefusal } from "../individual-turns";
import type { Verdicts } from "./adapter";

export function individualVerdicts(s: IndividualState, by: Issuer): Verdicts {
  const inOrder = new Set(s.order);
  const byId = new Map<string | undefined, IndividualCombatant>(s.combatants.map((c) => [c.id, c]));
  // checkActor: the fight is on, the combatant is in the order and the issuer speaks for it.
  const actor = (id: string | undefined): IndividualCombatant | null => {
    const c = byId.get(id);
    return s.phase === "fighting" && c !== undefined && inOrder.has(c.id) && speaksFor(by, c) ? c : null;
  };
  const passes = (id: string | undefined, refusal: (c: IndividualCombatant) => unknown) => {
    const c = actor(id);
    return c !== null && refusal(c) === null;
  };
  return (intent) => {
    switch (intent.kind) {
      // Offered by condition (conditionCandidates): never the condition it already has.
      case "defeat":
      case "fallUnconscious":
      case "recover":
        return by.isGM;
      case "leave":
        return by.isGM && s.rollOffs.length === 0;
      // Offered only while fighting, where the GM may always end the round (a dry run walks the whole order twice).
      case "nextRound":
        return by.isGM;
      case "act":
        return passes(intent.combatantId, (c) => beginRefusal(s, c));
      case "delay":
        return passes(intent.combatantId, (c) => delayRefusal(s, c));
      // The adapter's placeholder text stands in for what the player writes.
      case "hold":
        return passes(intent.combatantId, (c) => holdRefusal(s, c));
      case "stepIn":
        return passes(intent.combatantId, (c) => stepInRefusal(s, c));
      case "endTurn":
        return passes(intent.combatantId, (c) => endTurnRefusal(s, c));
      case "triggerHeld":
        return passes(intent.combatantId, (c) => triggerRefusal(s, c, by, intent.triggeredBy ?? s.current, (id) => inOrder.has(id)));
      default:
        return undefined;
    }
  };
}
