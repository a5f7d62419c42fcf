/**
 * When a fight ends (its combat deleted, or the GM's "After the fight" on the tracker), the active GM
 * gets a whispered after-fight card naming the fight's actors and who is out of it, with the "After
 * the fight: gear wear" button. A fight without factions creatures gets none.
 */
import { postCard } from "../../../../foundry/cards";
import { gmUserIds } from "../../../../foundry/users";
import { FACTIONS_SCHEMA_VERSION } from "../../schema/common";
import { factionsCreatureOf } from "../morale/morale-roster";
import { FACTIONS_AFTER_FIGHT_CARD } from "./after-fight-card";
import type { FactionsAfterFightRecord } from "../../schema/after-fight-card";
import { standingsOf } from "./standings";

export async function postAfterFightCard(combat: Combat.Implementation): Promise<ChatMessage.Implementation | null> {
  const fighters = combat.combatants.contents
    .filter((combatant) => factionsCreatureOf(combatant.actor) !== null)
    .map((combatant) => ({ tokenUuid: combatant.token?.uuid ?? "", actorUuid: combatant.actor?.uuid ?? "" }));
  if (fighters.length === 0) return null;
  const standings = standingsOf(combat.combatants.contents);
  const record: FactionsAfterFightRecord = { schemaVersion: FACTIONS_SCHEMA_VERSION, fighters, standings, rolled: false, formula: "", lines: [] };
  return postCard(FACTIONS_AFTER_FIGHT_CARD, record, [], { whisper: gmUserIds() });
}
