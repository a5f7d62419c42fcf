/** The after-fight card's ChatMessage data model, built from its spec. */
import { cardModel } from "../../../../foundry/cards/card-models";
import { factionsAfterFightCard } from "../../schema/after-fight-card";

export const FactionsAfterFightCardModel = cardModel(factionsAfterFightCard);

export const factionsAfterFightCardModels = { factionsAfterFight: FactionsAfterFightCardModel };

declare module "../../../../foundry/cards/card-models" {
  interface FrayCardModels {
    factionsAfterFight: typeof FactionsAfterFightCardModel;
  }
}
