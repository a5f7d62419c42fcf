/**
 * The reactions the card offers the target, from the pure attackReactions: after the WIT save (a miss
 * offers none) and before damage; never to a target that did not see a concealed attacker coming, that
 * already took its turn this round, or that is down. Dodge and counter are offered; hiding behind
 * someone is not on the card yet.
 */
import { attackReactions } from "../../rules/reactions/attack-reactions";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { CARD_REACTIONS } from "../../schema/attack-card";
import type { FactionsFighter } from "../attack/fighters";
import { tookTurnThisRound } from "./reactor-turn";

const DOWN = [FACTIONS_STATUS.incapacitated, FACTIONS_STATUS.dead, FACTIONS_STATUS.surrendered, FACTIONS_STATUS.fled];

export function reactionsOffered(record: FactionsAttackRecord, attacker: FactionsFighter, target: FactionsFighter): FactionsAttackRecord["reactions"] {
  if (!record.hit || record.finalBlow) return [];
  const witSaveToHit = record.witSave === null ? "none" : record.witSave.passed ? "passed" : "failed";
  const offered = attackReactions(
    { witSaveToHit, stunt: "none", damageRolled: false, opportunity: false },
    {
      aware: !attacker.actor.statuses.has(FACTIONS_STATUS.concealed),
      tookTurnThisRound: tookTurnThisRound(target.token),
      able: !DOWN.some((id) => target.actor.statuses.has(id)) && target.system.health.value > 0,
      guarding: false,
      // Armed or not, a target can always strike back at whoever struck it (rules-notes).
      canAttackAttacker: true,
      counterTakenByAnother: false,
      shieldsNearby: 0,
    },
  );
  return offered.ok ? CARD_REACTIONS.filter((reaction) => offered.offered.includes(reaction)) : [];
}
