/**
 * The morale step's card, whispered to the GMs at the end of a round: exactly the monsters that must
 * check, with their reasons. A combat with no monster in it gets no card.
 */
import { postCard } from "../../../../foundry/cards";
import { gmUserIds } from "../../../../foundry/users";
import { DECLARED_SCHEMA_VERSION } from "../../schema/common";
import type { DeclaredMoraleRecord } from "../../schema/morale-card";
import { roundNotes } from "../round/round-notes";
import { isDeclaredMonster } from "../round/creature";
import { MORALE_CARD } from "./morale-card";
import { monstersToCheck } from "./morale-roster";

export async function postMoraleCard(combat: Combat.Implementation, round: number): Promise<ChatMessage.Implementation | null> {
  if (!combat.combatants.contents.some((combatant) => isDeclaredMonster(combatant.actor))) return null;
  const record: DeclaredMoraleRecord = {
    schemaVersion: DECLARED_SCHEMA_VERSION,
    combatId: combat.id ?? "",
    round,
    monsters: monstersToCheck(combat, roundNotes(combat, round)),
  };
  return postCard(MORALE_CARD, record, [], { whisper: gmUserIds() });
}
