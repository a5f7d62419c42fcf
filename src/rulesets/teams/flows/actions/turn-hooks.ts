/**
 * Turn ends in a teams fight, on the active GM: an action a commander gave and the ally did not take
 * is lost when the commander's turn ends (a new round clears the rest: budgetAtRoundStart). Guard's and
 * cover's statuses end at the next turn start with their effects (turn-events.ts), or with the fight.
 */
import { isActiveGmHere, onGmLane } from "../../../../foundry/channel";
import { storedEconomy, storeEconomy } from "../../../../foundry/combat/round-budget";
import { expireTurnStartEffects } from "../../../../foundry/combat/turn-events";
import { expireGrantedActions } from "../../rules/actions/command";
import { teamsEconomy } from "../../rules/actions/economy";

export async function expireCommandedActions(combat: Combat.Implementation, commanderIds: readonly string[]): Promise<void> {
  for (const commanderId of commanderIds) {
    const commander = combat.combatants.get(commanderId);
    if (!commander) continue;
    for (const allyId of teamsEconomy.read(storedEconomy(commander)).commanded) {
      const ally = combat.combatants.get(allyId);
      if (!ally) continue;
      const before = teamsEconomy.read(storedEconomy(ally));
      const after = expireGrantedActions(before);
      if (after !== before) await storeEconomy(ally, after);
    }
  }
}

export async function endLastingStatuses(combat: Combat.Implementation): Promise<void> {
  for (const combatant of combat.combatants.contents) await expireTurnStartEffects(combatant.actor ?? null);
}

export function registerTeamsTurnHooks(): void {
  Hooks.on("fray.turnEnd", (combat, event) => {
    // Queued behind the command that ended the turn, which is still on the GM's lane.
    if (event.type === "turnEnd" && isActiveGmHere()) void onGmLane(() => expireCommandedActions(combat, event.combatantIds));
  });
  // A fight's end leaves no next turn: what lasted until then (Guard, cover) ends with it.
  Hooks.on("deleteCombat", (combat) => {
    if (isActiveGmHere()) void onGmLane(() => endLastingStatuses(combat));
  });
}
