/** The i18n keys the `teams` test rules return; English text lives in lang/en.json under FRAY.Teams.Test. */
const P = "FRAY.Teams.Test";

/** Lines of a test on its card: `name` is the trait's id, `die` its rating. */
export const TEAMS_TEST_LINE = {
  attribute: `${P}.Line.Attribute`,
  skill: `${P}.Line.Skill`,
  proficiency: `${P}.Line.Proficiency`,
  luck: `${P}.Line.Luck`,
} as const;

/** Why a Resuscitate test cannot be made. */
export const TEAMS_TEST_REFUSAL = {
  patientDead: `${P}.Refusal.PatientDead`,
  patientConscious: `${P}.Refusal.PatientConscious`,
} as const;
