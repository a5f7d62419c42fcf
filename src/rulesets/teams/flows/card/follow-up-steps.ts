/**
 * What the applied damage asks of the target, answered by its owner from the card and carried out by
 * the GM: fortify (the reaction: 1 stamina, a test against the missing health) or fall unconscious;
 * at 0 health past what was left, the luck test against the death difficulty (cheat death, or die).
 */
import { refuse } from "../../../../core/rules-types";
import { storeEconomy } from "../../../../foundry/combat/round-budget";
import { animateRoll } from "../../../../foundry/dice-animation";
import { rollDice } from "../../../../foundry/roll-dice";
import type { CardStep } from "../../../../foundry/cards";
import { takeReaction } from "../../rules/actions/reactions";
import { staysConscious } from "../../rules/combat/consciousness";
import { cheatDeath } from "../../rules/combat/death";
import { LUCK_DIE, luckRoll } from "../../rules/derived/luck";
import type { TeamsAttackRecord } from "../../schema/cards";
import { ATTACK_REFUSAL } from "../attack/keys";
import { rollDefence } from "./defence-roll";
import { appliedStep, promptOf, type Prompt } from "./record";
import { CARD_COMMANDS, newStep, ownerRefusal, STEP_REFUSALS, withStep, type Outcome } from "./step-base";
import { cardTarget, writeActor, type CardTarget } from "./target-state";

type Asked = { prompt: Prompt; target: CardTarget; tokenUuid: string };

/** The prompt this step answers, and the target whose owner is asking. */
function asked(record: TeamsAttackRecord, kind: Prompt["kind"], asker: Parameters<typeof ownerRefusal>[0]): Asked | Outcome {
  const prompt = promptOf(record);
  const applied = appliedStep(record);
  if (!prompt || !applied || prompt.kind !== kind) return refuse(ATTACK_REFUSAL.nothingAsked);
  const target = cardTarget(record, applied.tokenUuid);
  const notOwner = ownerRefusal(asker, record, target, applied.tokenUuid);
  if (notOwner || !target) return notOwner ?? refuse(ATTACK_REFUSAL.badRequest);
  return { prompt, target, tokenUuid: applied.tokenUuid };
}

const isAsked = (value: Asked | Outcome): value is Asked => "prompt" in value;

export const fortifyStep: CardStep<TeamsAttackRecord> = {
  command: CARD_COMMANDS.fortify,
  refusals: STEP_REFUSALS,
  async run({ message, record, asker }): Promise<Outcome> {
    const found = asked(record, "fortify", asker);
    if (!isAsked(found)) return found;
    const { prompt, target, tokenUuid } = found;
    const { data, budgeted } = target;
    const resources = { stamina: data.stamina.value, focus: data.focus.value };
    // Fortifying to stay conscious is still the round's reaction.
    const taken = takeReaction(budgeted.budget, resources, "fortify", resources);
    if (!taken.ok) return taken;
    const step = newStep("fortify", asker, tokenUuid, target);
    const test = await rollDefence(target, "fortify", prompt.difficulty);
    const conscious = staysConscious(test.total, prompt.difficulty);
    await writeActor(target.actor, { ...step.before, stamina: taken.resources.stamina, unconscious: step.before.unconscious || !conscious });
    if (budgeted.fight) await storeEconomy(budgeted.fight.combatant, taken.budget);
    return { ok: true, record: withStep(record, { ...step, test: { total: test.total, difficulty: prompt.difficulty, success: conscious } }), rolls: [...message.rolls, ...test.rolls] };
  },
};

export const fallStep: CardStep<TeamsAttackRecord> = {
  command: CARD_COMMANDS.fall,
  refusals: STEP_REFUSALS,
  async run({ record, asker }): Promise<Outcome> {
    const found = asked(record, "fortify", asker);
    if (!isAsked(found)) return found;
    const step = newStep("fall", asker, found.tokenUuid, found.target);
    await writeActor(found.target.actor, { ...step.before, unconscious: true });
    return { ok: true, record: withStep(record, step) };
  },
};

export const deathTestStep: CardStep<TeamsAttackRecord> = {
  command: CARD_COMMANDS.deathTest,
  refusals: STEP_REFUSALS,
  async run({ message, record, asker }): Promise<Outcome> {
    const found = asked(record, "deathTest", asker);
    if (!isAsked(found)) return found;
    const { prompt, target, tokenUuid } = found;
    const step = newStep("deathTest", asker, tokenUuid, target);
    const rolled = await rollDice(LUCK_DIE);
    animateRoll(rolled.roll);
    const total = luckRoll(rolled.total, target.data.derived.luckModifier);
    const test = cheatDeath(total, prompt.difficulty);
    const after = test.survives ? { deathsCheated: step.before.deathsCheated + 1 } : { dead: true };
    await writeActor(target.actor, { ...step.before, ...after });
    return { ok: true, record: withStep(record, { ...step, test: { total, difficulty: prompt.difficulty, success: test.survives } }), rolls: [...message.rolls, rolled.roll] };
  },
};
