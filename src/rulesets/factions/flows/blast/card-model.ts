/** The blast card's ChatMessage data model, built from its spec. */
import { cardModel } from "../../../../foundry/cards/card-models";
import { factionsBlastCard } from "../../schema/blast-card";

export const FactionsBlastCardModel = cardModel(factionsBlastCard);

export const factionsBlastCardModels = { factionsBlast: FactionsBlastCardModel };

declare module "../../../../foundry/cards/card-models" {
  interface FrayCardModels {
    factionsBlast: typeof FactionsBlastCardModel;
  }
}
