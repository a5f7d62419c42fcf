import type { TurnEvent } from "../../core/turns/engine";

/**
 * Fray's own turn and round hooks, fired once per real event by the GM's client. Effects flagged to
 * end "at the start of your next turn" are removed when that combatant's turn starts.
 */
export async function announceEvents(combat: Combat.Implementation, events: readonly TurnEvent[]): Promise<void> {
  for (const event of events) {
    Hooks.callAll(`fray.${event.type}`, combat, event);
    if (event.type === "turnStart") {
      for (const id of event.combatantIds) await expireTurnStartEffects(combat.combatants.get(id)?.actor ?? null);
    }
  }
}

/** Deletes the actor's effects marked `flags.fray.expiresAtTurnStart`. */
export async function expireTurnStartEffects(actor: Actor.Implementation | null): Promise<void> {
  if (!actor) return;
  const ids = actor.effects.contents.filter((effect) => effect.getFlag("fray", "expiresAtTurnStart") === true).map((effect) => effect.id ?? "");
  if (ids.length > 0) await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
}

type FrayTurnHook = (combat: Combat.Implementation, event: TurnEvent) => void;

declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      "fray.roundStart": FrayTurnHook;
      "fray.roundEnd": FrayTurnHook;
      "fray.turnStart": FrayTurnHook;
      "fray.turnEnd": FrayTurnHook;
      "fray.phaseStart": FrayTurnHook;
      "fray.phaseEnd": FrayTurnHook;
      "fray.groupTurnStart": FrayTurnHook;
      "fray.groupTurnEnd": FrayTurnHook;
      "fray.rollNeeded": FrayTurnHook;
      "fray.moraleStep": FrayTurnHook;
    }
  }
  interface FlagConfig {
    ActiveEffect: { fray?: { expiresAtTurnStart?: boolean } };
  }
}
