import { spec } from "../../../core/schema/spec";
import type { DocumentTypeSpec } from "../../../core/schema/document-type";
import { SKILL_MAX, SKILL_MIN } from "../rules/skills";
import { health, schemaVersion, SIDES_SCHEMA_VERSION } from "./common";
import { hpToHealth } from "./migrations";

const score = () => spec.integer(10, { min: 3, max: 18 });
const skill = () => spec.integer(SKILL_MIN, { min: SKILL_MIN, max: SKILL_MAX });

export const HIT_DICE = ["d4", "d6", "d8", "d10", "d12"] as const;

export const characterSchema = spec.object({
  schemaVersion: schemaVersion(),
  level: spec.integer(1, { min: 1, max: 20 }),
  hitDie: spec.choice(HIT_DICE, "d6"),
  calling: spec.text(),
  attributes: spec.object({ str: score(), dex: score(), con: score(), int: score(), wis: score(), cha: score() }),
  combatSkills: spec.object({ brawl: skill(), stab: skill(), shoot: skill() }),
  skills: spec.object({
    administer: skill(), connect: skill(), convince: skill(), craft: skill(), exert: skill(), heal: skill(),
    know: skill(), lead: skill(), magic: skill(), notice: skill(), perform: skill(), pray: skill(),
    ride: skill(), sail: skill(), sneak: skill(), survive: skill(), trade: skill(), work: skill(),
  }),
  health: health(),
  attackBonus: spec.integer(0, { min: -5, max: 20 }),
  movement: spec.integer(30, { min: 0, max: 240 }),
  notes: spec.html(),
});

export const sidesCharacter: DocumentTypeSpec = {
  schema: characterSchema,
  version: SIDES_SCHEMA_VERSION,
  migrations: [hpToHealth],
};
