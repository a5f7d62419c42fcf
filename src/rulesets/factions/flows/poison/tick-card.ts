/**
 * The round's-end poison line as a card of the shared pipeline: a `factionsPoisonTick` ChatMessage
 * rendered from its record alone (the save, what came of it) with the GM's Undo; its data model.
 */
import type { Translate } from "../../../../core/rules-types";
import type { CardType } from "../../../../foundry/cards";
import { cardModel } from "../../../../foundry/cards/card-models";
import { translate } from "../../../../foundry/i18n";
import { factionsPoisonTickCard, type FactionsPoisonTickRecord } from "../../schema/poison-tick-card";
import { POISON_TEXT } from "./keys";

export const POISON_TICK_TEMPLATE = "systems/fray/templates/factions/chat/poison-tick-card.hbs";

export interface PoisonTickView {
  line: string;
  outcome: string;
  undo: string;
  undone: string;
}

export function buildPoisonTickView(record: FactionsPoisonTickRecord, t: Translate): PoisonTickView {
  return {
    line: t(POISON_TEXT.tick, { name: record.name, natural: record.natural, score: record.score }),
    outcome: t(record.reason.key, record.reason.data),
    undo: record.undone ? "" : t(POISON_TEXT.tickUndo),
    undone: record.undone ? t(POISON_TEXT.tickUndone, { name: record.name }) : "",
  };
}

export const FACTIONS_POISON_TICK_CARD: CardType<FactionsPoisonTickRecord> = {
  type: "factionsPoisonTick",
  spec: factionsPoisonTickCard,
  render: (record) => foundry.applications.handlebars.renderTemplate(POISON_TICK_TEMPLATE, { ...buildPoisonTickView(record, translate) }),
};

export const FactionsPoisonTickCardModel = cardModel(factionsPoisonTickCard);

export const factionsPoisonTickCardModels = { factionsPoisonTick: FactionsPoisonTickCardModel };

declare module "../../../../foundry/cards/card-models" {
  interface FrayCardModels {
    factionsPoisonTick: typeof FactionsPoisonTickCardModel;
  }
}
