/**
 * What each side adds to its d20 in a maneuver's opposed roll, by the roll's kind: Strength, Dexterity,
 * the grapple modifier (or Escape Artist where the chapter allows it), the attack bonus, or Beguile against
 * the level check. No Beguile skill is stored yet: Fray reads it as the Charisma modifier (rules-notes).
 */
import { bestEscape } from "../character/grapple";
import { CLASSIC_MANEUVERS, type ClassicManeuver } from "./maneuver-table";

export interface OpposedFacts {
  str: number;
  dex: number;
  cha: number;
  wis: number;
  hitDice: number;
  grapple: number;
  escapeArtist: number;
  /** The attack bonus of the attack this maneuver uses (the defender's first). */
  attackBonus: number;
}

/** The level check a feigned strike's target rolls: HD + Wisdom modifier. */
const levelCheck = (facts: OpposedFacts): number => facts.hitDice + facts.wis;

/**
 * The aggressor's and defender's modifiers for this maneuver's opposed roll, or null when it has none.
 * Escaping a grapple is the held creature's roll: it may use Escape Artist, its holder grapples.
 */
export function opposedModifiers(maneuver: ClassicManeuver, aggressor: OpposedFacts, defender: OpposedFacts): { aggressor: number; defender: number } | null {
  const row = CLASSIC_MANEUVERS[maneuver];
  switch (row.opposed) {
    case null:
      return null;
    case "strength":
      return { aggressor: aggressor.str, defender: defender.str };
    case "dexterity":
      return { aggressor: aggressor.dex, defender: defender.dex };
    case "attack":
      return { aggressor: aggressor.attackBonus, defender: defender.attackBonus };
    case "beguile":
      return { aggressor: aggressor.cha, defender: levelCheck(defender) };
    case "grapple": {
      if (maneuver === "grappleEscape") return { aggressor: bestEscape(aggressor.grapple, aggressor.escapeArtist).modifier, defender: defender.grapple };
      const resisted = row.defenderMayEscapeArtist ? bestEscape(defender.grapple, defender.escapeArtist).modifier : defender.grapple;
      return { aggressor: aggressor.grapple, defender: resisted };
    }
  }
}
