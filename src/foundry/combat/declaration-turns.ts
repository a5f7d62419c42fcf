/**
 * Who declares when, on the shell's side: each creature's seat at the table, the ruleset's plan for
 * the declarers the turn structure is collecting, whom to ask after a change, and whose declarations
 * a player may not see yet.
 */
import type { AnyAdapter } from "../../core/turns/adapters/adapter";
import { declarationShown, newlyAwaited, type DeclarationPlan, type DeclarationRound } from "../../core/declaration-plan";
import { declarationPlanOf } from "../../core/ruleset/contract";
import { withSealed } from "../../core/sealed-declarations";
import { activeRules } from "../active-ruleset";
import { rulesetSettingValues } from "../ruleset-settings";

/**
 * A creature's seat: its first owning player's place in the world's list of users (Foundry's own
 * order, GMs left out), read as clockwise from the GM's left; null when no player owns it (the GM's).
 */
export function seatOf(combatant: Combatant.Implementation | undefined, players: readonly User.Implementation[]): number | null {
  const actor = combatant?.actor;
  const seat = actor ? players.findIndex((user) => actor.testUserPermission(user, "OWNER")) : -1;
  return seat < 0 ? null : seat;
}

/** The ruleset's plan for any set of this combat's combatants, read from their actors and the world's settings. */
function planFor(combat: Combat.Implementation): (ids: readonly string[]) => DeclarationPlan {
  const rules = activeRules();
  const settings = rulesetSettingValues(rules);
  const players = (game.users?.contents ?? []).filter((user) => !user.isGM);
  return (ids) =>
    declarationPlanOf(
      rules,
      ids.map((id) => {
        const combatant = combat.combatants.get(id);
        return { id, system: (combatant?.actor?.system as object | undefined) ?? {}, seat: seatOf(combatant, players) };
      }),
      settings,
    );
}

const NONE: DeclarationRound = { waiting: [], declared: [] };

/** The declarations the engine is collecting in this state (none outside a structure that collects them). */
export function declarationRoundOf(adapter: AnyAdapter, state: unknown): DeclarationRound {
  return state === null || state === undefined || !adapter.declarers ? NONE : adapter.declarers(state);
}

/** Whether this world's declarations are secret (the ruleset's plan hides them until all are in), under a structure that collects them. */
export function declarationsHidden(adapter: AnyAdapter | null): boolean {
  if (!adapter?.declarers) return false;
  const rules = activeRules();
  return declarationPlanOf(rules, [], rulesetSettingValues(rules)).hidden;
}

/**
 * GM: whom to ask to declare after this change (everyone at once, or the next in the ruleset's order).
 * Those who sealed a secret declaration have declared, though the engine does not know it yet.
 */
export function declarationsToAsk(
  combat: Combat.Implementation,
  adapter: AnyAdapter,
  before: unknown,
  after: unknown,
  sealedIn: (state: unknown) => readonly string[] = () => [],
): string[] {
  if (!adapter.declarers) return [];
  const round = (state: unknown) => withSealed(declarationRoundOf(adapter, state), sealedIn(state));
  return newlyAwaited(planFor(combat), round(before), round(after));
}

/** The combatants whose declared action this user may not see yet (in secret: other players' until all are in). */
export function concealedDeclarations(combat: Combat.Implementation, adapter: AnyAdapter, state: unknown, user: User.Implementation | null | undefined): string[] {
  if (!user || user.isGM || !adapter.declarers) return [];
  const round = declarationRoundOf(adapter, state);
  const plan = planFor(combat)([...round.declared, ...round.waiting]);
  const allIn = round.waiting.length === 0;
  const owns = (id: string) => combat.combatants.get(id)?.actor?.testUserPermission(user, "OWNER") === true;
  return round.declared.filter((id) => !declarationShown(plan, { isGM: false, owns: owns(id) }, allIn));
}
