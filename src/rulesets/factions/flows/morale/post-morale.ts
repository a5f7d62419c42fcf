/**
 * The morale step's card, whispered to the GMs: exactly the factions that must check, with their
 * reasons. Posted only when one must check (a quiet morale step says nothing).
 */
import { postCard } from "../../../../foundry/cards";
import { translate } from "../../../../foundry/i18n";
import { gmUserIds } from "../../../../foundry/users";
import { FACTIONS_SCHEMA_VERSION } from "../../schema/common";
import { FACTIONS_MORALE_CARD } from "./morale-card";
import type { FactionsMoraleRecord } from "../../schema/morale-card";
import { factionsToCheck } from "./morale-roster";

export async function postFactionsMoraleCard(combat: Combat.Implementation, round: number): Promise<ChatMessage.Implementation | null> {
  const factions = factionsToCheck(combat, translate);
  if (factions.length === 0) return null;
  const record: FactionsMoraleRecord = { schemaVersion: FACTIONS_SCHEMA_VERSION, combatId: combat.id ?? "", round, factions, chasedIds: [] };
  return postCard(FACTIONS_MORALE_CARD, record, [], { whisper: gmUserIds() });
}
