/**
 * The maneuver card's buttons: the defender's owner may make its Attack of Opportunity (the attack flow,
 * aimed at the aggressor); the GM goes on, with or without the −4 of a damaging AoO. Only while it waits.
 */
import { mayActFor } from "../../../../foundry/actors/may-act";
import { actorOfTokenOrSync } from "../../../../foundry/actors/resolve";
import { askGm } from "../../../../foundry/channel";
import type { CardButtons } from "../../../../foundry/cards";
import { warnUser } from "../../../../foundry/notify";
import type { ClassicManeuverRecord } from "../../schema/maneuver-card";
import { startClassicAttack } from "../attack/start-attack";
import { CLASSIC_MANEUVER_CARD } from "./card-type";
import { mainWeapon } from "./fighters";
import { MANEUVER_NOTICE } from "./keys";
import { MANEUVER_RESOLVE_COMMAND } from "./steps";

const defenderOf = (record: ClassicManeuverRecord) => actorOfTokenOrSync(record.defender.tokenUuid, record.defender.actorUuid);

async function opportunity(record: ClassicManeuverRecord): Promise<void> {
  const defender = defenderOf(record);
  const weapon = defender ? mainWeapon(defender) : null;
  if (!defender || !weapon) return warnUser(MANEUVER_NOTICE.noWeapon);
  await startClassicAttack(defender, weapon.id, { opportunity: true, targetTokenUuid: record.aggressor.tokenUuid });
}

/** The GM goes on; a refusal reaches it as the channel's notification. */
async function resolve(message: ChatMessage.Implementation, damaged: boolean): Promise<void> {
  await askGm(MANEUVER_RESOLVE_COMMAND, { messageId: message.id ?? "", damaged });
}

export const maneuverCardButtons: CardButtons<ClassicManeuverRecord> = {
  card: CLASSIC_MANEUVER_CARD,
  mayUse: (role, record, user) => role === "defender" && mayActFor(user, defenderOf(record)),
  open: (_action, record) => record.phase === "opportunity",
  click: async (action, message, record) => {
    if (action === "opportunity") return opportunity(record);
    return resolve(message, action === "resolveDamaged");
  },
};
