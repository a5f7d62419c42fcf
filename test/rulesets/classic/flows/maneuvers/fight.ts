/**
 * The maneuver tests' fight: the attack flow's classic fight on the Foundry double (attack/fight.ts), with
 * the maneuvers registered as the world's init registers them, held items that can be updated, and the
 * requests a player's client and the GM's card buttons send.
 */
import { askGm, classicFight as attackFight, double, settle, type CreatureSeed } from "../attack/fight";
import { giveUpdate } from "../../../../foundry-double/document-update";

export { beginTurn, budgetOf, double, resetDoubles, settle, startIndividual } from "../attack/fight";

const { registerClassicManeuvers } = await import("../../../../../src/rulesets/classic/flows/maneuvers/register");
registerClassicManeuvers();

type Plain = Record<string, any>;

/**
 * Item#update merging the change into the item (dotted "system.x" / "flags.x" keys expanded), then the
 * owner's data prepared again (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update):
 * the double's (foundry-double/document-update). No write is refused here, as before.
 */
function updatable(item: Plain, owner: Plain): void {
  item.flags ??= {};
  giveUpdate(item, { prepare: () => owner.system.prepareDerivedData() });
}

/** The attack flow's fight, every item updatable. */
export function classicFight(seeds: CreatureSeed[]): { combat: Plain; creatures: Record<string, Plain> } {
  const made = attackFight(seeds);
  for (const actor of Object.values(made.creatures)) for (const item of actor.items.contents as Plain[]) updatable(item, actor);
  return made;
}

export const { CLASSIC_MANEUVER_COMMAND } = await import("../../../../../src/rulesets/classic/flows/maneuvers/request");
export const { MANEUVER_RESOLVE_COMMAND } = await import("../../../../../src/rulesets/classic/flows/maneuvers/steps");
export const { MANEUVER_REFUSAL } = await import("../../../../../src/rulesets/classic/flows/maneuvers/keys");

export const maneuverCards = () => [...double.messages.values()].filter((message) => message.type === "classicManeuver");
export const lastCard = () => maneuverCards().at(-1)!;

/** `userId` asks the GM for a maneuver with these dice, naming tokens by id. */
export async function maneuverAs(userId: string, aggressor: string, defender: string, maneuver: string, dice: number[], extra: Plain = {}) {
  double.actAs(userId);
  double.dice.push(...dice);
  const before = maneuverCards().length;
  const answer = await askGm(CLASSIC_MANEUVER_COMMAND, { aggressorTokenUuid: `Scene.s.Token.${aggressor}`, defenderTokenUuid: `Scene.s.Token.${defender}`, maneuver, ...extra });
  await settle();
  return { answer, card: maneuverCards().length > before ? lastCard() : undefined };
}

/** `userId` asks the GM to go on with the last card (after its Attack of Opportunity), with these dice. */
export async function goOn(userId: string, dice: number[], damaged = false) {
  double.actAs(userId);
  double.dice.push(...dice);
  const answer = await askGm(MANEUVER_RESOLVE_COMMAND, { messageId: lastCard().id, damaged });
  await settle();
  return answer;
}
