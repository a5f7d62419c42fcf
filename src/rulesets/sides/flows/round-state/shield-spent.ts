/** Whether an attack card's miss spent its target's shield, and the round that leaves. Pure. */
import type { RoundActions } from "../../rules/combat/action-economy";
import type { AttackCardData } from "../attack-card-data";
import { resolveCard, type CardRolls } from "../card-resolution";

/** The card's own resolution says the target's shield ignored this miss's Shock. */
export function cardSpendsShield(card: AttackCardData, rolls: CardRolls): boolean {
  const resolution = resolveCard(card, rolls);
  return resolution.ok && resolution.shock?.shieldAbsorbed === true;
}

/** The round with the shield spent; null when it already was (nothing to write). */
export function spendShield(state: RoundActions): RoundActions | null {
  return state.shieldUsed ? null : { ...state, shieldUsed: true };
}
