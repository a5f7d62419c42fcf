/**
 * Casting a spell on the GM's client: the refusal while grappled (a spell needing somatic components
 * nothing removes), and the d% the GM rolls against the worn armour's spell failure, read from the
 * actor's own items and training (never the payload's numbers).
 */
import { readBySpec } from "../../../../core/schema/read";
import { initialData } from "../../../../core/schema/spec";
import { rollDice } from "../../../../foundry/roll-dice";
import { translate } from "../../../../foundry/i18n";
import { castingFailureChance, spellFails, type SpellComponents, type WornArmourFailure } from "../../rules/actions/cast-spell";
import { wornArmour } from "../../schema/creature-stats";
import { armourSchema } from "../../schema/items";
import { trainedInArmour, type ClassicTraining } from "../../schema/training";
import { TAKEN_TEXT } from "./keys";

/** The armour the caster wears, trained or not, as spell failure reads it. */
function wornArmourFailure(actor: Actor.Implementation): WornArmourFailure | null {
  const suits = actor.items.contents.filter((item) => (item.type as string) === "classicArmour").map((item) => readBySpec(armourSchema, () => initialData(armourSchema), item.system));
  const suit = wornArmour(suits);
  const training = (actor.system as { training?: ClassicTraining }).training;
  return suit ? { trained: training ? trainedInArmour(training, suit) : false, spellFailure: suit.spellFailure } : null;
}

/** What the spell failure roll said, for the action's line, with the GM's d% roll. */
export interface SpellFailureRoll {
  text: string;
  roll: Roll;
}

/** GM: rolls d% against the worn armour's spell failure when there is a chance to fail; null otherwise. */
export async function rollSpellFailure(actor: Actor.Implementation, spell: SpellComponents): Promise<SpellFailureRoll | null> {
  const chance = castingFailureChance(spell, wornArmourFailure(actor));
  if (chance <= 0) return null;
  const { roll, total } = await rollDice("1d100");
  const key = spellFails(chance, total) ? TAKEN_TEXT.spellFails : TAKEN_TEXT.spellHolds;
  return { text: translate(key, { name: actor.name ?? "", roll: total, chance }), roll };
}
