/**
 * The round's notes on the Combat (declared's round state): the attack flow notes each hit to Wound
 * Points, the GM notes Intimidation results against monsters, and the morale step reads both. GM only,
 * called from work already on the GM's lane (a command handler or a lane job): it does not queue itself.
 */
import { rulesetRound, saveRulesetRound } from "../../../../foundry/combat/ruleset-round";
import { engineRoundOf } from "../../../../foundry/combat/combat-engine";
import { notesOfRound, withIntimidation, withWoundHit, type RoundNotes } from "../../rules/morale/round-notes";
import { DECLARED_ROUND } from "../../schema/round";

/** The engine's round: the notes' clock (the Combat's own `round` is the players' to write too). */
const roundNow = (combat: Combat.Implementation): number => engineRoundOf(combat) ?? 0;

/** This round's notes (none yet reads as an empty page for the fight's current round). */
export function roundNotes(combat: Combat.Implementation, round = roundNow(combat)): RoundNotes {
  return notesOfRound(rulesetRound(combat, DECLARED_ROUND), round);
}

async function saveNotes(combat: Combat.Implementation, change: (notes: RoundNotes) => RoundNotes): Promise<void> {
  const stored = rulesetRound(combat, DECLARED_ROUND);
  const before = notesOfRound(stored, roundNow(combat));
  const after = change(before);
  if (after === before && stored.round === before.round) return;
  await saveRulesetRound(combat, DECLARED_ROUND, { ...stored, ...after });
}

/** GM: a hit took `woundDamage` Wound Points from the combatant; the round keeps its biggest single hit. */
export async function noteWoundHit(combat: Combat.Implementation, combatantId: string, woundDamage: number): Promise<void> {
  if (!Number.isInteger(woundDamage) || woundDamage <= 0) return;
  await saveNotes(combat, (notes) => withWoundHit(notes, combatantId, woundDamage));
}

/** GM: an Intimidation check with this total targeted the combatant this round (the best one counts). */
export async function noteIntimidation(combat: Combat.Implementation, combatantId: string, total: number): Promise<void> {
  await saveNotes(combat, (notes) => withIntimidation(notes, combatantId, total));
}
