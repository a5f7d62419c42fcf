/**
 * The facts a `factionsMorale` chat card keeps (whispered to the GMs at the morale step): each faction
 * that must check and why, its members who roll and who are exempt (and why), each roller's d20 and
 * WIT save once the GM rolled, and what each one whose morale broke did (surrendered or retreated).
 */
import { spec, type Infer } from "../../../core/schema/spec";
import { factionsFirstVersion, schemaVersion } from "./common";

export const MORALE_TRIGGERS = ["halved", "loneWounded"] as const;
export const MORALE_EXEMPTIONS = ["none", "immuneToFear", "passedMorale", "notFighting"] as const;
export const MORALE_FATES = ["surrender", "retreat"] as const;

const member = spec.object({
  combatantId: spec.text("", false),
  name: spec.text(),
  /** "none": this member rolls. */
  exempt: spec.choice(MORALE_EXEMPTIONS, "none"),
  /** The d20 once rolled; null before. */
  roll: spec.optionalInteger(null, { min: 1, max: 20 }),
  score: spec.integer(0),
  /** The WIT save's result; null until rolled. */
  passed: spec.nullable(spec.boolean(false)),
  /** What one whose morale broke did, as the GM picked; null until picked. */
  fate: spec.nullable(spec.choice(MORALE_FATES, "surrender")),
});

export const factionsMoraleCardSchema = spec.object({
  schemaVersion: schemaVersion(),
  combatId: spec.text(),
  round: spec.integer(0, { min: 0 }),
  factions: spec.array(
    spec.object({
      key: spec.text("", false),
      label: spec.text(),
      trigger: spec.choice(MORALE_TRIGGERS, "halved"),
      rolled: spec.boolean(false),
      members: spec.array(member),
    }),
  ),
  /** Those who retreated and whom the GM's Chase already put on a chase card (flows/morale/morale-chase.ts). */
  chasedIds: spec.array(spec.text("", false)),
});

export type FactionsMoraleRecord = Infer<typeof factionsMoraleCardSchema>;
export type FactionsMoraleFaction = FactionsMoraleRecord["factions"][number];
export type FactionsMoraleMember = FactionsMoraleFaction["members"][number];

export const factionsMoraleCard = factionsFirstVersion(factionsMoraleCardSchema);
