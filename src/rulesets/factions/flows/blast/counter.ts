/**
 * GM: a blast target counters. Of an attack with several targets only one may (attackReactions: Counter
 * is withdrawn from the others once one counters), and never the attacker caught in its own blast. The
 * exchange is the attack card's (counter-blows.ts): that target's blast damage against the counter's,
 * rolled together, the larger after reductions landing first. Its turn is spent on it; Undo gives it back.
 */
import { refuse } from "../../../../core/rules-types";
import type { CardStep } from "../../../../foundry/cards";
import { attackReactions } from "../../rules/reactions/attack-reactions";
import type { AttackMoment } from "../../rules/reactions/reaction-window";
import type { FactionsBlastRecord } from "../../schema/blast-card";
import { ATTACK_REFUSAL } from "../attack/keys";
import { attackerOf } from "../card/apply-hit";
import { exchangeCounterBlows } from "../card/counter-blows";
import { counterFormula, counterWeapon } from "../card/reaction-steps";
import { weaponFormulaRefusal } from "../attack/weapon-formula";
import { spendReactorTurn, withReactor } from "../card/reactor-turn";
import { REFUSALS } from "../card/step-kit";
import { BLAST_COMMANDS } from "./keys";
import { blastReactor } from "./reactor";
import { hitOn } from "./hit-on";

/** A blast hits where it goes off (a miss deviates, it does not miss): only damage closes the window. */
const momentOf = (record: FactionsBlastRecord): AttackMoment => ({ witSaveToHit: "none", stunt: "none", damageRolled: record.damageDone, opportunity: false });

export const blastCounterStep: CardStep<FactionsBlastRecord> = {
  command: BLAST_COMMANDS.counter,
  refusals: REFUSALS,
  async run(context) {
    const { record, message } = context;
    const found = blastReactor(context);
    if (!found.ok) return found;
    const { index, target, fighter, reactor } = found;
    const offered = attackReactions(momentOf(record), {
      ...reactor,
      guarding: false,
      canAttackAttacker: target.tokenUuid !== record.attacker.tokenUuid,
      counterTakenByAnother: record.targets.some((other) => other.counter !== null),
      shieldsNearby: 0,
    });
    if (!offered.ok) return offered;
    const withheld = offered.withheld.counter;
    if (withheld) return refuse(withheld.key, withheld.data);
    const hit = hitOn(record, target);
    const attacker = attackerOf(hit);
    if (!attacker) return refuse(ATTACK_REFUSAL.badRequest);
    const formula = weaponFormulaRefusal(counterWeapon(fighter));
    if (formula) return refuse(formula.key, formula.data);
    const spent = await spendReactorTurn(fighter.token);
    if (!spent.ok) return spent;
    const blows = await exchangeCounterBlows(hit, record.formula, fighter.actor, attacker, counterFormula(fighter));
    const countered = { ...target, counter: blows.counter, damageRolled: blows.damageRolled, lines: blows.lines, applied: blows.applied };
    const targets = record.targets.map((t, i) => (i === index ? countered : t));
    const next = { ...record, targets, weaponBroke: record.weaponBroke || blows.weaponBroke };
    return withReactor({ ok: true, record: next, rolls: [...message.rolls, ...blows.rolls] }, spent.spentIn);
  },
};
