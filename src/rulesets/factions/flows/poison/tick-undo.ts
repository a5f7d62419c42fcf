/**
 * The round's-end poison card's Undo (the GM's alone, on the GM's own card): the creature's health,
 * poison and incapacitation as the tick found them. The creature is read back from the card the GM wrote.
 */
import { refuse } from "../../../../core/rules-types";
import { actorOfTokenOr } from "../../../../foundry/actors/resolve";
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import { askGm } from "../../../../foundry/channel";
import type { CardButtons, CardStep } from "../../../../foundry/cards";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import type { FactionsPoisonTickRecord } from "../../schema/poison-tick-card";
import { POISON_REFUSAL, POISON_TICK_UNDO } from "./keys";
import { FACTIONS_POISON_TICK_CARD } from "./tick-card";

export const poisonTickUndoStep: CardStep<FactionsPoisonTickRecord> = {
  command: POISON_TICK_UNDO,
  refusals: { missing: { key: POISON_REFUSAL.tickMissing }, notGm: { key: POISON_REFUSAL.tickNotGm } },
  async run({ record, asker }) {
    if (!asker.isGM) return refuse(POISON_REFUSAL.tickGmOnly);
    if (record.undone) return refuse(POISON_REFUSAL.tickUndone);
    const actor = await actorOfTokenOr(record.tokenUuid || null, record.actorUuid);
    if (actor) {
      await actor.update({ system: { health: { value: record.before.health } } } as never);
      await setStatuses(actor, [FACTIONS_STATUS.poisoned], record.before.poisoned);
      await setStatuses(actor, [FACTIONS_STATUS.incapacitated], record.before.incapacitated);
    }
    return { ok: true, record: { ...record, undone: true } };
  },
};

/** Undo is the GM's button (the step refuses anyone else too). */
export const poisonTickButtons: CardButtons<FactionsPoisonTickRecord> = {
  card: FACTIONS_POISON_TICK_CARD,
  mayUse: () => false,
  open: (_action, record) => !record.undone,
  click: (action, message) => (action === "undo" ? askGm(POISON_TICK_UNDO, { messageId: message.id ?? "" }) : Promise.resolve()),
};
