/** Combat skills: the ones the combat chapter adds to attack rolls. */
export const COMBAT_SKILLS = ["brawl", "stab", "shoot"] as const;
export type CombatSkill = (typeof COMBAT_SKILLS)[number];

/** The other skills a character may train (Exert, Sneak and Notice appear in the combat chapter). */
export const GENERAL_SKILLS = [
  "administer",
  "connect",
  "convince",
  "craft",
  "exert",
  "heal",
  "know",
  "lead",
  "magic",
  "notice",
  "perform",
  "pray",
  "ride",
  "sail",
  "sneak",
  "survive",
  "trade",
  "work",
] as const;
export type GeneralSkill = (typeof GENERAL_SKILLS)[number];

/** −1 means untrained; 4 is the most a character can reach. */
export const SKILL_MIN = -1;
export const SKILL_MAX = 4;

/** Highest level among the combat skills: how many attackers a screener can block per round. */
export function highestCombatSkill(levels: Record<CombatSkill, number>): number {
  return Math.max(...COMBAT_SKILLS.map((skill) => levels[skill]));
}
