/**
 * What every `factions` creature is rated in, character or monster: STR, AGI and WIT, health at
 * `health` (where every Fray actor keeps it for token bars; 0 is incapacitated), its own armour value
 * (a beast's hide; worn armour and a held shield add theirs), whether it is immune to fear (and so to
 * morale), and the faction it fights for (blank: its token's disposition decides).
 */
import { spec } from "../../../core/schema/spec";
import { FACTIONS_SCORE_DEFAULT, FACTIONS_SCORE_MAX, FACTIONS_SCORE_MIN } from "../rules/character/scores";
import { schemaVersion } from "./common";

/** Room for a giant's health. */
export const FACTIONS_HEALTH_MAX = 999;
/** The most armour a creature's own hide gives. */
export const FACTIONS_NATURAL_ARMOUR_MAX = 10;

const score = () => spec.integer(FACTIONS_SCORE_DEFAULT, { min: FACTIONS_SCORE_MIN, max: FACTIONS_SCORE_MAX });

export const creatureFields = () => ({
  schemaVersion: schemaVersion(),
  scores: spec.object({ str: score(), agi: score(), wit: score() }),
  /** A new creature starts at 6 health, unhurt. */
  health: spec.object({ value: spec.integer(6, { min: 0, max: FACTIONS_HEALTH_MAX }), max: spec.integer(6, { min: 1, max: FACTIONS_HEALTH_MAX }) }),
  armour: spec.integer(0, { min: 0, max: FACTIONS_NATURAL_ARMOUR_MAX }),
  immuneToFear: spec.boolean(false),
  faction: spec.text(),
  notes: spec.html(),
});
