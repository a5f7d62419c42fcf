import { spec } from "../../../core/schema/spec";
import { TEAMS_SIZE_NAMES } from "../rules/derived/size";
import { TEAMS_ATTRIBUTES, TEAMS_PROFICIENCIES, TEAMS_SKILLS } from "../rules/derived/traits";
import { die, pool, schemaVersion } from "./common";

const ratings = <const K extends string, S extends ReturnType<typeof die> | ReturnType<typeof spec.integer>>(keys: readonly K[], field: () => S) =>
  spec.object(Object.fromEntries(keys.map((key) => [key, field()])) as { [P in K]: S });

const proficiency = () => spec.integer(0, { min: 0, max: 10 });

/** What every `teams` actor is rated in, character or monster; `health` sits where every Fray actor keeps it. */
export const combatantFields = () => ({
  schemaVersion: schemaVersion(),
  attributes: ratings(TEAMS_ATTRIBUTES, () => die("d4")),
  skills: ratings(TEAMS_SKILLS, () => die("d4")),
  proficiencies: ratings(TEAMS_PROFICIENCIES, proficiency),
  /** Added to the d20 luck die's face. */
  luck: spec.integer(0, { min: -10, max: 10 }),
  evasion: spec.integer(5, { min: 0, max: 40 }),
  /** Own damage reduction by category; worn armour adds to it. Physical deflection is the physical defense. */
  deflection: spec.object({ physical: spec.integer(0, { min: 0, max: 40 }), elemental: spec.integer(0, { min: 0, max: 40 }) }),
  endurance: pool(10),
  health: pool(10),
  constitution: spec.integer(4, { min: 0, max: 40 }),
  stamina: pool(3),
  focus: pool(3),
  size: spec.choice(TEAMS_SIZE_NAMES, "medium"),
  /** Metres per Move. */
  speed: spec.integer(6, { min: 0, max: 60 }),
  /** What the table marks; harmed and bloodied come from endurance and health. */
  conditions: spec.object({ unconscious: spec.boolean(false), prone: spec.boolean(false), dead: spec.boolean(false) }),
  /** Each cheated death raises the death test's difficulty by 5 for good. */
  deathsCheated: spec.integer(0, { min: 0 }),
});
