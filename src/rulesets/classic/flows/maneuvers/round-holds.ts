/**
 * Who holds whom and who is swallowed, kept in classic's round state on the fight's Combat (undo restores
 * it). Changes run on the GM's client, one after another, each on what the last one left.
 */
import { rulesetRound, saveRulesetRound } from "../../../../foundry/combat/ruleset-round";
import { tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { FrayCombat } from "../../../../foundry/combat/fray-combat";
import { CLASSIC_ROUND, type ClassicHold, type ClassicRound } from "../../schema/round";

/** The fight the token's creature is in, or null outside a tracked fight. */
export function fightOf(token: TokenDocument.Implementation): Combat.Implementation | null {
  return tokenCombatant(token)?.combat ?? null;
}

/** The fight an actor is a combatant of (its round state holds its grapples), or null. */
export function fightOfActor(actor: Actor.Implementation): Combat.Implementation | null {
  const combats: unknown[] = game.combats?.contents ?? [];
  return combats.find((combat): combat is FrayCombat => combat instanceof FrayCombat && combat.combatants.contents.some((c) => c.actor?.uuid === actor.uuid)) ?? null;
}

/** The fight's combatant actor with this UUID (the round state names creatures by actor UUID), or null. */
export function actorInFight(combat: Combat.Implementation | null, uuid: string): Actor.Implementation | null {
  return combat?.combatants.contents.find((c) => c.actor?.uuid === uuid)?.actor ?? null;
}

export function classicRound(combat: Combat.Implementation | null): ClassicRound | null {
  return combat ? rulesetRound(combat, CLASSIC_ROUND) : null;
}

/** The hold of this aggressor on this defender, or null. */
export function holdOf(combat: Combat.Implementation | null, aggressor: string, defender: string): ClassicHold | null {
  return classicRound(combat)?.holds.find((hold) => hold.aggressor === aggressor && hold.defender === defender) ?? null;
}

/** The hold a held creature is in (it escapes from its holder). */
export function holdOn(combat: Combat.Implementation | null, defender: string): ClassicHold | null {
  return classicRound(combat)?.holds.find((hold) => hold.defender === defender) ?? null;
}

let queue: Promise<unknown> = Promise.resolve();

/** GM: changes the round state; nothing outside a tracked fight. */
export function changeRound(combat: Combat.Implementation | null, change: (round: ClassicRound) => ClassicRound): Promise<void> {
  if (!combat) return Promise.resolve();
  const run = queue.then(() => saveRulesetRound(combat, CLASSIC_ROUND, change(rulesetRound(combat, CLASSIC_ROUND))));
  queue = run.catch(() => undefined);
  return run;
}

const other = (aggressor: string, defender: string) => (hold: ClassicHold) => hold.aggressor !== aggressor || hold.defender !== defender;

export const withHold = (round: ClassicRound, aggressor: string, defender: string, submissionRounds: number): ClassicRound => ({
  ...round,
  holds: [...round.holds.filter(other(aggressor, defender)), { aggressor, defender, submissionRounds }],
});

export const withoutHold = (round: ClassicRound, aggressor: string, defender: string): ClassicRound => ({ ...round, holds: round.holds.filter(other(aggressor, defender)) });
