/**
 * The GM's side of Make a Swarm Attack from the actions panel: the request names the target's
 * combatant; the declaration is checked before the Main Action is spent and stored after.
 */
import type { Reason } from "../../../../core/rules-types";
import { ROUND_STATE_KEYS } from "./keys";
import { declareInBook } from "./swarm-book";
import { bookOf, updateBook } from "./swarm-store";

/** The action request's field naming the swarm's target (a combatant id of the same fight). */
export const SWARM_TARGET_FIELD = "swarmTargetId";

export type SwarmDeclaration = { ok: true; commit(): Promise<void> } | { ok: false; reason: Reason };

export function swarmDeclaration(combat: Combat.Implementation, assailant: Combatant.Implementation, payload: Record<string, unknown>): SwarmDeclaration {
  const raw = payload[SWARM_TARGET_FIELD];
  const targetId = typeof raw === "string" ? raw : "";
  const assailantId = assailant.id ?? "";
  if (!combat.combatants.get(targetId) || targetId === assailantId) return { ok: false, reason: { key: ROUND_STATE_KEYS.swarmTargetNotInFight } };
  const declare = (book: Parameters<typeof declareInBook>[0]) => declareInBook(book, targetId, assailantId);
  const check = declare(bookOf(combat));
  if (!check.ok) return check;
  return {
    ok: true,
    commit: async () => {
      await updateBook(combat, declare);
    },
  };
}
