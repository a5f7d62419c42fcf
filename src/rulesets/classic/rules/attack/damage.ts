/**
 * The damage a hit does: the weapon's dice + Strength (1.5 × in two hands, rounded down, negatives
 * too) + flat bonuses; a critical rolls the weapon's dice once per multiplier and adds every flat
 * bonus as many times, while extra dice (imbuements, opportunist die, spells) are rolled once.
 */
import { parseFormula } from "../../../../core/dice/formula";
import { modifierTotal, refuse, type Decision, type Modifier } from "../../../../core/rules-types";
import { UNTRAINED_WEAPON_PENALTY, type AttackKind } from "./attack-roll";
import { CLASSIC_ATTACK_REFUSAL, CLASSIC_DAMAGE_LINE } from "./labels";
import { stanceLines, type FightingStance } from "./stance";

/** Shield bash damage by shield: a buckler 1d4, a full shield 1d6, a tower shield 1d10. */
export const SHIELD_BASH_DAMAGE = { buckler: "1d4", full: "1d6", tower: "1d10" } as const;
export type ShieldKind = keyof typeof SHIELD_BASH_DAMAGE;

export interface DamageInput {
  /** The weapon's own dice ("1d8"), or the shield's bash dice. */
  weaponDice: string;
  kind: AttackKind;
  /** Wielded in two hands: 1.5 × Strength. */
  twoHanded: boolean;
  /** A thrown weapon adds Strength even though it is a ranged attack. */
  thrown: boolean;
  strengthModifier: number;
  trainedWithWeapon: boolean;
  stance: FightingStance;
  /** Flat bonuses, multiplied on a critical (Weapon Offensive Training +2 …). */
  flat?: readonly Modifier[];
  /** Extra dice rolled once, never multiplied ("1d6" from an imbuement …). */
  extraDice?: readonly string[];
  /** ×2, ×3, ×4. */
  criticalMultiplier: number;
}

export interface DamagePlan {
  /** What a hit rolls: "1d8+4". */
  formula: string;
  /** What a confirmed critical rolls: "2d8+8". */
  criticalFormula: string;
  /** The flat lines of one weapon damage roll (Strength, training, stance …). */
  modifiers: Modifier[];
  extraDice: string[];
}

/** Strength to damage: 1.5 × in two hands, rounded down — a −1 becomes −2. */
export function strengthToDamage(strengthModifier: number, twoHanded: boolean): number {
  return twoHanded ? Math.floor(strengthModifier * 1.5) : strengthModifier;
}

/** Melee blows, shield bashes and thrown weapons add Strength; a bow, a crossbow or a touch spell does not (docs/rules-notes.md). */
export function addsStrength(kind: AttackKind, thrown: boolean): boolean {
  return kind === "melee" || kind === "shieldBash" || (kind === "ranged" && thrown);
}

function diceTimes(dice: string, times: number): string | null {
  const parsed = parseFormula(dice);
  if (!parsed || parsed.dice.length === 0) return null;
  const terms = parsed.dice.map((d) => `${d.count * times}d${d.faces}`);
  const flat = parsed.flat * times;
  return [terms.join("+"), flat === 0 ? "" : flat > 0 ? `+${flat}` : `${flat}`].join("");
}

function withFlat(dice: string, flat: number, extra: readonly string[]): string {
  const sign = flat > 0 ? `+${flat}` : flat < 0 ? `${flat}` : "";
  return [dice, ...extra].join("+") + sign;
}

/** The damage formulas of a hit and of a critical, with the flat lines; refused when the dice are not a formula. */
export function planDamage(input: DamageInput): Decision<{ plan: DamagePlan }> {
  const normal = diceTimes(input.weaponDice, 1);
  const critical = diceTimes(input.weaponDice, input.criticalMultiplier);
  const extraDice = [...(input.extraDice ?? [])];
  if (normal === null || critical === null || extraDice.some((dice) => diceTimes(dice, 1) === null)) return refuse(CLASSIC_ATTACK_REFUSAL.notADiceFormula);
  const strengthKey = input.twoHanded ? CLASSIC_DAMAGE_LINE.twoHandedStrength : CLASSIC_DAMAGE_LINE.strength;
  const strength = addsStrength(input.kind, input.thrown) ? strengthToDamage(input.strengthModifier, input.twoHanded) : 0;
  const lines: Modifier[] = [
    { key: strengthKey, value: strength },
    { key: CLASSIC_DAMAGE_LINE.untrainedWeapon, value: input.trainedWithWeapon ? 0 : UNTRAINED_WEAPON_PENALTY },
    ...stanceLines(input.stance).damage,
    ...(input.flat ?? []),
  ];
  const modifiers = lines.filter((line) => line.value !== 0);
  const flat = modifierTotal(modifiers);
  return {
    ok: true,
    plan: {
      formula: withFlat(normal, flat, extraDice),
      criticalFormula: withFlat(critical, flat * input.criticalMultiplier, extraDice),
      modifiers,
      extraDice,
    },
  };
}
