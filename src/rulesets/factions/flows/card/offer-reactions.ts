/**
 * The reactions the card offers, from the pure attackReactions: after the WIT save (a miss offers none)
 * and before damage; never against an opportunity attack, to a target that did not see a concealed
 * attacker coming, that already took its turn this round, that is down, or that guards (its reaction is
 * spent). Dodge and counter are buttons; hiding behind is one button per character on its side it may
 * hide behind; guarding is offered to the owners of its companions who still have their turn
 * (redirect-offers.ts).
 */
import { attackReactions } from "../../rules/reactions/attack-reactions";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { CARD_REACTIONS } from "../../schema/attack-card";
import type { FactionsFighter } from "../attack/fighters";
import { ableToReact } from "./reactor-state";
import { tookTurnThisRound } from "./reactor-turn";
import { momentOf } from "./attack-moment";
import { redirectOffers } from "./redirect-offers";

type Record = FactionsAttackRecord;

/** The record with what its target is offered now: reactions, characters to hide behind, guardians. */
export function offerReactions(record: Record, attacker: FactionsFighter, target: FactionsFighter): Record {
  const none = { ...record, reactions: [], shields: [], guardians: [], reaction: "none" as const };
  if (!record.hit || record.finalBlow) return none;
  const aware = !attacker.actor.statuses.has(FACTIONS_STATUS.concealed);
  const { shields, guardians } = redirectOffers(record, target, aware);
  const offered = attackReactions(momentOf(record), {
    aware,
    tookTurnThisRound: tookTurnThisRound(target.token),
    able: ableToReact(target),
    guarding: record.guarding,
    // Armed or not, a target can always strike back at whoever struck it (rules-notes).
    canAttackAttacker: true,
    counterTakenByAnother: false,
    shieldsNearby: shields.length,
  });
  if (!offered.ok) return { ...none, guardians };
  const reactions = CARD_REACTIONS.filter((reaction) => offered.offered.includes(reaction));
  const hide = offered.offered.includes("hideBehind") ? shields : [];
  return { ...record, reactions, shields: hide, guardians, reaction: reactions.length + hide.length > 0 ? "offered" : "none" };
}
