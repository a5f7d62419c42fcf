/**
 * The individual engine's answers to its adapter's candidates (whoever is up, delayers stepping in or
 * giving up, held actions going off, conditions, the next round), read from indexes built once instead of
 * a dry run each: several of these dry runs walk the whole order, and there is one per combatant.
 * Each case is the engine's own check (individual-turns, individual-roster) on what the candidate names;
 * only undo is left to the dry run.
 */
import { speaksFor } from "../authority";
import type { Issuer } from "../engine";
import type { IndividualCombatant, IndividualState } from "../individual-types";
import type { Verdicts } from "./adapter";

export function individualVerdicts(s: IndividualState, by: Issuer): Verdicts {
  const inOrder = new Set(s.order);
  const byId = new Map(s.combatants.map((c) => [c.id, c]));
  // checkActor: the fight is on, the combatant is in the order and the issuer speaks for it.
  const actor = (id: string | undefined): IndividualCombatant | null => {
    const c = byId.get(id ?? "");
    return s.phase === "fighting" && c !== undefined && inOrder.has(c.id) && speaksFor(by, c) ? c : null;
  };
  const turnRunning = s.current !== null && s.turnBegun;
  // The one up, if the issuer speaks for it (the candidates name it, or a delayer, for these buttons).
  const up = (id: string | undefined): IndividualCombatant | null => {
    const c = actor(id);
    return c !== null && c.id === s.current ? c : null;
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
        return up(intent.combatantId) !== null && !s.turnBegun;
      // "You take no actions now": only before the turn has begun, and only when up and about.
      case "delay":
        return up(intent.combatantId)?.condition === "active" && !s.turnBegun;
      // The adapter's placeholder text stands in for what the player writes.
      case "hold": {
        const c = up(intent.combatantId);
        return c !== null && s.turnBegun && c.condition === "active" && c.held === null;
      }
      case "stepIn": {
        const c = actor(intent.combatantId);
        return c !== null && c.delaying && !turnRunning;
      }
      case "endTurn": {
        // A delayer gives its turn up; whoever is up ends a turn it has begun.
        const c = actor(intent.combatantId);
        return c !== null && (c.delaying || (c.id === s.current && s.turnBegun));
      }
      case "triggerHeld": {
        const c = actor(intent.combatantId);
        const trigger = intent.triggeredBy ?? s.current;
        if (c === null || c.held === null || s.current === c.id) return false;
        if (trigger === null || trigger === c.id || !inOrder.has(trigger)) return false;
        // A player's trigger is whoever is up; anyone else is the GM's call.
        return by.isGM || trigger === s.current;
      }
      default:
        return undefined;
    }
  };
}
