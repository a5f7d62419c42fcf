/**
 * The morale and after-fight flows on the factions fight of the attack tests (../attack/fight): its
 * creatures, with their tokens' dispositions set, and the two shells registered as the ruleset does.
 */
import { combatDouble, double, factionsFight, giveStatuses, resetDoubles, settle, world, type CreatureSeed } from "../attack/fight";

type Plain = Record<string, any>;
const g = globalThis as Plain;

const channel = await import("../../../../../src/foundry/channel");
const { registerFactionsMorale } = await import("../../../../../src/rulesets/factions/flows/morale/register");
const { registerFactionsAfterFight } = await import("../../../../../src/rulesets/factions/flows/after-fight/register");
registerFactionsMorale();
registerFactionsAfterFight();

export { askGm } from "../../../../../src/foundry/channel";
export { combatDouble, double, giveStatuses, resetDoubles, world };
export { text } from "../../../../support/lang";

/** A creature of the fight and its token's disposition: 1 friendly (default), −1 hostile (CONST.TOKEN_DISPOSITIONS). */
export type Seed = CreatureSeed & { disposition?: number };

/**
 * The fight in round `round`. A TokenDocument's disposition
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#disposition); Combat#round
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html#round).
 */
export function fightOf(seeds: Seed[], round = 1): { combat: Plain; creatures: Record<string, Plain> } {
  const fight = factionsFight(seeds);
  for (const seed of seeds) Object.assign(fight.combat.combatants.get(seed.id).token, { disposition: seed.disposition ?? 1 });
  fight.combat.round = round;
  return fight;
}

/** A message's words without its markup. */
export const words = (content: string) => content.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

export const cardsOfType = (type: string) => [...double.messages.values()].filter((message) => message.type === type);

/** Waits for the GM's lane and the network to finish. */
export async function settled(): Promise<void> {
  await channel.onGmLane(async () => undefined);
  await settle();
  await channel.onGmLane(async () => undefined);
}

/** `userId` presses a button of the card `messageId` (its GM command), the dice showing `dice`; the GM's answer once settled. */
export async function pressCard(messageId: string, command: string, target: Record<string, unknown>, dice: number[], userId: string) {
  double.actAs(userId);
  double.dice.push(...dice);
  const answer = await channel.askGm(command, { messageId, ...target });
  await settled();
  double.actAs("gm");
  return answer;
}

/** Fires Fray's morale-step hook as the engine's events do, and waits for the GM's lane to finish. */
export async function reachMoraleStep(combat: Plain, round = combat.round as number): Promise<void> {
  g.Hooks.callAll("fray.moraleStep", combat, { type: "moraleStep", round });
  await settled();
}

/**
 * The fight ends: its combat is deleted, and `deleteCombat` fires on every connected client with the
 * deleting user's id (https://foundryvtt.com/api/v13/functions/hookEvents.deleteDocument.html), each
 * client being the one `game.user` names.
 */
export async function endFight(combat: Plain): Promise<void> {
  const userId = double.net.currentUser()?.id;
  for (const user of double.net.users.filter((u) => u.active)) double.net.on(user.id, () => g.Hooks.callAll("deleteCombat", combat, {}, userId));
  await settled();
}
