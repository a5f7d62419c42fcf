/** The morale card's ChatMessage data model, built from its spec. */
import { cardModel } from "../../../../foundry/cards/card-models";
import { factionsMoraleCard } from "../../schema/morale-card";

export const FactionsMoraleCardModel = cardModel(factionsMoraleCard);

export const factionsMoraleCardModels = { factionsMorale: FactionsMoraleCardModel };

declare module "../../../../foundry/cards/card-models" {
  interface FrayCardModels {
    factionsMorale: typeof FactionsMoraleCardModel;
  }
}
