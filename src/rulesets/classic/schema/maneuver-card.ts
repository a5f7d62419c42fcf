/**
 * The facts a `classicManeuver` chat card keeps: who tried which maneuver on whom, where it stands (waiting
 * for the defender's Attack of Opportunity, or settled), the melee touch attack, every pair of opposed totals
 * (ties included: each was rolled again), and what the GM applied. Only the GM writes it.
 */
import { spec, type Infer } from "../../../core/schema/spec";
import { CLASSIC_MANEUVER_IDS } from "../rules/maneuvers/maneuver-table";
import { MAX_ATTACKS } from "../rules/character/base-attack";
import { classicFirstVersion, schemaVersion } from "./common";

const creature = () => spec.object({ actorUuid: spec.text(), tokenUuid: spec.text(), name: spec.text() });

export const MANEUVER_PHASES = ["opportunity", "settled"] as const;
export const MANEUVER_OUTCOMES = ["pending", "taken", "missed", "failed", "succeeded"] as const;

export const maneuverCardSchema = spec.object({
  schemaVersion: schemaVersion(),
  maneuver: spec.choice(CLASSIC_MANEUVER_IDS, "trip"),
  aggressor: creature(),
  defender: creature(),
  phase: spec.choice(MANEUVER_PHASES, "settled"),
  /** The GM said the Attack of Opportunity the attempt provoked dealt damage: −4 on the opposed roll. */
  aooDealtDamage: spec.boolean(false),
  /** The melee touch attack a provoking maneuver opens with; null when there was none. */
  touch: spec.nullable(spec.object({ natural: spec.integer(1, { min: 1, max: 20 }), total: spec.integer(0), armourClass: spec.integer(10), hit: spec.boolean(false) })),
  /** The 1d20 formulas of both sides of the opposed roll; empty when there was none. */
  formulas: spec.object({ aggressor: spec.text(), defender: spec.text() }),
  /** Every pair of opposed totals, in order: all but the last were ties. */
  opposed: spec.array(spec.object({ aggressor: spec.integer(0), defender: spec.integer(0) })),
  outcome: spec.choice(MANEUVER_OUTCOMES, "pending"),
  /** What the win did, as i18n keys with their placeholders, for the card. */
  effects: spec.array(spec.object({ key: spec.text(), data: spec.json() })),
  /** The maneuver's own choices: the defender's item to shatter, a charge's feet. */
  itemId: spec.text(),
  distanceFeet: spec.integer(0, { min: 0, max: 1000 }),
  /** Which attack of the round an attack-action maneuver used (0 for the first). */
  iterative: spec.integer(0, { min: 0, max: MAX_ATTACKS - 1 }),
});

export type ClassicManeuverRecord = Infer<typeof maneuverCardSchema>;

export const classicManeuverCard = classicFirstVersion(maneuverCardSchema);
