import { spec } from "../../../core/schema/spec";
import { DECLARED_DAMAGE_TYPES } from "../rules/combat/damage-types";
import { DECLARED_LIMB_LABEL } from "../rules/injuries/labels";
import type { Limb } from "../rules/injuries/combat-injury";

/** The arm or hand a combat injury can strike (a d4 on the table: 1–2 the main one, 3–4 the other). */
export const INJURY_LIMBS = Object.keys(DECLARED_LIMB_LABEL) as Limb[];

/** The most one hit can put on Wound Points and be worth recording. */
const INJURY_AMOUNT_MAX = 999;

/**
 * One hit that reached Wound Points: its damage type and amount (the Heal TN to stabilize reads the
 * highest), as the damage rules record it. A combat injury adds its name and lasting effect, each an
 * i18n key from the injury table or the GM's own words, and the limb it struck; a plain wound leaves
 * them blank and the limb null.
 */
export const injury = () =>
  spec.object({
    type: spec.choice(DECLARED_DAMAGE_TYPES, "blunt"),
    amount: spec.integer(1, { min: 0, max: INJURY_AMOUNT_MAX }),
    name: spec.text(),
    effect: spec.text(),
    limb: spec.nullable(spec.choice(INJURY_LIMBS, "mainArm")),
  });
