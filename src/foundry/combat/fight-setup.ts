import type { FightSetup, FighterInput, GroupInput } from "../../core/turns/adapters/adapter";
import { activeRules } from "../active-ruleset";
import { dispositionGroupOf } from "./group-setup";
import { combatData } from "./combat-model";
import type { ShareInitiative } from "./shared-initiative";

/** What the GM chose in the start dialog. */
export interface StartChoices {
  startedBy: string | null;
  attacked: string | null;
  surprising: string | null;
  fastSlow: boolean;
  partyGroupId: string | null;
  /** Whether the GM's identical creatures share one initiative roll, where the structure allows it (default: each its own). */
  shareInitiative?: ShareInitiative;
}

/** Users (not GMs) who own this combatant's actor: the players who may act for it. */
export function ownersOf(combatant: Combatant.Implementation): string[] {
  const actor = combatant.actor;
  if (!actor) return [];
  return (game.users?.contents ?? []).filter((user) => !user.isGM && actor.testUserPermission(user, "OWNER")).map((user) => user.id ?? "");
}

/**
 * One combatant for the engine. With a surprising group chosen, its members are the ambushers and
 * everyone else is surprised; structures without groups match the choice by token disposition.
 */
export function fighterInput(combatant: Combatant.Implementation, surprising: string | null = null, cannotBeSurprised: readonly string[] = [], actedThisRound = false): FighterInput {
  const system: object = combatant.actor?.system ?? {};
  const stats = activeRules().initiativeStats(system);
  return {
    id: combatant.id ?? "",
    groupId: groupIdOf(combatant),
    owners: ownersOf(combatant),
    ...stats,
    cannotBeSurprised: cannotBeSurprised.includes(combatant.id ?? ""),
    surprised: surprising !== null && !inGroup(combatant, surprising),
    ambusher: surprising !== null && inGroup(combatant, surprising),
    ...(actedThisRound ? { actedThisRound } : {}),
  };
}

function inGroup(combatant: Combatant.Implementation, groupOrKey: string): boolean {
  return groupIdOf(combatant) === groupOrKey || dispositionGroupOf(combatant) === groupOrKey;
}

/** The combatant's CombatantGroup id; the field holds the id in the data and the document once prepared. */
export function groupIdOf(combatant: Combatant.Implementation): string | null {
  const group: unknown = combatant.group;
  if (typeof group === "string") return group || null;
  if (typeof group === "object" && group !== null && "id" in group && typeof group.id === "string") return group.id;
  return null;
}

/** The whole fight as the engines need it, read from the Combat's combatants and groups. */
export function fightSetup(combat: Combat.Implementation, choices: StartChoices): FightSetup {
  const groups: GroupInput[] = combat.groups.contents.map((group) => ({ id: group.id ?? "", isParty: group.id === choices.partyGroupId }));
  return {
    groups,
    fighters: combat.combatants.contents.map((combatant) => fighterInput(combatant, choices.surprising, combatData(combat)?.cannotBeSurprised ?? [])),
    startedBy: choices.startedBy,
    attacked: choices.attacked,
    surprising: choices.surprising,
    fastSlow: choices.fastSlow,
  };
}
