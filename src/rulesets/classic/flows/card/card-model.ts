/** The attack card's ChatMessage data model, built from its spec. */
import { cardModel } from "../../../../foundry/cards/card-models";
import { classicAttackCard } from "../../schema/attack-card";

export const ClassicAttackCardModel = cardModel(classicAttackCard);

export const classicAttackCardModels = { classicAttack: ClassicAttackCardModel };

declare module "../../../../foundry/cards/card-models" {
  interface FrayCardModels {
    classicAttack: typeof ClassicAttackCardModel;
  }
}
