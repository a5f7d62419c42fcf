/** The test card's ChatMessage data model, built from its spec. */
import { cardModel } from "../../../../foundry/cards/card-models";
import { teamsTestCard } from "../../schema/test-card";

export const TeamsTestCardModel = cardModel(teamsTestCard);

export const teamsTestCardModels = { teamsTest: TeamsTestCardModel };

declare module "../../../../foundry/cards/card-models" {
  interface FrayCardModels {
    teamsTest: typeof TeamsTestCardModel;
  }
}
