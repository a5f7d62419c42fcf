/**
 * The attack card as a card type of the shared pipeline: a `sidesAttack` ChatMessage whose record is
 * its `system` data, whose rolls the rules read, and whose content is rendered from both.
 */
import { readCard, storeCard, type CardType } from "../../../foundry/cards";
import { isRecord } from "../../../core/schema/validate";
import { sidesAttackCard } from "../schema/cards";
import type { AttackCardData } from "./attack-card-data";
import { buildAttackCardView } from "./attack-card-view";
import type { CardRolls } from "./card-resolution";
import { ATTACK_CARD_TEMPLATE } from "./templates";
import { translate } from "../../../foundry/i18n";

/** rolls[0] is the attack roll (its first die, a single d20, gives the face), rolls[1] the damage roll once rolled. */
export function cardRollsOf(rolls: readonly Roll[]): CardRolls | null {
  const d20 = rolls[0]?.dice[0]?.total;
  if (d20 === undefined) return null;
  const damage = rolls[1]?.total;
  return { d20, damage: typeof damage === "number" ? damage : null };
}

/** The card's content: the one function that turns its record and rolls into HTML. */
export async function renderAttackCard(card: AttackCardData, rolls: readonly Roll[]): Promise<string> {
  const cardRolls = cardRollsOf(rolls);
  const view = cardRolls ? buildAttackCardView(card, cardRolls, translate) : null;
  return view ? foundry.applications.handlebars.renderTemplate(ATTACK_CARD_TEMPLATE, view) : "";
}

export const ATTACK_CARD: CardType<AttackCardData> = {
  type: "sidesAttack",
  spec: sidesAttackCard,
  legacy: {
    flags: ["attack", "maneuverAttempt", "screen"],
    // The attempt and the screen step were flags beside the record; they are fields of it now.
    read: (fray) => (isRecord(fray.attack) ? { ...fray.attack, maneuverAttempt: fray.maneuverAttempt ?? null, screen: fray.screen ?? null } : null),
  },
  render: renderAttackCard,
};

/** The attack card's record, or null for any other message (or a record the schema refuses). */
export function attackCardOf(message: ChatMessage.Implementation): AttackCardData | null {
  return readCard(message, ATTACK_CARD);
}

/** Stores a changed card (and optionally a new damage roll) with freshly rendered content. */
export async function updateAttackCard(message: ChatMessage.Implementation, card: AttackCardData, damageRoll?: Roll): Promise<void> {
  const rolls = damageRoll ? [...message.rolls.slice(0, 1), damageRoll] : message.rolls;
  if (!cardRollsOf(rolls)) return;
  await storeCard(message, ATTACK_CARD, card, rolls);
}
