/**
 * What an action does to the creature, on the GM's client: standing up and dropping prone set the
 * prone status; a potion's healing dice are rolled and healed (up to the maximum) and one potion is
 * gone from the stack; a 5-foot step marks the token's next move as one that provokes nothing.
 */
import { checkFormulaLimits } from "../../../../core/dice/formula-limit";
import type { Decision } from "../../../../core/rules-types";
import { rollDice } from "../../../../foundry/roll-dice";
import { readBySpec } from "../../../../core/schema/read";
import { initialData } from "../../../../core/schema/spec";
import { CLASSIC_STATUS } from "../../rules/character/statuses";
import { gearSchema } from "../../schema/items";
import type { ClassicTakenAction } from "../../rules/actions/taken-action";
import { markFiveFootStep } from "../opportunity/on-move";

const gearOf = (item: Item.Implementation | undefined) =>
  item && (item.type as string) === "classicGear" ? readBySpec(gearSchema, () => initialData(gearSchema), item.system) : null;

/** The potion the request names, when the actor has one left. */
export function potionOf(actor: Actor.Implementation, itemId: string): Item.Implementation | null {
  const item = actor.items.get(itemId);
  const gear = gearOf(item);
  return item && gear?.kind === "potion" && gear.quantity > 0 ? item : null;
}

/** The potion's healing dice (blank: it heals nothing), as the GM rolls them. */
const healingOf = (potion: Item.Implementation) => gearOf(potion)?.healing.trim() ?? "";

/** Whether the GM will roll the potion's healing: none, or dice within the one formula limit (the potion is its owner's to write). */
export function potionDiceAllowed(potion: Item.Implementation): Decision<object> {
  const healing = healingOf(potion);
  return healing === "" ? { ok: true } : checkFormulaLimits(healing, potion.name);
}

/** A potion belt among the actor's gear turns drinking into a swift action. */
export function hasPotionBelt(actor: Actor.Implementation): boolean {
  return actor.items.contents.some((item) => {
    const gear = gearOf(item);
    return gear?.kind === "potionBelt" && gear.quantity > 0;
  });
}

interface Health {
  value: number;
  max: number;
}

/** GM: drinks one potion; the hit points it restored (0 for a potion without healing dice). */
async function drink(actor: Actor.Implementation, potion: Item.Implementation): Promise<Healing> {
  const gear = gearOf(potion)!;
  await potion.update({ system: { quantity: gear.quantity - 1 } } as Item.UpdateData);
  const healing = healingOf(potion);
  if (healing === "") return { healed: 0, formula: "", roll: null };
  const { roll, total } = await rollDice(healing);
  const { value: before, max } = (actor.system as { health: Health }).health;
  const value = Math.min(max, before + Math.max(0, total));
  await actor.update({ system: { health: { value } } } as Actor.UpdateData);
  return { healed: value - before, formula: healing, roll };
}

/** What a potion healed, from which dice, and the GM's roll of them (shown on the action's line). */
export interface Healing {
  healed: number;
  formula: string;
  roll: Roll | null;
}

export interface ActionEffect {
  healed: Healing | null;
}

/** GM: what the action does, once it is taken. */
export async function applyTakenAction(actor: Actor.Implementation, token: TokenDocument.Implementation | null, action: ClassicTakenAction, potion: Item.Implementation | null): Promise<ActionEffect> {
  if (action === "standUp" || action === "dropProne") await actor.toggleStatusEffect(CLASSIC_STATUS.prone, { active: action === "dropProne" });
  if (action === "fiveFootStep" && token) await markFiveFootStep(token);
  return { healed: action === "drinkPotion" && potion ? await drink(actor, potion) : null };
}
