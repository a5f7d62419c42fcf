/**
 * The facts a `classicAttack` chat card keeps: who struck whom with which weapon and which attack of
 * the round, the d20 and total, the confirmation roll of a threat, what it came to, the damage rolled
 * and whether it was applied. The card is drawn from this record; only the GM writes it.
 */
import { spec, type Infer } from "../../../core/schema/spec";
import { MAX_ATTACKS } from "../rules/character/base-attack";
import { classicFirstVersion, schemaVersion } from "./common";

const creature = () => spec.object({ actorUuid: spec.text(), tokenUuid: spec.text() });
const d20 = () => spec.integer(1, { min: 1, max: 20 });
const roll = () => spec.object({ natural: d20(), total: spec.integer(0) });

export const attackCardSchema = spec.object({
  schemaVersion: schemaVersion(),
  attacker: creature(),
  target: creature(),
  /** The weapon (or shield) item's id on the attacker. */
  weaponId: spec.text(),
  /** Which attack of the round: 0 for the first, up to the fourth. */
  iterative: spec.integer(0, { min: 0, max: MAX_ATTACKS - 1 }),
  attack: roll(),
  /** The second roll of a critical threat; null when there was none to confirm. */
  confirmation: spec.nullable(roll()),
  hit: spec.boolean(false),
  threat: spec.boolean(false),
  /** A confirmed threat. */
  critical: spec.boolean(false),
  /** The damage dealt (at least 1 on a hit); null until rolled. */
  damage: spec.optionalInteger(null, { min: 0 }),
  applied: spec.boolean(false),
});

export type ClassicAttackRecord = Infer<typeof attackCardSchema>;

export const classicAttackCard = classicFirstVersion(attackCardSchema);
