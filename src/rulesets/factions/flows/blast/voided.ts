/** A counter voided the blast: its attacker fell to the counter before the blast went off, so it hits nobody (docs/rules-notes.md). */
import type { FactionsBlastRecord } from "../../schema/blast-card";

export const blastVoided = (record: FactionsBlastRecord) => record.targets.some((target) => target.counter !== null && !target.counter.hitLands);
