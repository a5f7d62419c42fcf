import { spec } from "../../../core/schema/spec";
import { DECLARED_ATTRIBUTES } from "../rules/creature/attributes";
import { bonus, schemaVersion, STRESS_DIE_CHOICES } from "./common";
import { injury } from "./injury";

/** Scores run 1–30: the family's usual range, room for giants and dragons. */
export const DECLARED_SCORE_MAX = 30;

/** A score and the damage injuries have done to it; more damage than the highest score changes nothing. */
const attribute = () =>
  spec.object({
    score: spec.integer(10, { min: 1, max: DECLARED_SCORE_MAX }),
    damage: spec.integer(0, { min: 0, max: DECLARED_SCORE_MAX }),
  });

const attributes = () =>
  spec.object(Object.fromEntries(DECLARED_ATTRIBUTES.map((id) => [id, attribute()])) as {
    [K in (typeof DECLARED_ATTRIBUTES)[number]]: ReturnType<typeof attribute>;
  });

/** The skills the combat chapter calls for, as bonuses to a d20 check. */
const skills = () => spec.object({ heal: bonus(), intimidation: bonus(), balance: bonus() });

/** Room for the largest stat block: 30 HD of d12 with +10 on each reach 660. */
const STRESS_MAX = 999;
/** Strength 30 and the largest bonus. */
const WOUND_POINTS_MAX = DECLARED_SCORE_MAX + 20;

/**
 * What every `declared` creature is rated in, character or monster. Wound Points sit at `health`, where
 * every Fray actor keeps them for token bars: the model keeps `health.max` at the rules' maximum (Strength +
 * `woundPointsBonus`); `health.value` goes below 0 while dying, and the shell writes no lower than −Strength (dead).
 */
export const creatureFields = () => ({
  schemaVersion: schemaVersion(),
  attributes: attributes(),
  hitDice: spec.integer(1, { min: 0, max: 30 }),
  stressDie: spec.choice(STRESS_DIE_CHOICES, "d8"),
  /** The rolled maximum; a new creature starts with its one d8's average, rounded up. */
  stress: spec.object({ value: spec.integer(5, { min: 0, max: STRESS_MAX }), max: spec.integer(5, { min: 0, max: STRESS_MAX }) }),
  health: spec.object({
    value: spec.integer(10, { min: -DECLARED_SCORE_MAX, max: WOUND_POINTS_MAX }),
    max: spec.integer(10, { min: 0, max: WOUND_POINTS_MAX }),
  }),
  woundPointsBonus: bonus(),
  /** The creature's own, before worn armour adds its bonuses. */
  defenseBonus: bonus(),
  /** Natural armour (a hide, scales): the chapter's "other sources" of Armour. */
  armourBonus: spec.integer(0, { min: 0, max: 20 }),
  /** Yards per round. */
  speed: spec.integer(10, { min: 0, max: 100 }),
  skills: skills(),
  /** Every hit that reached Wound Points, and the combat injuries from critical hits. */
  injuries: spec.array(injury()),
  /** Set by a successful Heal check while Incapacitated or Dying. */
  stabilized: spec.boolean(false),
  notes: spec.html(),
});
