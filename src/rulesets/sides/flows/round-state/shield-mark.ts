/**
 * The active GM's side of the shield: when an attack card is created whose miss the target's
 * shield absorbed, the target's combatant marks its shield spent for the round (once per message).
 */
import { attackCardOf } from "../card-flags";
import { cardToken } from "../card-actors";
import { cardRollsOf } from "../card-message";
import { combatantEconomy } from "../attack-sources";
import { cardSpendsShield, spendShield } from "./shield-spent";

const handled = new Set<string>();

export const isActiveGm = (): boolean => game.users?.activeGM?.isSelf === true;

/** True when this card spent the shield now; false when it did not, or was already handled. */
export async function markShieldFromCard(message: ChatMessage.Implementation): Promise<boolean> {
  const id = message.id ?? "";
  if (!isActiveGm() || handled.has(id)) return false;
  const card = attackCardOf(message);
  const rolls = card ? cardRollsOf(message.rolls) : null;
  if (!card || !rolls || !cardSpendsShield(card, rolls)) return false;
  handled.add(id);
  const token = await cardToken(card, "target");
  const combatant = token?.combatant;
  const economy = combatantEconomy(token);
  const spent = economy ? spendShield(economy) : null;
  if (!combatant || !spent) return false;
  await combatant.update({ system: { economy: { ...spent } } } as Combatant.UpdateData);
  return true;
}
