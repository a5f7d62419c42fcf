/**
 * The reach card: "<foe> came within <watcher>'s reach", whispered to the watcher's owners and the GMs,
 * with a "Riposte with <weapon>" button for each melee weapon while the riposte is still offered
 * (re-read on the GM's client whenever the card is drawn), and what came of it once taken.
 */
import type { Translate } from "../../../../core/rules-types";
import type { CardType } from "../../../../foundry/cards";
import { cardModel } from "../../../../foundry/cards/card-models";
import { translate } from "../../../../foundry/i18n";
import { declaredReachCard, type DeclaredReachRecord } from "../../schema/reach-card";
import { riposteChoice, riposteSides, type RiposteChoice } from "../card/riposte-offer";

export const DECLARED_REACH_CARD_TEMPLATE = "systems/fray/templates/declared/chat/reach-card.hbs";
export const REACH_RIPOSTE_ACTION = "riposte";
export const REACH_RIPOSTE_COMMAND = "declaredReachRiposte";
const K = "FRAY.Declared.Reach";

/** The watcher's riposte as the rules allow it now; null once taken or when either creature is gone. */
export function reachRiposte(record: DeclaredReachRecord): RiposteChoice | null {
  if (record.riposted) return null;
  const found = riposteSides(record.watcher.tokenUuid, record.mover.tokenUuid);
  return found ? riposteChoice(found, "entered") : null;
}

/** The card's words and buttons, from the record and the offer found for it. */
export function reachCardView(record: DeclaredReachRecord, offer: RiposteChoice | null, t: Translate) {
  const names = { watcher: record.watcher.name, mover: record.mover.name };
  const status = record.riposted ? t(`${K}.Card.Riposted`, names) : offer && !offer.ok ? t(offer.reason.key, offer.reason.data) : null;
  const weapons = offer?.ok ? offer.weapons : [];
  return {
    title: t(`${K}.Card.Title`, names),
    prompt: offer?.ok ? t(`${K}.Card.Prompt`, names) : null,
    status,
    riposted: record.riposted,
    buttons: weapons.map((weapon) => ({ action: REACH_RIPOSTE_ACTION, role: "watcher", weaponId: weapon.id, label: t("FRAY.Declared.Attack.Card.Button.Riposte", { weapon: weapon.name }) })),
  };
}

export async function renderReachCard(record: DeclaredReachRecord): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(DECLARED_REACH_CARD_TEMPLATE, reachCardView(record, reachRiposte(record), translate));
}

export const DECLARED_REACH_CARD: CardType<DeclaredReachRecord> = { type: "declaredReach", spec: declaredReachCard, render: renderReachCard };

export const DeclaredReachCardModel = cardModel(declaredReachCard);
export const declaredReachCardModels = { declaredReach: DeclaredReachCardModel };

declare module "../../../../foundry/cards/card-models" {
  interface FrayCardModels {
    declaredReach: typeof DeclaredReachCardModel;
  }
}
