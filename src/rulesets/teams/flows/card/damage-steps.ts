/**
 * The GM applies the hit from the card (endurance first, then health; what losing health asks next
 * is recorded with it), and undoes the card's last step exactly. Both are the GM's alone.
 */
import { refuse } from "../../../../core/rules-types";
import type { CardStep } from "../../../../foundry/cards";
import type { TeamsAttackRecord, TeamsCardStep } from "../../schema/cards";
import { ATTACK_REFUSAL } from "../attack/keys";
import { appliedStep, killingOf, reactedOf } from "./record";
import { CARD_COMMANDS, gmOnly, newStep, STEP_REFUSALS, withStep, type Outcome } from "./step-base";
import { cardTarget, restore, writeActor } from "./target-state";

export const applyStep: CardStep<TeamsAttackRecord> = {
  command: CARD_COMMANDS.apply,
  refusals: STEP_REFUSALS,
  async run({ record, asker }): Promise<Outcome> {
    const notGm = gmOnly(asker);
    if (notGm) return notGm;
    if (appliedStep(record)) return refuse(ATTACK_REFUSAL.alreadyApplied);
    const settled = reactedOf(record);
    const target = settled ? cardTarget(record, settled.outcome.targetId) : null;
    if (!settled || !target) return refuse(ATTACK_REFUSAL.badRequest);
    if (killingOf(record) === "kills") {
      const step = newStep("apply", asker, settled.outcome.targetId, target);
      await writeActor(target.actor, { ...step.before, dead: true });
      return { ok: true, record: withStep(record, step) };
    }
    // Damage lands on the target as it is now, not as it was when the attack was rolled.
    const { outcome } = reactedOf(record, { endurance: { ...target.data.endurance }, health: { ...target.data.health } })!;
    if (outcome.kind !== "hit") return refuse(ATTACK_REFUSAL.notAHit);
    const step = newStep("apply", asker, outcome.targetId, target);
    const { taken, consequence } = outcome.suffered;
    const unconscious = step.before.unconscious || consequence.kind === "unconscious";
    await writeActor(target.actor, { ...step.before, endurance: taken.endurance.value, health: taken.health.value, unconscious });
    const asked =
      consequence.kind === "fortifyOrFall"
        ? { consequence: "fortifyOrFall" as const, difficulty: consequence.difficulty, risksDeath: false }
        : consequence.kind === "unconscious"
          ? { consequence: "unconscious" as const, difficulty: target.data.derived.deathDifficulty, risksDeath: consequence.risksDeath }
          : {};
    return { ok: true, record: withStep(record, { ...step, ...asked }) };
  },
};

/** Undoing an Intercept stops naming the interceptor, unless the attack itself names it (a stray candidate). */
function withoutInterceptor(record: TeamsAttackRecord, undone: TeamsCardStep): TeamsAttackRecord {
  const named = [record.plan.target.id, ...record.plan.strayCandidates.map((candidate) => candidate.id)];
  if (undone.kind !== "intercept" || named.includes(undone.tokenUuid)) return record;
  return { ...record, people: record.people.filter((person) => person.tokenUuid !== undone.tokenUuid) };
}

export const undoStep: CardStep<TeamsAttackRecord> = {
  command: CARD_COMMANDS.undo,
  refusals: STEP_REFUSALS,
  async run({ record, asker }): Promise<Outcome> {
    const notGm = gmOnly(asker);
    if (notGm) return notGm;
    const last = record.log.at(-1);
    const target = last ? cardTarget(record, last.tokenUuid) : null;
    if (!last || !target) return refuse(ATTACK_REFUSAL.nothingToUndo);
    await restore(target.actor, target.data, last);
    return { ok: true, record: withoutInterceptor({ ...record, log: record.log.slice(0, -1) }, last) };
  },
};
