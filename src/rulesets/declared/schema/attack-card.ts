/**
 * The facts a `declaredAttack` chat card keeps in its `system` data: who struck whom with what, the
 * GM's rolls and every line behind them, what they meant, and what the card's steps did since (the
 * damage roll, the damage type chosen, the hit applied with what it found before, the combat injury).
 * The card is rendered from this record alone; only the GM writes it.
 */
import { spec, type Infer } from "../../../core/schema/spec";
import { cardCreature, modifierLines } from "../../../core/schema/card-fields";
import { firstVersion, schemaVersion } from "./common";
import { DECLARED_DAMAGE_TYPES } from "../rules/combat/damage-types";
import { injury, INJURY_LIMBS } from "./injury";

export { cardCreature };
const lines = modifierLines;

export const ATTACK_MODES = ["melee", "ranged", "thrown"] as const;
export const ATTACK_RESULTS = ["miss", "hit", "critical"] as const;
export const DAMAGE_CHOOSERS = ["attacker", "gm"] as const;

const damageType = () => spec.choice(DECLARED_DAMAGE_TYPES, "blunt");

/** What the target was before the hit was applied: Undo writes it back. */
const before = () =>
  spec.object({
    stress: spec.integer(0),
    woundPoints: spec.integer(0),
    stabilized: spec.boolean(false),
    injuries: spec.array(injury()),
    /** Each attribute's damage. */
    attributeDamage: spec.record(spec.integer(0)),
    /** The wound and injury statuses its token showed. */
    statuses: spec.array(spec.text("", false)),
  });

export const attackCardSchema = spec.object({
  schemaVersion: schemaVersion(),
  attacker: cardCreature(),
  target: cardCreature(),
  /** The weapon item's id on the attacker, and its name when the attack was made. */
  weaponId: spec.text(),
  weaponName: spec.text(),
  mode: spec.choice(ATTACK_MODES, "melee"),
  /** This strike is a riposte (it offers none back). */
  riposte: spec.boolean(false),
  /** The target has riposted this attack. */
  riposted: spec.boolean(false),
  attack: spec.object({
    formula: spec.text(),
    natural: spec.integer(1, { min: 1, max: 20 }),
    total: spec.integer(0),
    /** The natural die, then level, attribute and situational lines. */
    lines: lines(),
  }),
  /** The target's Defense the attack was measured against; it hits when the total equals or beats it. */
  defense: spec.integer(10),
  defenseLines: lines(),
  result: spec.choice(ATTACK_RESULTS, "miss"),
  damage: spec.object({
    /** The dice to roll on a hit, Strength included. */
    formula: spec.text(),
    lines: lines(),
    multiplier: spec.integer(2, { min: 2, max: 4 }),
    /** The weapon's damage types; with two or more, `chooser` picks one. */
    choices: spec.array(damageType()),
    chooser: spec.nullable(spec.choice(DAMAGE_CHOOSERS, "gm")),
  }),
  /** The damage roll's total (before a critical multiplies it); null until rolled. */
  damageRolled: spec.optionalInteger(null),
  /** The type the hit is dealt and recorded as; null until chosen among the weapon's types. */
  damageType: spec.nullable(damageType()),
  /** The hit as the GM applied it; null until applied (and again after Undo). */
  applied: spec.nullable(
    spec.object({
      lines: lines(),
      toWounds: spec.integer(0, { min: 0 }),
      /** Wound-state notices (incapacitated, dying, dead, stabilization lost): i18n keys. */
      notices: spec.array(spec.text("", false)),
      /** The injury entry this hit added (its index in the target's list); null when none reached Wound Points. */
      injuryIndex: spec.optionalInteger(null, { min: 0 }),
      /** A critical that reached Wound Points: the GM's d% is still owed until `injury` is set. */
      injuryCheck: spec.boolean(false),
      before: before(),
    }),
  ),
  /** The GM's d% after a critical and, when it injures, the table's result. */
  injury: spec.nullable(
    spec.object({
      injured: spec.boolean(false),
      /** The d%, d20 and d4 lines. */
      lines: lines(),
      /** The row's name and effect keys; blank when none was rolled or the GM describes it. */
      name: spec.text(),
      effect: spec.text(),
      limb: spec.nullable(spec.choice(INJURY_LIMBS, "mainArm")),
      gmDescribes: spec.boolean(false),
      attributeDamage: spec.nullable(spec.object({ formula: spec.text(), total: spec.integer(0, { min: 0 }), attributes: spec.array(spec.text("", false)) })),
      /** The statuses its lasting effects put on the token. */
      statuses: spec.array(spec.text("", false)),
    }),
  ),
});

export type DeclaredAttackRecord = Infer<typeof attackCardSchema>;
export type CardLine = DeclaredAttackRecord["attack"]["lines"][number];

export const declaredAttackCard = firstVersion(attackCardSchema);
