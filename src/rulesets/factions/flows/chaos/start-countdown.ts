/**
 * The GM's side of the chaos of combat's clock: under the world setting, a player-owned character's
 * turn start (the engine's `fray.turnStart`) starts its 15 seconds on the GM's clock; its turn end
 * drops it. A reaction's turn starts and ends at once, so it is never timed.
 */
import type { TurnEvent } from "../../../../core/turns/engine";
import { isActiveGmHere, onGmLane } from "../../../../foundry/channel";
import { settingValue } from "../../../../foundry/ruleset-settings";
import { playerOwnerIds } from "../../../../foundry/users";
import { chaosOfCombatRules, FACTIONS_CHAOS_OF_COMBAT_SETTING } from "../../rules/chaos/chaos-setting";
import { startDeclarationCountdown } from "../../rules/chaos/declaration-countdown";
import { storeCountdowns, storedCountdowns, type StoredCountdown } from "./countdown-flag";
import { budgetFingerprint } from "./countdown-now";

const idsOf = (event: TurnEvent): readonly string[] => ("combatantIds" in event ? event.combatantIds : []);


async function startFor(combat: Combat.Implementation, ids: readonly string[]): Promise<void> {
  if (!chaosOfCombatRules(settingValue(FACTIONS_CHAOS_OF_COMBAT_SETTING)).declarationCountdown) return;
  const now = Date.now();
  const started: StoredCountdown[] = ids.flatMap((id) => {
    const combatant = combat.combatants.get(id);
    if (!combatant || playerOwnerIds(combatant.actor).length === 0) return [];
    return [{ combatantId: id, ...startDeclarationCountdown(now), declaredAt: null, budgetAtStart: budgetFingerprint(combatant) }];
  });
  if (started.length > 0) await storeCountdowns(combat, started);
}

async function endFor(combat: Combat.Implementation, ids: readonly string[]): Promise<void> {
  const before = storedCountdowns(combat);
  const after = before.filter((countdown) => !ids.includes(countdown.combatantId));
  if (after.length !== before.length) await storeCountdowns(combat, after);
}

export function registerCountdownClock(): void {
  const onGm = (work: (combat: Combat.Implementation, ids: readonly string[]) => Promise<void>) => (combat: Combat.Implementation, event: TurnEvent) => {
    if (!isActiveGmHere()) return;
    onGmLane(() => work(combat, idsOf(event))).catch((error: unknown) => console.error("Fray | factions chaos countdown failed", error));
  };
  Hooks.on("fray.turnStart", onGm(startFor));
  Hooks.on("fray.turnEnd", onGm(endFor));
}
