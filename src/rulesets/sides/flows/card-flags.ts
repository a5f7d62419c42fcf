/** Declares where the attack card keeps its data, so `message.flags.fray.attack` is typed. */
import type { AttackCardData } from "./attack-card-data";
import { isAttackCardData } from "./attack-card-data";

/** Fray's chat message flags; other cards add theirs by augmenting this interface. */
export interface FrayMessageFlags {
  attack?: AttackCardData;
}

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    ChatMessage: { fray?: FrayMessageFlags };
  }
}

export function attackCardOf(message: ChatMessage.Implementation): AttackCardData | null {
  const data: unknown = message.flags.fray?.attack;
  return isAttackCardData(data) ? data : null;
}
