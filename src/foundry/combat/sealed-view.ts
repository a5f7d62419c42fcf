/**
 * What a user may see of a fight's declarations, for the tracker and the sheets. The engine's state holds
 * no secret declaration until all are in; each viewer sees it with what their own client holds folded in
 * (the active GM: every sealed one; a player: what they sealed themselves), then with what they may not
 * see yet concealed (another player's, in secret, until all are in), and whoever sealed one marked.
 */
import type { AnyAdapter, TrackerView } from "../../core/turns/adapters/adapter";
import type { Issuer } from "../../core/turns/engine";
import { concealDeclarations, markSealed } from "./conceal-declarations";
import { withCatalogModifier } from "./declarable-actions";
import { concealedDeclarations } from "./declaration-turns";
import { combatIdOf, engineRoundIn, sealedIdsOf } from "./sealed-record";
import { heldDeclarations, ownSeal } from "./sealed-store";

interface Visible {
  combatantId: string;
  actionId: string;
  by: Issuer;
}

/**
 * The sealed declarations this client holds for this user: the active GM's, every one; a player's, those
 * they sealed themselves (what they may no longer see, for a creature given away since, is concealed below).
 */
function visibleSeals(combat: Combat.Implementation, adapter: AnyAdapter, state: unknown, user: User.Implementation, sealed: readonly string[]): Visible[] {
  const round = engineRoundIn(adapter, state);
  const combatId = combatIdOf(combat);
  if (user.isGM) return heldDeclarations(combatId, round).filter((held) => sealed.includes(held.combatantId));
  return sealed.flatMap((combatantId) => {
    const actionId = ownSeal(combatId, combatantId, round);
    // Stryker disable next-line ConditionalExpression,ArrayDeclaration,StringLiteral,BooleanLiteral: only an entry naming one of the creature's actions folds in, so one without changes nothing; the user is set, and the engine took this very declaration from them when it was sealed
    return actionId === null ? [] : [{ combatantId, actionId, by: { userId: user.id ?? "", isGM: false } }];
  });
}

/** The engine's state with these declarations in, for drawing only (nothing is stored). */
function folded(combat: Combat.Implementation, adapter: AnyAdapter, state: unknown, seals: readonly Visible[]): unknown {
  let shown = state;
  for (const seal of seals) {
    const intent = withCatalogModifier(combat, { kind: "declare", combatantId: seal.combatantId, actionId: seal.actionId });
    const command = intent ? adapter.command(shown, intent, seal.by) : null;
    const outcome = command ? adapter.engine.apply(shown, command) : null;
    if (outcome?.ok) shown = outcome.state;
  }
  return shown;
}

/** The view this user may see, and who has sealed a declaration now. */
export function declarationView(combat: Combat.Implementation, adapter: AnyAdapter, state: unknown, user: User.Implementation | null | undefined): { view: TrackerView; sealed: string[] } {
  const sealed = sealedIdsOf(combat, adapter, state);
  const shown = user ? folded(combat, adapter, state, visibleSeals(combat, adapter, state, user, sealed)) : state;
  const view = concealDeclarations(adapter.view(shown), concealedDeclarations(combat, adapter, shown, user));
  return { view: markSealed(view, sealed), sealed };
}
