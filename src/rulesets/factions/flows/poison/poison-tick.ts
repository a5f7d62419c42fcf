/**
 * GM: a round's end for the poisoned. Every creature of the fight that is poisoned (and not dead) rolls
 * its STR save (rules poisonAtRoundEnd): a pass shakes the poison off, a fail costs health (incapacitated
 * at 0). Each gets a GM-authored chat line with its roll.
 */
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import { animateRoll } from "../../../../foundry/dice-animation";
import { translate } from "../../../../foundry/i18n";
import { rollDice } from "../../../../foundry/roll-dice";
import { settingValue } from "../../../../foundry/ruleset-settings";
import { poisonAtRoundEnd } from "../../rules/character/poison";
import { FACTIONS_SAVE_SETTING, readSaveRule } from "../../rules/character/save-setting";
import { SAVE_FORMULA } from "../../rules/character/saves";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { postLine } from "../actions/action-line";
import { POISON_TEXT } from "./keys";

type Creature = Actor.Implementation;
const systemOf = (actor: Creature) => actor.system as unknown as { health: { value: number; max: number }; scores: { str: number } };

/** The fight's creatures still suffering poison, each once. */
export function poisonedIn(combat: Combat.Implementation): Creature[] {
  const actors = combat.combatants.contents.flatMap((combatant) => (combatant.actor ? [combatant.actor] : []));
  return [...new Set(actors)].filter((actor) => actor.statuses.has(FACTIONS_STATUS.poisoned) && !actor.statuses.has(FACTIONS_STATUS.dead));
}

/** GM: one poisoned creature's save at the round's end, written and told. */
async function tick(actor: Creature): Promise<void> {
  const { health, scores } = systemOf(actor);
  const rolled = await rollDice(SAVE_FORMULA);
  await animateRoll(rolled.roll);
  const outcome = poisonAtRoundEnd(health, scores.str, rolled.total, readSaveRule(settingValue(FACTIONS_SAVE_SETTING)));
  if (outcome.health.value !== health.value) await actor.update({ system: { health: { value: outcome.health.value } } } as never);
  if (!outcome.stillPoisoned) await setStatuses(actor, [FACTIONS_STATUS.poisoned], false);
  if (outcome.health.value === 0) await setStatuses(actor, [FACTIONS_STATUS.incapacitated], true);
  await postLine(actor, translate(POISON_TEXT.tick, { name: actor.name ?? "", natural: rolled.total, score: scores.str }), [outcome.reason], rolled.roll);
}

export async function tickPoison(combat: Combat.Implementation): Promise<void> {
  for (const actor of poisonedIn(combat)) await tick(actor);
}
