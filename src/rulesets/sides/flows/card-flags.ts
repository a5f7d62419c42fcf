/** Declares where the attack card keeps its data, so `message.flags.fray.attack` is typed. */
import type { AttackCardData } from "./attack-card-data";
import { isAttackCardData } from "./attack-card-data";

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    ChatMessage: { fray?: { attack?: AttackCardData } };
  }
}

export function attackCardOf(message: ChatMessage.Implementation): AttackCardData | null {
  const data: unknown = message.flags.fray?.attack;
  return isAttackCardData(data) ? data : null;
}
