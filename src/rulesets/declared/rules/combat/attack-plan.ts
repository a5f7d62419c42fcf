/**
 * The attack before any die is rolled: whether it may be made, the d20 formula with its itemised
 * lines, the Defense it must equal or exceed, and the damage formula to roll if it hits.
 * An attack is 1d20 + level (HD and class levels) + the mode's attribute modifier (docs/rules-notes.md).
 */
import { parseFormula, withBonus } from "../../../../core/dice/formula";
import { refuse, type Decision, type Modifier } from "../../../../core/rules-types";
import { damageTypeChoice, type DamageTypeChoice } from "./damage-types";
import { DECLARED_ATTACK_LINE, DECLARED_ATTACK_REFUSAL, DECLARED_DAMAGE_LINE } from "./labels";

export type AttackMode = "melee" | "ranged" | "thrown";
export type CriticalMultiplier = 2 | 3 | 4;

/** Melee swings with Strength; shooting and throwing aim with Dexterity. */
export const ATTACK_ATTRIBUTE = { melee: "strength", ranged: "dexterity", thrown: "dexterity" } as const satisfies Record<AttackMode, string>;

/** Muscle drives a blade or a thrown axe, not a bowstring: Strength adds to melee and thrown damage only. */
export const STRENGTH_ADDS_TO_DAMAGE = { melee: true, ranged: false, thrown: true } as const satisfies Record<AttackMode, boolean>;

export interface AttackWeapon {
  /** Shoots (bow, crossbow, sling): used at range only. */
  ranged: boolean;
  /** May be thrown as well as used in melee. */
  thrown: boolean;
  /** The weapon's own damage dice, without the Strength modifier ("1d8"). */
  damage: string;
  criticalMultiplier: CriticalMultiplier;
  /** Its damage types (blunt, slashing …). */
  types: readonly string[];
}

export interface AttackerFacts {
  /** Hit Dice plus class levels: the attack bonus. */
  level: number;
  strengthModifier: number;
  dexterityModifier: number;
  /** A player's character chooses its damage type; the GM does for a monster or NPC. */
  isCharacter: boolean;
}

export interface TargetFacts {
  /** 10 + Agility modifier + Defense bonus, from the creature rules. */
  defense: number;
  /** Lines added this round, such as full defense's +4. */
  defenseModifiers: readonly Modifier[];
  dead: boolean;
}

export interface AttackPlanInput {
  attacker: AttackerFacts;
  weapon: AttackWeapon;
  mode: AttackMode;
  target: TargetFacts;
  /** Situational lines the GM or dialog adds to the roll. */
  situational?: readonly Modifier[];
}

export interface DamagePlan {
  /** The dice to roll on a hit, Strength included ("1d8+3"); a critical multiplies the rolled total. */
  formula: string;
  modifiers: Modifier[];
  criticalMultiplier: CriticalMultiplier;
  types: DamageTypeChoice;
}

export interface AttackPlan {
  /** "1d20+5" */
  formula: string;
  bonus: number;
  /** Level, the attribute, then the situational lines. */
  modifiers: Modifier[];
  /** What the total must equal or exceed. */
  defense: number;
  /** The target's Defense, then this round's lines (full defense …). */
  defenseModifiers: Modifier[];
  damage: DamagePlan;
}

/** How a stored weapon reads: one with a range that is not thrown is a launcher (bow, crossbow, sling). */
export function weaponReach(stored: { range: number | null; thrown: boolean }): Pick<AttackWeapon, "ranged" | "thrown"> {
  return { ranged: stored.range !== null && !stored.thrown, thrown: stored.thrown };
}

/** The ways a weapon may be used: a launcher shoots, anything else strikes in melee, and a throwable one may be thrown. */
export function weaponModes(weapon: Pick<AttackWeapon, "ranged" | "thrown">): AttackMode[] {
  const modes: AttackMode[] = [weapon.ranged ? "ranged" : "melee"];
  if (weapon.thrown) modes.push("thrown");
  return modes;
}

const sum = (lines: readonly Modifier[]) => lines.reduce((total, line) => total + line.value, 0);

export function planAttack(input: AttackPlanInput): Decision<{ plan: AttackPlan }> {
  const { attacker, weapon, mode, target } = input;
  if (target.dead) return refuse(DECLARED_ATTACK_REFUSAL.targetDead);
  if (!weaponModes(weapon).includes(mode)) return refuse(DECLARED_ATTACK_REFUSAL.modeNotAllowed);
  if (parseFormula(weapon.damage) === null) return refuse(DECLARED_ATTACK_REFUSAL.damageNotFormula, { formula: weapon.damage });

  const attribute = ATTACK_ATTRIBUTE[mode];
  const modifiers: Modifier[] = [
    { key: DECLARED_ATTACK_LINE.level, value: attacker.level },
    { key: DECLARED_ATTACK_LINE[attribute], value: attribute === "strength" ? attacker.strengthModifier : attacker.dexterityModifier },
    ...(input.situational ?? []),
  ];
  const bonus = sum(modifiers);
  const defenseModifiers: Modifier[] = [{ key: DECLARED_ATTACK_LINE.defense, value: target.defense }, ...target.defenseModifiers];
  return {
    ok: true,
    plan: {
      formula: withBonus("1d20", bonus),
      bonus,
      modifiers,
      defense: sum(defenseModifiers),
      defenseModifiers,
      damage: damagePlan(weapon, mode, attacker),
    },
  };
}

function damagePlan(weapon: AttackWeapon, mode: AttackMode, attacker: AttackerFacts): DamagePlan {
  const strength = STRENGTH_ADDS_TO_DAMAGE[mode] ? attacker.strengthModifier : 0;
  return {
    formula: withBonus(weapon.damage, strength),
    modifiers: strength === 0 ? [] : [{ key: DECLARED_DAMAGE_LINE.strength, value: strength }],
    criticalMultiplier: weapon.criticalMultiplier,
    types: damageTypeChoice(weapon.types, attacker.isCharacter),
  };
}
