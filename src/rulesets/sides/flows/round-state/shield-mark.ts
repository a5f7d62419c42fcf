/**
 * The shield: when the GM's attack handler has created a card whose miss the target's shield
 * absorbed, the target's combatant marks its shield spent for the round. Only the GM's own new
 * card spends it, so a copy of a card (or a player's message) spends nobody's shield.
 */
import { attackCardOf } from "../card-flags";
import { cardToken } from "../card-actors";
import { cardRollsOf } from "../card-message";
import { combatantEconomy } from "../attack-sources";
import { cardSpendsShield, spendShield } from "./shield-spent";
import { storeEconomy } from "../../../../foundry/combat/round-budget";

/** True when this card spent the shield now; false when it did not. */
export async function markShieldFromCard(message: ChatMessage.Implementation): Promise<boolean> {
  const card = attackCardOf(message);
  const rolls = card ? cardRollsOf(message.rolls) : null;
  if (!card || !rolls || !cardSpendsShield(card, rolls)) return false;
  const token = await cardToken(card, "target");
  const combatant = token?.combatant;
  const economy = combatantEconomy(token);
  const spent = economy ? spendShield(economy) : null;
  if (!combatant || !spent) return false;
  await storeEconomy(combatant, spent);
  return true;
}
