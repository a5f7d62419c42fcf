/**
 * The facts a `factionsAttack` chat card keeps in its `system` data, a first sketch the attack flow
 * fills out: who attacked whom with what, the damage formula and its lines, the damage rolled, and
 * whether the GM undid it. Only the GM writes it.
 */
import { spec, type Infer } from "../../../core/schema/spec";
import { attackParties, modifierLines } from "../../../core/schema/card-fields";
import { factionsFirstVersion, schemaVersion } from "./common";

export const attackCardSchema = spec.object({
  schemaVersion: schemaVersion(),
  ...attackParties(),
  formula: spec.text(),
  lines: modifierLines(),
  /** The damage rolled; null until rolled. */
  damageRolled: spec.optionalInteger(null, { min: 0 }),
  undone: spec.boolean(false),
});

export type FactionsAttackRecord = Infer<typeof attackCardSchema>;

export const factionsAttackCard = factionsFirstVersion(attackCardSchema);
