/**
 * What an Attack of Opportunity card records: the `system` data of a `sidesOpportunity` ChatMessage,
 * whose schema is `opportunityCardSchema` (schema/cards.ts). The GM checks every strike against this
 * record, never against anything a click sends.
 */
import type { Decision } from "../../../../core/rules-types";
import type { Infer } from "../../../../core/schema/spec";
import type { AttackMode } from "../../rules/combat/attack-plan";
import { opportunityStrike } from "../../rules/combat/attacks-of-opportunity";
import type { opportunityCardSchema } from "../../schema/cards";

export type OpportunityCardData = Infer<typeof opportunityCardSchema>;
export type OpportunityFoe = OpportunityCardData["foes"][number];

/** This foe's strike at that target on the card, as the rule allows it; the card after it counts the strike. */
export function strikeOnCard(card: OpportunityCardData, foeUuid: string, targetUuid: string, mode: AttackMode): Decision<{ card: OpportunityCardData }> {
  const offer = { moverId: card.moverUuid, foeIds: card.foes.map((foe) => foe.tokenUuid), struck: card.struck };
  const strike = opportunityStrike(offer, foeUuid, targetUuid, mode);
  return strike.ok ? { ok: true, card: { ...card, struck: [...card.struck, foeUuid] } } : strike;
}
