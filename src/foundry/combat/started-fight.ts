/**
 * The started fight a creature stands in, as the GM finds it for any ruleset: among every Fray combat of
 * the world (not only the one its client happens to view), by the engine's own GM-written state (a combat
 * set up but not started is no fight yet). A request may name a creature by a token or by its actor; a
 * player's character is usually a linked actor, so naming another of its tokens, or only the actor, dodges
 * no fight. And what a player's creature may not do from outside a fight: one its player took out of a
 * running fight (the GM noted it on the Combat's `departed`) acts again once the GM puts it back; one that
 * stands in no fight does not act on creatures that stand in one.
 */
import { tokenCombatant } from "../actors/combatant-of";
import { combatData } from "./combat-model";
import { engineRoundOf } from "./combat-engine";
import { fightTurnOf, type FightTurn } from "./fight-turn";
import { FrayCombat } from "./fray-combat";

function frayCombats(): FrayCombat[] {
  const combats: unknown[] = game.combats?.contents ?? [];
  return combats.filter((combat): combat is FrayCombat => combat instanceof FrayCombat);
}

const isActor = (entry: Combatant.Implementation, actor: Actor.Implementation): boolean =>
  entry.actor === actor || (entry.actor?.uuid !== undefined && entry.actor.uuid === actor.uuid);

/** The actor's combatant in a started Fray fight anywhere in the world, with whether it is its turn; null when it stands in none. */
export function startedFightOf(actor: Actor.Implementation | null | undefined): FightTurn | null {
  if (!actor) return null;
  for (const combat of frayCombats()) {
    const fight = fightTurnOf(combat.combatants.contents.find((entry) => isActor(entry, actor)));
    if (fight) return fight;
  }
  return null;
}

/** The creature's started fight: its named token's combatant's when that fight has started, else its actor's anywhere. */
export function fightOfCreature(actor: Actor.Implementation | null | undefined, token: TokenDocument.Implementation | null | undefined): FightTurn | null {
  const byToken = token ? fightTurnOf(tokenCombatant(token)?.combatant) : null;
  return byToken ?? startedFightOf(actor);
}

/** The running fight its player took the actor out of (the GM's note on the Combat), or null. */
export function departedFromRunningFight(actor: Actor.Implementation): FrayCombat | null {
  const id = actor.id ?? "";
  if (id === "") return null;
  return frayCombats().find((combat) => engineRoundOf(combat) !== null && id in (combatData(combat)?.departed ?? {})) ?? null;
}

/** Whether the creature would act from outside: taken out of a running fight, or in none while a creature it acts on stands in one. */
export function actsFromOutside(actor: Actor.Implementation, actsOn: readonly (Actor.Implementation | null | undefined)[]): boolean {
  if (startedFightOf(actor)) return false;
  if (departedFromRunningFight(actor)) return true;
  return actsOn.some((other) => other !== null && other !== undefined && other !== actor && startedFightOf(other) !== null);
}
