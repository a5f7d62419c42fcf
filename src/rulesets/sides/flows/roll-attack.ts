/** Rolls the d20 as a Foundry Roll and posts the attack card with it (rolls[0]) and its record. */
import { LANE_ROLL } from "../../../foundry/roll-dice";
import { withBonus } from "../../../core/dice/formula";
import { postCard } from "../../../foundry/cards";
import { SIDES_CARD_VERSION } from "../schema/cards";
import type { AttackCardData } from "./attack-card-data";
import { ATTACK_CARD } from "./card-message";

export type NewAttackCard = Omit<AttackCardData, "schemaVersion" | "reactions" | "applied" | "screen">;

/** Returns the posted message's id (null when nothing was posted). */
export async function postAttackCard(data: NewAttackCard, totalBonus: number, speakerToken: TokenDocument.Implementation | null): Promise<string | null> {
  const card: AttackCardData = { schemaVersion: SIDES_CARD_VERSION, ...data, reactions: { totalDefense: false, snapInterrupted: false }, applied: [], screen: null };
  // "1d20 + 3": the total is the d20 plus every planned modifier.
  const roll = await new foundry.dice.Roll(withBonus("1d20", totalBonus, true)).evaluate(LANE_ROLL);
  const message = await postCard(ATTACK_CARD, card, [roll], {
    speaker: ChatMessage.getSpeaker(speakerToken ? { token: speakerToken } : {}),
  });
  return message?.id ?? null;
}
