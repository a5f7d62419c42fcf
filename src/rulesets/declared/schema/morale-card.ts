/**
 * The facts a `declaredMorale` chat card keeps (whispered to the GMs at the end of a round): the
 * monsters that must check and why, each check's dice, lines and TN as the rules gave them when the
 * card was posted, and what the GM's roll or "obvious" made of it (holds, or breaks and flees or surrenders).
 */
import { spec, type Infer } from "../../../core/schema/spec";
import { firstVersion, schemaVersion } from "./common";

const line = () => spec.object({ key: spec.text("", false), value: spec.integer(0) });

export const MORALE_FATES = ["flees", "surrenders"] as const;
export const MORALE_TRIGGERS = ["bigHit", "outnumbered", "intimidated"] as const;

const monster = spec.object({
  combatantId: spec.text("", false),
  actorUuid: spec.text(),
  name: spec.text(),
  triggers: spec.array(spec.choice(MORALE_TRIGGERS, "bigHit")),
  formula: spec.text("3d6", false),
  lines: spec.array(line()),
  tn: spec.integer(11),
  tnLines: spec.array(line()),
  opposed: spec.boolean(false),
  /** The roll's total once the GM rolled; null before, and for an obvious outcome. */
  total: spec.optionalInteger(null),
  obvious: spec.boolean(false),
  /** Null until rolled or marked obvious. */
  holds: spec.nullable(spec.boolean(false)),
  /** What a broken monster does, as the GM picks; null until picked. */
  fate: spec.nullable(spec.choice(MORALE_FATES, "flees")),
});

export const moraleCardSchema = spec.object({
  schemaVersion: schemaVersion(),
  combatId: spec.text(),
  round: spec.integer(0, { min: 0 }),
  monsters: spec.array(monster),
});

export type DeclaredMoraleRecord = Infer<typeof moraleCardSchema>;
export type DeclaredMoraleMonster = DeclaredMoraleRecord["monsters"][number];

export const declaredMoraleCard = firstVersion(moraleCardSchema);
