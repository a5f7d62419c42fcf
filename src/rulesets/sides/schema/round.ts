/**
 * Sides' round state on the Combat, under the ruleset id `sides`: this round's Swarm Attack
 * declarations, who grapples whom, the last round whose end dealt grapple damage, and who screens
 * whom. Versioned and checked by its spec; version 1 is what sides kept unversioned in the Combat's
 * `flags.fray` (`swarm`, `grapples`, `grappleDamageRound`, `screens`) before it moved here. Pure.
 */
import type { RulesetRoundType } from "../../../core/schema/round-state";
import { spec, type Infer } from "../../../core/schema/spec";
import type { SizeClass } from "../rules/combat/opposed-check";

const id = () => spec.text("", false);
const count = () => spec.integer(0, { min: 0 });
const SIZES: readonly SizeClass[] = ["manSized", "largerHumanoid", "barelyPlausible", "implausible"];

const swarm = spec.object({ targetId: id(), round: count(), assailants: spec.array(id()), resolved: spec.boolean() });
/** Token UUIDs of grappler and defender, and the defender's size. */
const hold = spec.object({ grapplerId: id(), defenderId: id(), size: spec.choice(SIZES, "manSized") });
/** A screener protects a ward (token UUIDs) until the start of its combatant's next turn. */
const screen = spec.object({ screenerId: id(), wardId: id(), combatantId: id(), used: spec.object({ round: count(), count: count() }) });

const schema = spec.object({
  schemaVersion: spec.integer(1, { min: 1 }),
  /** One swarm per target; the round it belongs to (another round's book reads as empty). */
  swarmBook: spec.object({ round: count(), swarms: spec.array(swarm) }),
  grapples: spec.array(hold),
  grappleDamageRound: count(),
  screens: spec.array(screen),
});

export type SidesRound = Infer<typeof schema>;

/** What the flags held, each only when it was there (the rest starts as the spec's initial data). */
function fromLegacyFlags(flags: Record<string, unknown>): Record<string, unknown> | null {
  const legacy = { swarmBook: flags.swarm, grapples: flags.grapples, grappleDamageRound: flags.grappleDamageRound, screens: flags.screens };
  const present = Object.entries(legacy).filter(([, value]) => value !== undefined && value !== null);
  return present.length > 0 ? Object.fromEntries(present) : null;
}

export const SIDES_ROUND: RulesetRoundType<typeof schema.fields> = { ruleset: "sides", schema, version: 1, migrations: [], fromLegacyFlags };
