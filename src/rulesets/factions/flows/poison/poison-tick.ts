/**
 * GM: a round's end for the poisoned. Every creature of the fight that is poisoned (and not dead) rolls
 * its STR save (rules poisonAtRoundEnd): a pass shakes the poison off, a fail costs health (incapacitated
 * at 0; a grabber brought down lets go, as after a blow: dropHoldsOf). Each gets a GM-authored card with its
 * roll, and the GM's Undo puts back what the tick changed (not a hold let go, as Undo of a blow does not).
 */
import { postCard } from "../../../../foundry/cards";
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import { animateRoll } from "../../../../foundry/dice-animation";
import { rollDice } from "../../../../foundry/roll-dice";
import { settingValue } from "../../../../foundry/ruleset-settings";
import { poisonAtRoundEnd } from "../../rules/character/poison";
import { FACTIONS_SAVE_SETTING, readSaveRule } from "../../rules/character/save-setting";
import { SAVE_FORMULA } from "../../rules/character/saves";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { FACTIONS_SCHEMA_VERSION } from "../../schema/common";
import { dropHoldsOf } from "../non-lethal/holds-after";
import { FACTIONS_POISON_TICK_CARD } from "./tick-card";

type Creature = Actor.Implementation;
const systemOf = (actor: Creature) => actor.system as unknown as { health: { value: number; max: number }; scores: { str: number } };

interface Poisoned {
  actor: Creature;
  tokenUuid: string;
}

/** The fight's creatures still suffering poison, each once, with the token it fights as. */
export function poisonedIn(combat: Combat.Implementation): Poisoned[] {
  const byActor = new Map<Creature, string>();
  for (const combatant of combat.combatants.contents) if (combatant.actor && !byActor.has(combatant.actor)) byActor.set(combatant.actor, combatant.token?.uuid ?? "");
  return [...byActor].filter(([actor]) => actor.statuses.has(FACTIONS_STATUS.poisoned) && !actor.statuses.has(FACTIONS_STATUS.dead)).map(([actor, tokenUuid]) => ({ actor, tokenUuid }));
}

/** GM: one poisoned creature's save at the round's end, written and told. */
async function tick({ actor, tokenUuid }: Poisoned): Promise<void> {
  const { health, scores } = systemOf(actor);
  const before = { health: health.value, poisoned: true, incapacitated: actor.statuses.has(FACTIONS_STATUS.incapacitated) };
  const rolled = await rollDice(SAVE_FORMULA);
  animateRoll(rolled.roll);
  const outcome = poisonAtRoundEnd(health, scores.str, rolled.total, readSaveRule(settingValue(FACTIONS_SAVE_SETTING)));
  if (outcome.health.value !== health.value) await actor.update({ system: { health: { value: outcome.health.value } } } as never);
  if (!outcome.stillPoisoned) await setStatuses(actor, [FACTIONS_STATUS.poisoned], false);
  if (outcome.health.value === 0) await setStatuses(actor, [FACTIONS_STATUS.incapacitated], true);
  if (outcome.health.value === 0) await dropHoldsOf(actor);
  const after = { health: outcome.health.value, poisoned: outcome.stillPoisoned, incapacitated: before.incapacitated || outcome.health.value === 0 };
  const record = { schemaVersion: FACTIONS_SCHEMA_VERSION, tokenUuid, actorUuid: actor.uuid, name: actor.name ?? "", natural: rolled.total, score: scores.str, reason: { key: outcome.reason.key, data: { ...(outcome.reason.data ?? {}) } }, before, after, undone: false };
  await postCard(FACTIONS_POISON_TICK_CARD, record, [rolled.roll], { speaker: ChatMessage.getSpeaker({ actor }) });
}

export async function tickPoison(combat: Combat.Implementation): Promise<void> {
  for (const poisoned of poisonedIn(combat)) await tick(poisoned);
}
