/** The data models of sides' chat cards (ChatMessage sub-types), built from their specs. */
import { cardModel } from "../../../foundry/cards/card-models";
import { sidesAttackCard, sidesManeuverCard, sidesOpportunityCard } from "../schema/cards";

export const SidesAttackCardModel = cardModel(sidesAttackCard);
export const SidesManeuverCardModel = cardModel(sidesManeuverCard);
export const SidesOpportunityCardModel = cardModel(sidesOpportunityCard);

export const sidesCardModels = { sidesAttack: SidesAttackCardModel, sidesManeuver: SidesManeuverCardModel, sidesOpportunity: SidesOpportunityCardModel };

declare module "../../../foundry/cards/card-models" {
  interface FrayCardModels {
    sidesAttack: typeof SidesAttackCardModel;
    sidesManeuver: typeof SidesManeuverCardModel;
    sidesOpportunity: typeof SidesOpportunityCardModel;
  }
}
