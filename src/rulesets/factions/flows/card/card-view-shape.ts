/** What the factions attack card shows, as the views (the card's own and the stunt, redirect and non-lethal wrappers) build it. */
import type { CardButtonView as SharedButtonView, CardLineView } from "../../../../foundry/cards/card-view";
import type { CardAction } from "./actions";

type CardButtonView = SharedButtonView<CardAction>;

export interface FactionsCardView {
  title: string;
  weapon: string;
  witBecause: string[];
  witSave: string;
  outcome: string;
  hit: boolean;
  impaired: string;
  formula: string;
  lines: CardLineView[];
  /** What the target did about it: reactions on offer, none taken, its dodge or its counter. */
  reaction: string[];
  counterLines: CardLineView[];
  afterHit: string[];
  undone: string;
  buttons: CardButtonView[];
}

