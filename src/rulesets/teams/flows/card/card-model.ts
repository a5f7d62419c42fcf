/** The attack card's ChatMessage data model, built from its spec. */
import { cardModel } from "../../../../foundry/cards/card-models";
import { teamsAttackCard } from "../../schema/cards";

export const TeamsAttackCardModel = cardModel(teamsAttackCard);

export const teamsAttackCardModels = { teamsAttack: TeamsAttackCardModel };

declare module "../../../../foundry/cards/card-models" {
  interface FrayCardModels {
    teamsAttack: typeof TeamsAttackCardModel;
  }
}
