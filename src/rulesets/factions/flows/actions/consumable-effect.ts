/**
 * What using a consumable does, on the GM's client: one is taken from the stack; a healing draught's
 * dice are rolled and healed (an incapacitated drinker stands back up); an antidote ends poison; a dose
 * of poison or anything else is left for the GM to narrate. Returns the chat's sentences and the roll.
 */
import type { Decision, Reason } from "../../../../core/rules-types";
import { checkFormulaLimits } from "../../../../core/dice/formula-limit";
import { answerRefusal, type GmAnswer } from "../../../../foundry/channel";
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import { rollDice } from "../../../../foundry/roll-dice";
import { readBySpec } from "../../../../core/schema/read";
import { initialData } from "../../../../core/schema/spec";
import { drinkHealingDraught, HEALING_DRAUGHT_FORMULA, takeAntidote, useOne } from "../../rules/character/consumables";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { consumableSchema } from "../../schema/items";

export interface ConsumableUse {
  reasons: Reason[];
  roll: Roll | null;
}

/** The consumable the request names, read by its spec; null when the actor has no such item. */
export function consumableOf(actor: Actor.Implementation, itemId: string) {
  const item = actor.items.get(itemId);
  return item && (item.type as string) === "factionsConsumable" ? { item, data: readBySpec(consumableSchema, () => initialData(consumableSchema), item.system) } : null;
}

type Consumable = NonNullable<ReturnType<typeof consumableOf>>;

const healthOf = (actor: Actor.Implementation) => (actor.system as { health: { value: number; max: number } }).health;

/** A draught's dice: the item's own (its owner's to write), else the chapter's 1d6. */
const healingDice = (data: Consumable["data"]) => data.healing.trim() || HEALING_DRAUGHT_FORMULA;

/** Whether one can be used now (one is left; the dead drink nothing; dice the GM will roll), before the turn is spent on it. */
export function mayUseConsumable(actor: Actor.Implementation, consumable: Consumable): Decision<object> {
  const left = useOne(consumable.data);
  if (!left.ok) return left;
  if (consumable.data.kind !== "healingDraught") return { ok: true };
  const dice = checkFormulaLimits(healingDice(consumable.data), consumable.item.name ?? "");
  if (!dice.ok) return dice;
  // Nothing rolled yet: only whether the drinker can drink at all.
  return drinkHealingDraught(healthOf(actor), actor.statuses, 0);
}

async function drink(actor: Actor.Implementation, data: Consumable["data"]): Promise<ConsumableUse | GmAnswer> {
  const { roll, total } = await rollDice(healingDice(data));
  const drunk = drinkHealingDraught(healthOf(actor), actor.statuses, total);
  if (!drunk.ok) return answerRefusal(drunk.reason);
  await actor.update({ system: { health: { value: drunk.health.value } } } as Actor.UpdateData);
  if (drunk.health.value > 0) await setStatuses(actor, [FACTIONS_STATUS.incapacitated], false);
  return { reasons: drunk.reasons, roll };
}

/** GM: uses one; a refusal (none left, the dead drink nothing) as the channel's answer. */
export async function useConsumable(actor: Actor.Implementation, consumable: Consumable): Promise<ConsumableUse | GmAnswer> {
  const left = useOne(consumable.data);
  if (!left.ok) return answerRefusal(left.reason);
  const outcome = consumable.data.kind === "healingDraught" ? await drink(actor, consumable.data) : await cure(actor, consumable.data.kind);
  if ("ok" in outcome) return outcome;
  await consumable.item.update({ system: { quantity: left.quantity } } as Item.UpdateData);
  return outcome;
}

async function cure(actor: Actor.Implementation, kind: string): Promise<ConsumableUse> {
  if (kind !== "antidote") return { reasons: [], roll: null };
  const antidote = takeAntidote(actor.statuses);
  await setStatuses(actor, antidote.remove, false);
  return { reasons: [antidote.reason], roll: null };
}
