/**
 * The record a `teamsTest` chat card keeps in its `system` data: who tested what, with which dice and
 * numbers the GM read from the actor, the faces the GM's Foundry Rolls gave, for Resuscitate who was
 * being revived, and for Fortify or Resist the reaction it was taken as. The card is rendered from this record alone (the rolls ride along for Dice So Nice).
 */
import { spec } from "../../../core/schema/spec";
import type { Infer } from "../../../core/schema/spec";
import type { DocumentTypeSpec } from "../../../core/schema/document-type";
import { TEAMS_DIE_SIZES } from "../rules/derived/dice";
import { TEAMS_ATTRIBUTES, TEAMS_PROFICIENCIES, TEAMS_SKILLS } from "../rules/derived/traits";
import { TEST_REACTIONS } from "../rules/tests/reaction-test";

/** Version 1 is the first test card. */
export const TEAMS_TEST_CARD_VERSION = 1;

export const TEST_CARD_PURPOSES = ["test", "resuscitation"] as const;

const face = () => spec.integer(1, { min: 1 });

export const testCardSchema = spec.object({
  schemaVersion: spec.integer(TEAMS_TEST_CARD_VERSION, { min: 1 }),
  actorUuid: spec.text(""),
  tokenUuid: spec.nullable(spec.text("", false)),
  actorName: spec.text(),
  attribute: spec.choice(TEAMS_ATTRIBUTES, "strength"),
  skill: spec.choice(TEAMS_SKILLS, "athletics"),
  proficiency: spec.nullable(spec.choice(TEAMS_PROFICIENCIES, "finesse")),
  attributeDie: spec.choice(TEAMS_DIE_SIZES, "d4"),
  skillDie: spec.choice(TEAMS_DIE_SIZES, "d4"),
  /** The proficiency's bonus as the GM read it. */
  proficiencyBonus: spec.integer(0, { min: 0 }),
  luckModifier: spec.integer(0),
  advantage: spec.integer(0),
  difficulty: spec.optionalInteger(null, { min: 0 }),
  sets: spec.array(spec.object({ attribute: face(), skill: face() })),
  luckFace: face(),
  purpose: spec.choice(TEST_CARD_PURPOSES, "test"),
  /** Resuscitate: the patient's name, and whether the test brought them back. */
  patientName: spec.text(),
  revived: spec.boolean(false),
  /** Fortify or Resist: the test was taken as that reaction (null for an ordinary test). */
  reaction: spec.nullable(spec.choice(TEST_REACTIONS, "fortify")),
  /** The tester was guarding: Guard's +1 is one of the test's lines. */
  guarding: spec.boolean(false),
});

export type TestCardData = Infer<typeof testCardSchema>;

export const teamsTestCard: DocumentTypeSpec<typeof testCardSchema.fields> = {
  schema: testCardSchema,
  version: TEAMS_TEST_CARD_VERSION,
  migrations: [],
};
