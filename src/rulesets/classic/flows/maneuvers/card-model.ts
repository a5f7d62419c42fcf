/** The maneuver card's ChatMessage data model, built from its spec. */
import { cardModel } from "../../../../foundry/cards/card-models";
import { classicManeuverCard } from "../../schema/maneuver-card";

export const ClassicManeuverCardModel = cardModel(classicManeuverCard);

export const classicManeuverCardModels = { classicManeuver: ClassicManeuverCardModel };

declare module "../../../../foundry/cards/card-models" {
  interface FrayCardModels {
    classicManeuver: typeof ClassicManeuverCardModel;
  }
}
