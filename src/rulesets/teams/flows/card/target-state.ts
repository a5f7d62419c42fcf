/**
 * The target of a card as its steps read and write it: its token and actor, the numbers a step
 * changes (and puts back on Undo), its wielded items, and its reaction offer at the hit.
 */
import { actorOfTokenOrSync, tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import { storeEconomy } from "../../../../foundry/combat/round-budget";
import { restorePlaces } from "../../../../foundry/scene/token-places";
import { TeamsGearData, TeamsShieldData, TeamsWeaponData } from "../../models";
import { offeredReactions, type ReactionOffer, type WieldedItem } from "../../rules/actions/offered-reactions";
import { durabilityLost, itemDurability } from "../../rules/derived/durability";
import type { TeamsCardStep } from "../../schema/cards";
import { teamsDataOf, type TeamsActorData } from "../tests/actor-ratings";
import { budgetOf, type Budgeted } from "../attack/fighters";
import type { TeamsAttackRecord } from "../../schema/cards";
import { personOf } from "./record";

export interface CardTarget {
  token: TokenDocument.Implementation | null;
  actor: Actor.Implementation;
  data: TeamsActorData;
  budgeted: Budgeted;
}

/** The card's person with this token UUID, as a teams actor (the token's own actor when it is still on the scene). */
export function cardTarget(record: TeamsAttackRecord, tokenUuid: string): CardTarget | null {
  const person = personOf(record, tokenUuid);
  if (!person) return null;
  const token = tokenFromUuidSync(person.tokenUuid);
  const actor = actorOfTokenOrSync(person.tokenUuid, person.actorUuid);
  const data = teamsDataOf(actor);
  return actor && data ? { token, actor, data, budgeted: budgetOf(token) } : null;
}

type Durable = TeamsWeaponData | TeamsShieldData | TeamsGearData;
const isDurable = (system: unknown): system is Durable => system instanceof TeamsWeaponData || system instanceof TeamsShieldData || system instanceof TeamsGearData;

function durabilityOf(system: Durable) {
  return itemDurability({ metal: system.metal, listed: system.durability.listed, lost: system.durability.lost });
}

/** Items in hand, as Block and Parry read them. */
export function wieldedItems(actor: Actor.Implementation): (WieldedItem & { name: string; system: Durable })[] {
  return actor.items.contents.flatMap((item) => {
    const system: unknown = item.system;
    if (!isDurable(system) || !system.wielded) return [];
    const blockValue = system instanceof TeamsGearData ? null : system.blockValue;
    const parryValue = system instanceof TeamsGearData ? null : system.parryValue;
    return [{ id: item.id ?? "", name: item.name, system, blockValue, parryValue, durability: durabilityOf(system).value }];
  });
}

/** The target's reactions when the attack hits: Dodge, Parry, Block, as its budget, stamina and items allow. */
export function offerAtHit(target: CardTarget): ReactionOffer {
  const { data, budgeted, actor } = target;
  return offeredReactions(
    { role: "target", budget: budgeted.budget, stamina: data.stamina.value, focus: data.focus.value, wielded: wieldedItems(actor), conditions: data.derived.conditions },
    { moment: "hit", effects: [] },
  );
}

/** What a step may change on the actor, as it is now. */
export function snapshotOf(data: TeamsActorData): TeamsCardStep["before"] {
  return {
    endurance: data.endurance.value,
    health: data.health.value,
    stamina: data.stamina.value,
    unconscious: data.conditions.unconscious,
    dead: data.conditions.dead,
    deathsCheated: data.deathsCheated,
  };
}

export async function writeActor(actor: Actor.Implementation, state: TeamsCardStep["before"]): Promise<void> {
  const system = {
    endurance: { value: state.endurance },
    health: { value: state.health },
    stamina: { value: state.stamina },
    conditions: { unconscious: state.unconscious, dead: state.dead },
    deathsCheated: state.deathsCheated,
  };
  // The teams actor models are built from their specs, which fvtt-types cannot see.
  await actor.update({ system } as unknown as Actor.UpdateData);
}

/** Leaves the item with `remaining` durability; returns what it had lost before (for Undo). */
export async function wearItem(actor: Actor.Implementation, itemId: string, remaining: number): Promise<{ id: string; lost: number } | null> {
  const item = actor.items.get(itemId);
  const system: unknown = item?.system;
  if (!item || !isDurable(system)) return null;
  const before = { id: itemId, lost: system.durability.lost };
  await setLost(item, durabilityLost({ metal: system.metal, listed: system.durability.listed }, remaining));
  return before;
}

async function setLost(item: Item.Implementation, lost: number): Promise<void> {
  await item.update({ system: { durability: { lost } } } as unknown as Item.UpdateData);
}

type Snapshot = TeamsCardStep["before"];

/** What each step writes on the actor, so Undo puts back only that and leaves later changes from elsewhere alone. */
const STEP_WRITES: Record<TeamsCardStep["kind"], readonly (keyof Snapshot)[]> = {
  intercept: ["stamina"],
  dodge: ["stamina"],
  parry: ["stamina"],
  block: ["stamina"],
  apply: ["endurance", "health", "unconscious", "dead"],
  fortify: ["stamina", "unconscious"],
  fall: ["unconscious"],
  deathTest: ["dead", "deathsCheated"],
};

/** Undo: what the step wrote on the actor, its items' wear, its combatant's budget and the tokens it moved, as the step found them. */
export async function restore(actor: Actor.Implementation, data: TeamsActorData, step: TeamsCardStep): Promise<void> {
  const now = snapshotOf(data);
  const back = Object.fromEntries(STEP_WRITES[step.kind].map((key) => [key, step.before[key]])) as Partial<Snapshot>;
  await writeActor(actor, { ...now, ...back });
  for (const item of step.items) {
    const found = actor.items.get(item.id);
    if (found) await setLost(found, item.lost);
  }
  const combatant = tokenFromUuidSync(step.tokenUuid)?.combatant;
  if (combatant && combatant.id === step.combatantId && step.budget) await storeEconomy(combatant, step.budget);
  await restorePlaces(step.moves);
}
