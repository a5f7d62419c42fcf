/**
 * The declared engine's answers to its adapter's candidates, read from one index of the roster instead
 * of a dry run each (declared-commands' own checks on what the candidate names): a declaration from
 * whoever may declare, the end of a part in the running step, the GM's conditions, and the GM's lock
 * (whose dry run resolves the whole round). The next round and undo are left to the dry run.
 */
import { speaksFor } from "../authority";
import type { DeclaredCombatant, DeclaredState } from "../declared-types";
import type { Issuer } from "../engine";
import type { Verdicts } from "./adapter";
import { mayDeclare } from "./declared-view";

export function declaredVerdicts(s: DeclaredState, by: Issuer): Verdicts {
  const byId = new Map<string | undefined, DeclaredCombatant>(s.combatants.map((c) => [c.id, c]));
  return (intent) => {
    const c = byId.get(intent.combatantId);
    switch (intent.kind) {
      // Offered by condition (conditionCandidates): never the condition it already has.
      case "defeat":
      case "fallUnconscious":
      case "recover":
      case "leave":
        return by.isGM;
      // Offered while declarations are open, or after the lock to a newcomer yet to declare; the placeholder is valid.
      case "declare":
        return c !== undefined && speaksFor(by, c) && mayDeclare(s, c);
      // Offered for those in the running step who have not ended their part.
      case "endTurn":
        return c !== undefined && speaksFor(by, c);
      // Offered only while declarations are open, which the GM may always close.
      case "lockDeclarations":
        return by.isGM;
      default:
        return undefined;
    }
  };
}
