/** The morale card's ChatMessage data model, built from its spec. */
import { cardModel } from "../../../../foundry/cards/card-models";
import { declaredMoraleCard } from "../../schema/morale-card";

export const DeclaredMoraleCardModel = cardModel(declaredMoraleCard);

export const declaredMoraleCardModels = { declaredMorale: DeclaredMoraleCardModel };

declare module "../../../../foundry/cards/card-models" {
  interface FrayCardModels {
    declaredMorale: typeof DeclaredMoraleCardModel;
  }
}
