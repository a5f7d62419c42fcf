/**
 * factions' round state on the Combat, under the ruleset id `factions` (the tracker's undo restores it with
 * the round): who holds whom after a grapple, by token UUID, with both names for the card. Other round
 * state of the ruleset belongs beside the holds here. Pure.
 */
import type { RulesetRoundType } from "../../../core/schema/round-state";
import { spec, type Infer } from "../../../core/schema/spec";

const uuid = () => spec.text("", false);

export const holdSchema = spec.object({ grabber: uuid(), grabbed: uuid(), grabberName: spec.text(), grabbedName: spec.text() });

const roundSchema = spec.object({ schemaVersion: spec.integer(1, { min: 1 }), holds: spec.array(holdSchema) });

export type FactionsHold = Infer<typeof holdSchema>;
export type FactionsRound = Infer<typeof roundSchema>;

export const FACTIONS_ROUND: RulesetRoundType<typeof roundSchema.fields> = { ruleset: "factions", schema: roundSchema, version: 1, migrations: [] };
