/** Those on the morale card who retreated and whom no chase card lists yet (by combatant id). Pure. */
import type { FactionsMoraleRecord } from "../../schema/morale-card";

export function retreatersToChase(record: FactionsMoraleRecord): string[] {
  const retreated = record.factions.flatMap((faction) => faction.members.filter((member) => member.fate === "retreat").map((member) => member.combatantId));
  return retreated.filter((id) => !record.chasedIds.includes(id));
}
