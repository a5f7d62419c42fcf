/**
 * Fray's hook once a fight has started, on the GM's client that started it: the fight as the engines
 * read it (each fighter's side, whether it launched an ambush or was surprised), for a ruleset's own
 * start-of-fight effects.
 */
import type { FightSetup } from "../../core/turns/adapters/adapter";

export function announceFightStarted(combat: Combat.Implementation, setup: FightSetup): void {
  Hooks.callAll("fray.fightStarted", combat, setup);
}

declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      "fray.fightStarted": (combat: Combat.Implementation, setup: FightSetup) => void;
    }
  }
}
