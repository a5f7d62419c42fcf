/**
 * A teams actor, its weapons and the target as the attack rules read them, from the documents: the
 * ratings and derived numbers of the actor's data, the combat's stored budget when the fight has
 * started, and the token's statuses.
 */
import { tokenCombatant, type InCombat } from "../../../../foundry/actors/combatant-of";
import { adapterOf, stateOf } from "../../../../foundry/combat/combat-engine";
import { storedEconomy } from "../../../../foundry/combat/round-budget";
import { TeamsWeaponData } from "../../models";
import { teamsEconomy } from "../../rules/actions/economy";
import { lastingDefences } from "../../rules/actions/lasting-defences";
import { freshBudget, type TeamsBudget } from "../../rules/actions/turn-budget";
import type { PlannedAttacker, PlannedTargetInput } from "../../rules/combat/attack-plan";
import { plannedWeapon } from "../../rules/combat/planned-weapon";
import { TEAMS_STATUS } from "../../rules/statuses";
import { teamsOwnTurn } from "../actions/own-turn";
import { teamsDataOf, type TeamsActorData } from "../tests/actor-ratings";
import type { DialogWeapon } from "../attack-dialog-view";
import { weaponIdOf, type TeamsAttackSource } from "./request";

/** Everything the actor can attack with: the weapons in its hands (Brandish chose them), or its stat block's lines. */
export function weaponsOf(actor: Actor.Implementation): DialogWeapon[] {
  const data = teamsDataOf(actor);
  if (!data) return [];
  if ("attacks" in data) return data.attacks.map((attack, index) => ({ id: weaponIdOf({ attackIndex: index }), name: attack.name || actor.name, weapon: plannedWeapon(attack) }));
  return actor.items.contents.flatMap((item) => {
    const system: unknown = item.system;
    return system instanceof TeamsWeaponData && system.wielded ? [{ id: item.id ?? "", name: item.name, weapon: plannedWeapon(system) }] : [];
  });
}

export function weaponOf(actor: Actor.Implementation, source: TeamsAttackSource): DialogWeapon | null {
  return weaponsOf(actor).find((entry) => entry.id === weaponIdOf(source)) ?? null;
}

/** The token's combatant once its fight has started under a turn structure (before that nothing is spent). */
export function fighting(token: TokenDocument.Implementation | null): InCombat | null {
  const found = token ? tokenCombatant(token) : null;
  return found && adapterOf(found.combat)?.view(stateOf(found.combat)).started === true ? found : null;
}

export interface Budgeted {
  fight: InCombat | null;
  budget: TeamsBudget;
  ownTurn: boolean;
}

/** The token's budget in its started fight, and whether it is the character taking its team's turn; fresh and free outside one. */
export function budgetOf(token: TokenDocument.Implementation | null): Budgeted {
  const fight = fighting(token);
  if (!fight) return { fight: null, budget: freshBudget(), ownTurn: true };
  const { combat, combatant } = fight;
  const view = adapterOf(combat)?.view(stateOf(combat)) ?? null;
  return { fight, budget: teamsEconomy.read(storedEconomy(combatant)), ownTurn: teamsOwnTurn(view, combatant.id ?? "") };
}

function prone(actor: Actor.Implementation, data: TeamsActorData): boolean {
  return actor.statuses.has(TEAMS_STATUS.prone) || data.conditions.prone;
}

export function attackerOf(actor: Actor.Implementation, data: TeamsActorData, budgeted: Budgeted): PlannedAttacker {
  return {
    ratings: data,
    luckModifier: data.derived.luckModifier,
    size: data.derived.size,
    budget: budgeted.budget,
    context: { ownTurn: budgeted.ownTurn, stamina: data.stamina.value, focus: data.focus.value, prone: prone(actor, data) },
  };
}

/** The target as the plan reads it; `id` is its token's UUID. Guard and cover come from its budget, or its token's statuses outside a fight. */
export function targetInputOf(token: TokenDocument.Implementation): PlannedTargetInput | null {
  const actor = token.actor;
  const data = teamsDataOf(actor);
  if (!actor || !data) return null;
  const { fight, budget } = budgetOf(token);
  const lasting = fight
    ? lastingDefences(budget)
    : lastingDefences({ ...freshBudget(), guarding: actor.statuses.has(TEAMS_STATUS.guarding), inCover: actor.statuses.has(TEAMS_STATUS.inCover) });
  const derived = data.derived;
  return {
    id: token.uuid,
    evasion: derived.evasion,
    deflection: derived.deflection,
    size: derived.size,
    lasting,
    prone: prone(actor, data),
    dead: derived.conditions.includes("dead"),
    vitals: { endurance: { ...data.endurance }, health: { ...data.health } },
    constitution: derived.constitution,
  };
}

/** The token's character is unconscious (a killing strike may be made on it). */
export function isUnconscious(token: TokenDocument.Implementation): boolean {
  return teamsDataOf(token.actor)?.derived.conditions.includes("unconscious") === true;
}
