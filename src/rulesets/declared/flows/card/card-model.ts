/** The attack card's ChatMessage data model, built from its spec. */
import { cardModel } from "../../../../foundry/cards/card-models";
import { declaredAttackCard } from "../../schema/attack-card";

export const DeclaredAttackCardModel = cardModel(declaredAttackCard);

export const declaredAttackCardModels = { declaredAttack: DeclaredAttackCardModel };

declare module "../../../../foundry/cards/card-models" {
  interface FrayCardModels {
    declaredAttack: typeof DeclaredAttackCardModel;
  }
}
