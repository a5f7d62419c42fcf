/**
 * The reach card's one step and its button: the watcher's owner (or the GM) asks to riposte with a
 * weapon; the GM re-checks the offer, spends the Reaction and posts the riposte's attack card, through
 * the same strike as the attack card's riposte (flows/card/riposte.ts).
 */
import { refuse } from "../../../../core/rules-types";
import { mayActFor } from "../../../../foundry/actors/may-act";
import { actorOfTokenOrSync } from "../../../../foundry/actors/resolve";
import { askGm } from "../../../../foundry/channel";
import type { CardButtons, CardStep } from "../../../../foundry/cards";
import type { DeclaredReachRecord } from "../../schema/reach-card";
import { ATTACK_REFUSAL } from "../attack/keys";
import { strikeBack } from "../card/riposte";
import { riposteSides } from "../card/riposte-offer";
import { DECLARED_REACH_CARD, REACH_RIPOSTE_ACTION, REACH_RIPOSTE_COMMAND } from "./reach-card";

export const reachRiposteStep: CardStep<DeclaredReachRecord> = {
  command: REACH_RIPOSTE_COMMAND,
  refusals: { missing: { key: ATTACK_REFUSAL.badRequest }, notGm: { key: ATTACK_REFUSAL.notGmCard } },
  async run({ record, asker, payload }) {
    if (record.riposted) return refuse(ATTACK_REFUSAL.notOffered);
    const found = riposteSides(record.watcher.tokenUuid, record.mover.tokenUuid);
    const done = await strikeBack({ found, trigger: "entered", asker, weaponId: payload.weaponId, name: record.watcher.name });
    return done.ok ? { ok: true, record: { ...record, riposted: true } } : done;
  },
};

export const reachButtons: CardButtons<DeclaredReachRecord> = {
  card: DECLARED_REACH_CARD,
  mayUse: (role, record, user) => role === "watcher" && mayActFor(user, actorOfTokenOrSync(record.watcher.tokenUuid, record.watcher.actorUuid)),
  open: () => true,
  click: (action, message, _record, button) => (action === REACH_RIPOSTE_ACTION ? askGm(REACH_RIPOSTE_COMMAND, { messageId: message.id ?? "", weaponId: button.dataset.weaponId ?? "" }) : Promise.resolve()),
};
