/**
 * The attack card's steps, each a GM command run against the GM's own card: Roll damage (the attacker's
 * owner or the GM: the plan's formula rolled and done to the target at once) and Undo (the GM: the target
 * and the weapon as the hit found them, and the main action given back). Every number comes from the
 * record or the documents.
 */
import { refuse } from "../../../../core/rules-types";
import { mayActFor } from "../../../../foundry/actors/may-act";
import type { CardStep, CardStepContext, CardStepOutcome } from "../../../../foundry/cards";
import { rollDice } from "../../../../foundry/roll-dice";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { ATTACK_REFUSAL } from "../attack/keys";
import { refundMainAction } from "../attack/spend-main";
import { CARD_COMMANDS } from "./actions";
import { applyDamage, attackerOf, restoreHit, targetOf } from "./apply-hit";
import { FACTIONS_REACTION_STEPS } from "./reaction-steps";
import { FACTIONS_REDIRECT_STEPS } from "./redirect-steps";
import { refundReactorTurns } from "./reactor-turn";
import { firstDie, REFUSALS } from "./step-kit";
import { FACTIONS_STUNT_STEPS, stuntHolds } from "./stunt-steps";
import { FACTIONS_NON_LETHAL_STEPS, nonLethalHolds, undoNonLethal } from "../non-lethal/non-lethal-steps";
import { concealAgainOnUndo } from "../sneaking/attack-reveal";
import { undoHoldSteps } from "../non-lethal/holds-undo";

type Outcome = CardStepOutcome<FactionsAttackRecord>;
type Context = CardStepContext<FactionsAttackRecord>;

const step = (command: string, run: (context: Context) => Promise<Outcome>): CardStep<FactionsAttackRecord> => ({ command, refusals: REFUSALS, run });



export const rollDamageStep = step(CARD_COMMANDS.rollDamage, async ({ record, asker, message }) => {
  if (record.undone) return refuse(ATTACK_REFUSAL.undone);
  if (!asker.isGM && !mayActFor(asker.user, attackerOf(record))) return refuse(ATTACK_REFUSAL.notOwner, { name: record.attacker.name });
  if (!record.hit || record.finalBlow) return refuse(ATTACK_REFUSAL.notAHit);
  if (record.damageRolled !== null) return refuse(ATTACK_REFUSAL.alreadyRolled);
  if (record.reaction === "offered") return refuse(ATTACK_REFUSAL.reactionPending, { name: record.target.name });
  const held = stuntHolds(record) ?? nonLethalHolds(record);
  if (held) return refuse(held.key, held.data);
  const target = targetOf(record);
  if (!target) return refuse(ATTACK_REFUSAL.badRequest);
  const rolled = await rollDice(record.formula);
  const hit = await applyDamage(record, target, rolled.total, firstDie(rolled.roll));
  return { ok: true, record: { ...record, damageRolled: Math.max(0, rolled.total), lines: hit.lines, weaponBroke: hit.weaponBroke, applied: hit.before }, rolls: [...message.rolls, rolled.roll] };
});

export const undoStep = step(CARD_COMMANDS.undo, async ({ record, asker }) => {
  if (!asker.isGM) return refuse(ATTACK_REFUSAL.gmOnly);
  if (record.undone) return refuse(ATTACK_REFUSAL.undone);
  const target = targetOf(record);
  if (record.applied && target) await restoreHit(record, target, record.applied);
  await undoHoldSteps(record);
  await undoNonLethal(record);
  await refundMainAction(record);
  await refundReactorTurns(record.reactors);
  await concealAgainOnUndo(record);
  return { ok: true, record: { ...record, undone: true } };
});

export const FACTIONS_CARD_STEPS = [rollDamageStep, undoStep, ...FACTIONS_REACTION_STEPS, ...FACTIONS_STUNT_STEPS, ...FACTIONS_NON_LETHAL_STEPS, ...FACTIONS_REDIRECT_STEPS];
