/**
 * The numbers a `declared` sheet shows and the attack and going-down rules read, derived from what a
 * creature is rated in and the armour it wears: each attribute's score after damage and its modifier,
 * maximum Wound Points, how far down it is, Defense and Armour with their parts, its Stress dice and
 * its Base Initiative formula. Plain shapes in, plain numbers out; the schema's data fits them.
 */
import type { Decision, Modifier } from "../../../../core/rules-types";
import { DECLARED_ATTRIBUTES, effectiveScore, attributeModifier, type AttributeScore, type DeclaredAttribute } from "./attributes";
import { armourScore, defenseScore, type DefenseScore } from "./defense";
import { baseInitiativeFormula } from "./initiative";
import { stressDice, type StressDice } from "./stress";
import { maximumWoundPoints, type WoundPointsMaximum } from "./wound-points";
import { woundState, type DeclaredWoundState } from "../condition/wound-state";
import { DECLARED_CREATURE_LINE } from "./labels";

export interface DeclaredCreatureRatings {
  attributes: Readonly<Record<DeclaredAttribute, AttributeScore>>;
  hitDice: number;
  /** A character's class levels; a monster has none. */
  classLevels: number;
  /** Faces of the Stress die (8 for a d8). */
  stressDieFaces: number;
  /** Current Wound Points. */
  woundPoints: number;
  woundPointsBonus: number;
  /** The creature's own Defense bonus, before worn armour. */
  defenseBonus: number;
  /** Natural armour (a hide, scales). */
  armourBonus: number;
  stabilized: boolean;
}

/** An armour or shield item as the defence rules read it; only a worn one counts. */
export interface ArmourPiece {
  worn: boolean;
  defenseBonus: number;
  armourBonus: number;
}

export interface DerivedAttribute {
  /** The score after attribute damage. */
  effective: number;
  modifier: number;
}

export interface DeclaredDerived {
  attributes: Record<DeclaredAttribute, DerivedAttribute>;
  /** Maximum Wound Points and the lines behind it (Strength, bonus). */
  woundPoints: WoundPointsMaximum;
  woundState: DeclaredWoundState;
  defense: DefenseScore;
  /** Armour and its parts (natural, worn), zero parts left out. */
  armour: { value: number; lines: Modifier[] };
  /** What the GM rolls for maximum Stress, or why it cannot be rolled. */
  stress: Decision<StressDice>;
  /** Base Initiative as rolled: "1d12-2" for AGI +2. */
  initiative: string;
}

function deriveAttributes(attributes: DeclaredCreatureRatings["attributes"]): Record<DeclaredAttribute, DerivedAttribute> {
  const entries = DECLARED_ATTRIBUTES.map((id) => {
    const effective = effectiveScore(attributes[id]);
    return [id, { effective, modifier: attributeModifier(effective) }] as const;
  });
  return Object.fromEntries(entries) as Record<DeclaredAttribute, DerivedAttribute>;
}

const sumOf = (pieces: readonly ArmourPiece[], key: "defenseBonus" | "armourBonus") => pieces.reduce((sum, piece) => sum + piece[key], 0);

function armourLines(natural: number, worn: readonly ArmourPiece[]): { value: number; lines: Modifier[] } {
  const lines: Modifier[] = [
    { key: DECLARED_CREATURE_LINE.naturalArmour, value: natural },
    { key: DECLARED_CREATURE_LINE.wornArmour, value: sumOf(worn, "armourBonus") },
  ].filter((line) => line.value !== 0);
  return { value: armourScore(lines.map((line) => line.value)), lines };
}

// Stryker disable next-line ArrayDeclaration: a default of anything but no armour would be worn by no one
export function deriveDeclaredCreature(creature: DeclaredCreatureRatings, armour: readonly ArmourPiece[] = []): DeclaredDerived {
  const attributes = deriveAttributes(creature.attributes);
  const worn = armour.filter((piece) => piece.worn);
  const woundPoints = maximumWoundPoints(attributes.strength.effective, [{ key: DECLARED_CREATURE_LINE.woundPointsBonus, value: creature.woundPointsBonus }]);
  const wornDefense = { key: DECLARED_CREATURE_LINE.wornArmour, value: sumOf(worn, "defenseBonus") };
  return {
    attributes,
    woundPoints,
    woundState: woundState({
      woundPoints: creature.woundPoints,
      maximum: woundPoints.value,
      strength: attributes.strength.effective,
      stabilized: creature.stabilized,
    }),
    defense: defenseScore({ agilityModifier: attributes.agility.modifier, defenseBonus: creature.defenseBonus, extra: [wornDefense] }),
    armour: armourLines(creature.armourBonus, worn),
    stress: stressDice({
      hitDice: creature.hitDice,
      classLevels: creature.classLevels,
      die: creature.stressDieFaces,
      strengthModifier: attributes.strength.modifier,
    }),
    initiative: baseInitiativeFormula(attributes.agility.modifier),
  };
}
