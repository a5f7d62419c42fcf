/** The attack card's ChatMessage data model, built from its spec. */
import { cardModel } from "../../../../foundry/cards/card-models";
import { factionsAttackCard } from "../../schema/attack-card";

export const FactionsAttackCardModel = cardModel(factionsAttackCard);

export const factionsAttackCardModels = { factionsAttack: FactionsAttackCardModel };

declare module "../../../../foundry/cards/card-models" {
  interface FrayCardModels {
    factionsAttack: typeof FactionsAttackCardModel;
  }
}
