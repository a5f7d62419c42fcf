/** What every step of the attack card shares: its refusals for a missing or non-GM card, and the roll's damage die. */
import { ATTACK_REFUSAL } from "../attack/keys";

export const REFUSALS = { missing: { key: ATTACK_REFUSAL.badRequest }, notGm: { key: ATTACK_REFUSAL.notGmCard } };

/** The face of the first die a roll threw (the weapon's damage die), from Foundry's Roll#dice. */
export const firstDie = (roll: Roll): number => (roll.dice[0]?.total as number | undefined) ?? 0;
