/**
 * The facts a `factionsBlast` chat card keeps in its `system` data: who set off what blast, the zone it
 * was aimed at (blank: no zones drawn, the attacker's targets), the WIT save to hit when one was needed,
 * a miss's deviation (the die, the neighbouring zones numbered, the face rolled) and the zone it landed in,
 * and every target with its protection, its dodge, the damage it took and how it stood before (for Undo).
 * Only the GM writes it.
 */
import { spec, type Infer } from "../../../core/schema/spec";
import { cardCreature, modifierLines } from "../../../core/schema/card-fields";
import { ATTACK_KINDS } from "./items";
import { attackCardSchema, EFFECTIVE_PROTECTIONS } from "./attack-card";
import { factionsFirstVersion, schemaVersion } from "./common";

const reasons = attackCardSchema.fields.witSaveBecause;
/** A d20 save as the attack card keeps it. */
const save = attackCardSchema.fields.dodgeSave;

const blastTarget = spec.object({
  ...cardCreature().fields,
  protection: spec.choice(EFFECTIVE_PROTECTIONS, "none"),
  /** Its dodge's AGI save; null: it did not dodge. */
  dodgeSave: save,
  /** Its counter (the one target of the blast who may): the attack card's exchange of blows; null: none. */
  counter: attackCardSchema.fields.counter,
  /** Its damage, rolled for it alone; null until rolled (or when it dodged). */
  damageRolled: spec.optionalInteger(null, { min: 0 }),
  lines: modifierLines(),
  /** The target as the blast found it (the attack card's snapshot): Undo puts it back. */
  applied: attackCardSchema.fields.applied,
});

/** A neighbouring zone a missed blast may land in, by die face, with its name as drawn. */
const deviationOption = spec.object({ face: spec.integer(1, { min: 1 }), zoneId: spec.text(), name: spec.text() });

export const blastCardSchema = spec.object({
  schemaVersion: schemaVersion(),
  attacker: cardCreature(),
  weaponId: spec.text(),
  weaponName: spec.text(),
  kind: spec.choice(ATTACK_KINDS, "melee"),
  /** The zone aimed at and its name; blank: no zones drawn. */
  aimedZone: spec.text(),
  aimedZoneName: spec.text(),
  witSaveBecause: reasons,
  witSave: save,
  hit: spec.boolean(false),
  /** A miss's deviation: the die, the neighbouring zones it numbers, and the face rolled (null: no die). */
  deviationDie: spec.text(),
  deviationOptions: spec.array(deviationOption),
  deviationFace: spec.optionalInteger(null, { min: 1 }),
  /** Where it went off and its name; blank: nowhere (a miss with no neighbour, or no zones drawn). */
  landedZone: spec.text(),
  landedZoneName: spec.text(),
  formula: spec.text(),
  penetratesCover: spec.boolean(false),
  targets: spec.array(blastTarget),
  /** Damage was rolled for every target still in the blast. */
  damageDone: spec.boolean(false),
  weaponBroke: spec.boolean(false),
  /** The weapon as the blast found it, for Undo (the first target's snapshot keeps the rest). */
  weaponCondition: attackCardSchema.fields.applied.of.fields.weaponCondition,
  weaponUsed: spec.boolean(false),
  /** The main action was spent in this fight's combatant (blank ids: nothing was spent). */
  combatId: spec.text(),
  combatantId: spec.text(),
  /** Targets whose turns went on a dodge (flows/card/reactor-turn.ts), for Undo. */
  reactors: attackCardSchema.fields.reactors,
  undone: spec.boolean(false),
});

export type FactionsBlastRecord = Infer<typeof blastCardSchema>;
export type BlastTargetRecord = FactionsBlastRecord["targets"][number];

export const factionsBlastCard = factionsFirstVersion(blastCardSchema);
