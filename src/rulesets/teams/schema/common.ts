import { spec } from "../../../core/schema/spec";
import { TEAMS_DIE_SIZES, type TeamsDie } from "../rules/derived/dice";

/** Every `teams` document's data starts at this version. */
export const TEAMS_SCHEMA_VERSION = 1;

export const schemaVersion = () => spec.integer(TEAMS_SCHEMA_VERSION, { min: 1 });

/** A number that is spent and recovered (endurance, health, stamina, focus). */
export const pool = (initial: number) => spec.object({ value: spec.integer(initial, { min: 0 }), max: spec.integer(initial, { min: 0 }) });

/** An attribute or skill rating. */
export const die = (initial: TeamsDie = "d4") => spec.choice(TEAMS_DIE_SIZES, initial);

/** Durability as listed (null: 10 for metal, else 4) and how much of it is lost; see rules/derived/durability.ts. */
export const durable = () => ({
  metal: spec.boolean(false),
  durability: spec.object({ listed: spec.optionalInteger(null, { min: 0 }), lost: spec.integer(0, { min: 0 }) }),
});

/** Held in hand (Brandish chooses which); only held items block or parry. */
export const wielded = () => spec.boolean(false);
