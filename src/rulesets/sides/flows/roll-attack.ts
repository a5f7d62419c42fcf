/** Rolls the d20 as a Foundry Roll and posts the attack card with it (rolls[0]) and its data. */
import { ATTACK_CARD_VERSION, type AttackCardData } from "./attack-card-data";
import { cardRollsOf, renderAttackCard } from "./card-message";
import type { FrayMessageFlags } from "./card-flags";

/** "1d20 + 3", "1d20 - 2", "1d20": the total is the d20 plus every planned modifier. */
export function d20Formula(bonus: number): string {
  if (bonus === 0) return "1d20";
  return `1d20 ${bonus > 0 ? "+" : "-"} ${Math.abs(bonus)}`;
}

export type NewAttackCard = Omit<AttackCardData, "version" | "reactions" | "applied">;

/**
 * Returns the posted message's id (null when nothing was posted). `extraFlags` ride along under
 * `flags.fray` (a shove or grapple attempt marks its attack card).
 */
export async function postAttackCard(
  data: NewAttackCard,
  totalBonus: number,
  speakerToken: TokenDocument.Implementation | null,
  extraFlags: Omit<FrayMessageFlags, "attack"> = {},
): Promise<string | null> {
  const card: AttackCardData = { version: ATTACK_CARD_VERSION, ...data, reactions: { totalDefense: false, snapInterrupted: false }, applied: [] };
  const roll = await new foundry.dice.Roll(d20Formula(totalBonus)).evaluate();
  const rolls = cardRollsOf([roll]);
  if (!rolls) return null;
  const content = await renderAttackCard(card, rolls);
  const message = await ChatMessage.create({
    content,
    rolls: [roll],
    flags: { fray: { ...extraFlags, attack: card } },
    speaker: ChatMessage.getSpeaker(speakerToken ? { token: speakerToken } : {}),
  });
  return message?.id ?? null;
}
