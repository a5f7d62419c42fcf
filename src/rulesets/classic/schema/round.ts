/**
 * Classic's round state on the Combat, under the ruleset id `classic` (undo restores it with the round):
 * who holds whom in a grapple and how many rounds a submission hold has lasted, and who has swallowed whom
 * and for how many full rounds. Pure.
 */
import type { RulesetRoundType } from "../../../core/schema/round-state";
import { spec, type Infer } from "../../../core/schema/spec";

const uuid = () => spec.text("", false);
const count = () => spec.integer(0, { min: 0, max: 1000 });

/** Actor UUIDs of the holder and the held; rounds a submission hold has been won in a row. */
export const holdSchema = spec.object({ aggressor: uuid(), defender: uuid(), submissionRounds: count() });
/** Actor UUIDs of the swallower and the swallowed; full rounds spent inside; the last round counted; damage dealt from inside. */
export const swallowSchema = spec.object({ swallower: uuid(), swallowed: uuid(), rounds: count(), countedRound: count(), dealtInside: spec.integer(0, { min: 0 }) });

const schema = spec.object({
  schemaVersion: spec.integer(1, { min: 1 }),
  holds: spec.array(holdSchema),
  swallowed: spec.array(swallowSchema),
});

export type ClassicRound = Infer<typeof schema>;
export type ClassicHold = Infer<typeof holdSchema>;

export const CLASSIC_ROUND: RulesetRoundType<typeof schema.fields> = { ruleset: "classic", schema, version: 1, migrations: [] };
