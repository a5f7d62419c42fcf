/**
 * Impaired damage. The chapter never says what it rolls; its family of games rolls a d4 whatever the
 * weapon, and some tables roll the weapon's dice twice and keep the lower: the world setting picks
 * (docs/rules-notes.md). Impairment never stacks: held back and concealed is impaired once.
 */
import type { RulesetSetting } from "../../../../core/ruleset/contract";
import { parseFormula } from "../../../../core/dice/formula";
import { FACTIONS_IMPAIRED_SETTING } from "./labels";

/** `d4`: the dice become a d4; `keepLower`: the dice are rolled twice and the lower total counts. */
export type ImpairedDamageReading = "d4" | "keepLower";

export const FACTIONS_IMPAIRED_DAMAGE_SETTING = {
  key: "factionsImpairedDamage",
  name: FACTIONS_IMPAIRED_SETTING.name,
  hint: FACTIONS_IMPAIRED_SETTING.hint,
  choices: { d4: FACTIONS_IMPAIRED_SETTING.d4, keepLower: FACTIONS_IMPAIRED_SETTING.keepLower },
  default: "d4",
} as const satisfies RulesetSetting & { choices: Record<ImpairedDamageReading, string> };

/** The world's stored value read as a reading; anything unknown falls back to the default. */
export function impairedReading(stored: string | undefined): ImpairedDamageReading {
  return stored === "keepLower" ? "keepLower" : "d4";
}

/** The formula impaired damage rolls, for a normal damage formula the parser reads ("1d8", "2d6+1"). */
export function impairedFormula(formula: string, reading: ImpairedDamageReading): string {
  if (reading === "d4") return "1d4";
  const parsed = parseFormula(formula);
  const die = parsed !== null && parsed.flat === 0 && parsed.dice.length === 1 ? parsed.dice[0] : undefined;
  // One die keeps the lower of two ("2d8kl"); anything else keeps the lower of two whole rolls (Foundry's dice pool).
  return die?.count === 1 ? `2d${die.faces}kl` : `{${formula}, ${formula}}kl`;
}
