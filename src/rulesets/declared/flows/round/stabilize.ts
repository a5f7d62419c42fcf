/**
 * Stabilizing a creature that is down (or clearing a suffocating one's airway): the sheet's button
 * names the healer, the user's one target is the patient. The player's client only asks; the GM re-reads
 * both, checks the sender may act for the healer, asks the rules what a Heal check can do for the
 * patient (refused for the dead, or one up and breathing), rolls it against 10 + its highest wound,
 * posts the card and, on a success, marks it stabilized (flag and token status) and clears its airway. In a running fight the check is the healer's
 * Standard action, spent (and paid for in Wound Points when the healer is down) before the roll, made on
 * its own turn (under declared speed: in its own step, having declared a defensive attack;
 * round/step-binding.ts). The healer's fight is found among every combat, not only the one the GM views.
 */
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { actorFromUuid, tokenFromUuid } from "../../../../foundry/actors/resolve";
import { answerRefusal, askGm, refusal, type GmAnswer, type GmHandler } from "../../../../foundry/channel";
import { warnUser } from "../../../../foundry/notify";
import { rollDice } from "../../../../foundry/roll-dice";
import { modifierTotal } from "../../../../core/rules-types";
import { healCheck, healPurpose } from "../../rules/condition/heal-check";
import { healCheckSucceeds, stabilizeTarget } from "../../rules/condition/stabilize";
import { DECLARED_STATUS } from "../../rules/condition/statuses";
import { woundState } from "../../rules/condition/wound-state";
import { DECLARED_CONDITION_REFUSAL } from "../../rules/condition/labels";
import { creatureDataOf, isSuffocating, showWoundState, standingOf, woundStateOf } from "./creature";
import { spendDeclaredAction } from "./spend-action";
import { postStabilizeCard } from "./stabilize-card";
import { keepsToTheFight } from "./step-binding";
import { fightOfCreature, type CreatureFight } from "./creature-fight";

export const STABILIZE_COMMAND = "declaredStabilize";

const R = "FRAY.Declared.Stabilize.Refusal";
export const STABILIZE_REFUSAL = {
  oneTarget: `${R}.OneTarget`,
  badRequest: `${R}.BadRequest`,
  notOwner: `${R}.NotOwner`,
} as const;

/** The sheet's Stabilize button: asks the GM for a Heal check by `healer` on the user's one target. */
export async function startStabilize(healer: Actor.Implementation): Promise<void> {
  const targets = [...(game.user?.targets ?? [])];
  const patient = targets.length === 1 ? targets[0]!.document : null;
  if (!patient) return warnUser(STABILIZE_REFUSAL.oneTarget);
  // An unlinked token's actor lives on its token: name the token, whose actor the GM then reads.
  await askGm(STABILIZE_COMMAND, { healerUuid: healer.token?.uuid ?? healer.uuid, patientUuid: patient.uuid });
}

/** The healer's action: spent in a running fight (the rules may refuse it, or price it in Wound Points); the dead never heal. */
async function takeHealerAction(healer: Actor.Implementation, data: NonNullable<ReturnType<typeof creatureDataOf>>, fight: CreatureFight | null): Promise<GmAnswer | null> {
  if (fight) {
    const spent = await spendDeclaredAction(fight.combat, fight.combatantId, "standard");
    return spent.ok ? null : answerRefusal(spent.reason, { name: healer.name ?? "" });
  }
  return woundStateOf(data) === "dead" ? answerRefusal({ key: DECLARED_CONDITION_REFUSAL.dead }) : null;
}

export const handleStabilize: GmHandler = async (payload, userId) => {
  const healer = await actorFromUuid(payload.healerUuid);
  const patient = await actorFromUuid(payload.patientUuid);
  const healerData = creatureDataOf(healer);
  const patientData = creatureDataOf(patient);
  if (!healer || !patient || !healerData || !patientData) return refusal(STABILIZE_REFUSAL.badRequest);
  if (!userMayActFor(userId, healer)) return refusal(STABILIZE_REFUSAL.notOwner, { name: healer.name ?? "" });
  const standing = standingOf(patientData);
  const state = woundState(standing);
  const target = stabilizeTarget(patientData.injuries);
  const purpose = healPurpose(state, isSuffocating(patient));
  if (!purpose.ok) return answerRefusal(purpose.reason, { name: patient.name ?? "" });
  const fight = fightOfCreature(healer, await tokenFromUuid(payload.healerUuid));
  const bound = await keepsToTheFight({ fight, actor: healer, deed: { kind: "other" }, actsOn: [patient], userId, force: false });
  if (bound) return bound;
  const acted = await takeHealerAction(healer, healerData, fight);
  if (acted) return acted;
  const check = healCheck(healerData.skills.heal);
  const { roll, total } = await rollDice(check.formula);
  const succeeded = healCheckSucceeds(total, target.tn);
  const die = total - modifierTotal(check.lines);
  const facts = { healer: healer.name ?? "", patient: patient.name ?? "", formula: check.formula, die, lines: check.lines, total, tn: target.tn, tnLines: target.lines };
  await postStabilizeCard(healer, { ...facts, succeeded, stabilizes: purpose.stabilizes, clearsAirway: purpose.clearsAirway }, roll);
  if (succeeded && purpose.stabilizes) {
    await patient.update({ system: { stabilized: true } } as Actor.UpdateData);
    await showWoundState(patient, woundState({ ...standing, stabilized: true }));
  }
  if (succeeded && purpose.clearsAirway) await patient.toggleStatusEffect(DECLARED_STATUS.suffocating, { active: false });
  return { ok: true, result: { succeeded, total, tn: target.tn } };
};
