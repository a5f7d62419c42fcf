/** The chase card's ChatMessage data model, built from its spec. */
import { cardModel } from "../../../../foundry/cards/card-models";
import { factionsChaseCard } from "../../schema/chase-card";

export const FactionsChaseCardModel = cardModel(factionsChaseCard);

export const factionsChaseCardModels = { factionsChase: FactionsChaseCardModel };

declare module "../../../../foundry/cards/card-models" {
  interface FrayCardModels {
    factionsChase: typeof FactionsChaseCardModel;
  }
}
