/**
 * GM: the offer an attack of opportunity answers. In a started fight a player's attack "as an attack of
 * opportunity" must name the GM's own offer card (a GM-authored message, which only a GM may change) for
 * this watcher at this mover, from the engine's round now and not yet struck; the GM marks it struck once
 * the attack is accepted, so each provocation pays for one strike. Outside a started fight nothing is
 * offered and nothing is spent, and a GM may strike for a creature without an offer.
 */
import { isGmAuthored } from "../../../../foundry/cards/card-record";
import { engineRoundOf } from "../../../../foundry/combat/combat-engine";
import type { OpportunityOffer } from "./offer";

export interface OfferedStrike {
  message: ChatMessage.Implementation;
  offer: OpportunityOffer;
}

export interface StrikeAsked {
  offerId: string;
  watcherTokenUuid: string;
  moverTokenUuid: string;
}

/** The standing offer for this strike in this fight, or null (none, a player's copy, another pair, another round, struck). */
export function standingOffer(combat: Combat.Implementation, asked: StrikeAsked): OfferedStrike | null {
  const message = asked.offerId === "" ? undefined : game.messages?.get(asked.offerId);
  const offer = message?.flags.fray?.classicOpportunity;
  if (!message || !offer || !isGmAuthored(message)) return null;
  const fits = offer.watcherTokenUuid === asked.watcherTokenUuid && offer.moverTokenUuid === asked.moverTokenUuid;
  return fits && offer.struck !== true && offer.round === engineRoundOf(combat) ? { message, offer } : null;
}

/** GM: the offer has paid for its strike. */
export async function markStruck({ message, offer }: OfferedStrike): Promise<void> {
  await message.update({ flags: { fray: { classicOpportunity: { ...offer, struck: true } } } } as never);
}
