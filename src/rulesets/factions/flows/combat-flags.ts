/** What the factions shell keeps on a Combat (flags the GM alone writes): the after-fight step once run, the chaos countdowns. */
import type { DeclarationCountdown } from "../rules/chaos/declaration-countdown";

/** One timed turn: the GM's start, the player's declaration (null: not yet) and the budget at the start (JSON). */
export interface StoredCountdown extends DeclarationCountdown {
  combatantId: string;
  declaredAt: number | null;
  budgetAtStart: string;
}

export type StoredCountdowns = StoredCountdown[];

export const FACTIONS_COMBAT_FLAG = {
  afterFightRun: "factionsAfterFightRun",
  countdowns: "factionsChaos",
} as const;

declare module "../../../foundry/combat/combat-flags" {
  interface FrayCombatFlags {
    factionsAfterFightRun?: boolean;
    factionsChaos?: StoredCountdowns;
  }
}
