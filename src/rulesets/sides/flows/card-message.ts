/** An attack card's chat message: its rolls as the rules read them, and its content re-rendered. */
import type { AttackCardData } from "./attack-card-data";
import { buildAttackCardView } from "./attack-card-view";
import type { CardRolls } from "./card-resolution";
import { ATTACK_CARD_TEMPLATE } from "./templates";
import { translate } from "./translate";

/** rolls[0] is the attack roll (its first die, a single d20, gives the face), rolls[1] the damage roll once rolled. */
export function cardRollsOf(rolls: readonly Roll[]): CardRolls | null {
  const d20 = rolls[0]?.dice[0]?.total;
  if (d20 === undefined) return null;
  const damage = rolls[1]?.total;
  return { d20, damage: typeof damage === "number" ? damage : null };
}

export async function renderAttackCard(card: AttackCardData, rolls: CardRolls): Promise<string> {
  const view = buildAttackCardView(card, rolls, translate);
  return view ? foundry.applications.handlebars.renderTemplate(ATTACK_CARD_TEMPLATE, view) : "";
}

/** Stores a changed card (and optionally a new damage roll) with freshly rendered content. */
export async function updateAttackCard(message: ChatMessage.Implementation, card: AttackCardData, damageRoll?: Roll): Promise<void> {
  const rolls = damageRoll ? [...message.rolls.slice(0, 1), damageRoll] : message.rolls;
  const cardRolls = cardRollsOf(rolls);
  if (!cardRolls) return;
  const content = await renderAttackCard(card, cardRolls);
  await message.update({ content, rolls: rolls.map((roll) => JSON.stringify(roll)), flags: { fray: { attack: card } } });
}
