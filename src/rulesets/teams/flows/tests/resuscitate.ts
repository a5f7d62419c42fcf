/**
 * Resuscitate's test, on the GM's client only: the actions flow calls it when a Resuscitate action is
 * completed. The rescuer tests intellect + medicine against the world's difficulty; on success the
 * patient is conscious again (the flag and the token status cleared; 0 health becomes 1). The card
 * says what happened either way.
 */
import { postChatNote } from "../../../../foundry/actions/chat-note";
import { translate } from "../../../../foundry/i18n";
import type { Reason } from "../../../../core/rules-types";
import { teamsDataOf } from "./actor-ratings";
import { postTest } from "./post-test";
import { resuscitationRule } from "./resuscitation-setting";
import { checkResuscitation, resuscitationDifficulty, revivedHealth, RESUSCITATION_TEST } from "../../rules/tests/resuscitation";
import { TEAMS_STATUS } from "../../rules/statuses";

/** A patient who cannot be brought back (dead, or already awake): the table reads why, and nothing is rolled. */
async function rescueRefused(rescuer: Actor.Implementation, patient: Actor.Implementation, reason: Reason): Promise<void> {
  const content = translate("FRAY.Teams.Test.Resuscitate.Refused", { actor: rescuer.name, patient: patient.name, reason: translate(reason.key, { patient: patient.name }) });
  await postChatNote(rescuer, content);
}

export async function rollResuscitation(rescuer: Actor.Implementation, patient: Actor.Implementation): Promise<void> {
  const rescuerData = teamsDataOf(rescuer);
  const patientData = teamsDataOf(patient);
  if (!rescuerData || !patientData) return;
  const health = patientData.health;
  const allowed = checkResuscitation({ unconscious: patientData.conditions.unconscious || patient.statuses.has(TEAMS_STATUS.unconscious), dead: patientData.conditions.dead, health });
  if (!allowed.ok) return rescueRefused(rescuer, patient, allowed.reason);
  const difficulty = resuscitationDifficulty(resuscitationRule(), health);
  const { outcome } = await postTest(rescuer, rescuerData, {
    choice: RESUSCITATION_TEST,
    advantage: 0,
    difficulty,
    resuscitation: { patientName: patient.name, revives: (settled) => settled.success === true },
  });
  if (outcome.success !== true) return;
  await patient.update({ system: { conditions: { unconscious: false }, health: { value: revivedHealth(health) } } } as Actor.UpdateData);
  if (patient.statuses.has(TEAMS_STATUS.unconscious)) await patient.toggleStatusEffect(TEAMS_STATUS.unconscious, { active: false });
}
