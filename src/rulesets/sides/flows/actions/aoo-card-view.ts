/** What an Attack of Opportunity card shows, as plain strings from its record and a translate function (pure). */
import type { Translate } from "../../../../core/rules-types";
import { actionDefinition } from "../../rules/combat/action-table";
import type { OpportunityCardData } from "./aoo-card-data";
import { CHAT_KEYS } from "./keys";

export interface OpportunityFoeView {
  tokenUuid: string;
  name: string;
  img: string;
  /** Struck already: the row keeps its name and loses its button. */
  struck: boolean;
}

// A type, not an interface: renderTemplate takes an object with an index signature.
export type OpportunityCardView = {
  title: string;
  /** Empty for a card from before cards were typed, which did not record the provoking action. */
  intro: string;
  moverUuid: string;
  foes: OpportunityFoeView[];
};

export function buildOpportunityCardView(card: OpportunityCardData, t: Translate): OpportunityCardView {
  return {
    title: t(CHAT_KEYS.aooTitle),
    intro: card.action ? t(CHAT_KEYS.aooIntro, { mover: card.moverName, action: t(actionDefinition(card.action).label) }) : "",
    moverUuid: card.moverUuid,
    foes: card.foes.map((foe) => ({ tokenUuid: foe.tokenUuid, name: foe.name, img: foe.img, struck: card.struck.includes(foe.tokenUuid) })),
  };
}
