/**
 * What `declared` keeps on the Combat for the current round, under its ruleset id: the biggest single
 * hit to Wound Points each combatant took and the best Intimidation result against each monster (the
 * morale step reads both), and the last round whose end was dealt with (the bleeding and the morale
 * card), which the shell keeps through undo so a round's end never happens twice. Pure.
 */
import type { RulesetRoundType } from "../../../core/schema/round-state";
import { spec, type Infer } from "../../../core/schema/spec";
import { schemaVersion } from "./common";

const id = () => spec.text("", false);
const count = () => spec.integer(0, { min: 0 });

const schema = spec.object({
  schemaVersion: schemaVersion(),
  /** The round the notes belong to: another round's notes read as none. */
  round: count(),
  woundHits: spec.array(spec.object({ combatantId: id(), wound: count() })),
  intimidations: spec.array(spec.object({ combatantId: id(), total: spec.integer(0, { min: -99, max: 999 }) })),
  roundEndDone: count(),
});

export type DeclaredRound = Infer<typeof schema>;

export const DECLARED_ROUND: RulesetRoundType<typeof schema.fields> = { ruleset: "declared", schema, version: 1, migrations: [] };
