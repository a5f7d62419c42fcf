/**
 * Applying an attack card's damage to its target: how much (full, half, or the Shock of a miss),
 * recomputed from the card's snapshots and its own rolls; what it does to hit points; and what
 * the target becomes at 0 HP. Pure: the GM's handler reads the documents and calls these.
 *
 * Choices where the chapter is silent (also in docs/rules-notes.md):
 * - Half damage rounds down (floor(full / 2)), as d20 games do; half of 1 is 0.
 * - At 0 HP a character is mortally wounded, or unconscious when the weapon is non-lethal (the
 *   chapter's own wording for execution attacks, "Mortally Injured … or knocked unconscious").
 *   A monster or NPC is simply dead, or unconscious when the weapon is non-lethal: tables of
 *   this game family do not track dying foes.
 * - Hit points never go below 0 nor above the maximum; a target already at 0 gains the same
 *   statuses again only if it lacks them (the shell adds only what is missing).
 */
import type { AttackSituation } from "./attack-plan";
import { formulaMax, formulaMin, parseFormula } from "../../../../core/dice/formula";
import { damageOfHit, resolveAttack, type AttackRequest } from "./resolve-attack";
import { withTotalDefense } from "./total-defense";
import type { AttackerProfile, TargetProfile, WeaponProfile } from "./types";
import { refuse, type Decision, type Reason } from "../../../../core/rules-types";
import { APPLY } from "./labels";

export { APPLY };

/** The same three modes as the card's DamageMode. */
export type ApplicationMode = "full" | "half" | "shock";

/** What the rule needs of an attack card: its snapshots and the target's recorded reactions. */
export interface AppliedAttack {
  attacker: AttackerProfile;
  weapon: WeaponProfile;
  target: TargetProfile;
  situation: AttackSituation;
  reactions: { totalDefense: boolean };
}

/**
 * The card's own rolls: the d20 face of the attack roll, and the total of the damage roll, which
 * is the weapon's damage formula as rolled (null before it is rolled); the rule adds the bonuses.
 */
export interface CardDice {
  d20: number;
  damage: number | null;
}

export interface DamageAmount {
  amount: number;
  /** False when something stopped the damage (a Shock blocked by AC, shield, Total Defense …). */
  landed: boolean;
  /** Why this amount: the mode, or the Shock outcome (with why no Shock landed when 0). */
  reason: Reason;
  /** Notes of the hit's damage (at least its Shock, swarm cap …). */
  notes: Reason[];
}

/** Whether the weapon's damage formula can roll this total (a card's rolls are checked, not trusted). */
export function isWeaponRoll(formula: string, roll: number): boolean {
  return parseFormula(formula) !== null && Number.isInteger(roll) && roll >= formulaMin(formula) && roll <= formulaMax(formula);
}

const isD20 = (d20: number) => Number.isInteger(d20) && d20 >= 1 && d20 <= 20;

/** The attack as the GM sees it now: the card's snapshots, with Total Defense if it was taken. */
export function attackRequestOf(card: AppliedAttack, d20: number): AttackRequest {
  const target = card.reactions.totalDefense ? withTotalDefense(card.target) : card.target;
  return { attacker: card.attacker, weapon: card.weapon, target, situation: card.situation, d20 };
}

/**
 * How much this card does in this mode. Full and half need a hit and its damage roll; Shock
 * needs a miss and may be 0 (with the reason: AC too high, shield, Total Defense …).
 */
export function damageToApply(card: AppliedAttack, dice: CardDice, mode: ApplicationMode): Decision<DamageAmount> {
  if (!isD20(dice.d20)) return refuse(APPLY.badRolls);
  const request = attackRequestOf(card, dice.d20);
  const resolved = resolveAttack(request);
  if (!resolved.ok) return resolved;
  if (mode === "shock") {
    // A hit carries no Shock.
    if (!resolved.shock) return refuse(APPLY.hitNotShock);
    const { damage, applied, reason } = resolved.shock;
    return { ok: true, amount: damage, landed: applied, reason, notes: [] };
  }
  if (!resolved.roll.hit) return refuse(APPLY.missed);
  if (dice.damage === null) return refuse(APPLY.noDamageRoll);
  if (!isWeaponRoll(card.weapon.damage, dice.damage)) return refuse(APPLY.badRolls);
  const hit = damageOfHit(request, resolved.plan, resolved.roll.ac, dice.damage);
  const amount = mode === "half" ? Math.floor(hit.total / 2) : hit.total;
  return { ok: true, amount, landed: true, reason: { key: mode === "half" ? APPLY.half : APPLY.full }, notes: hit.notes };
}

export interface HealthChange {
  hpBefore: number;
  hpAfter: number;
}

const isCount = (value: unknown): value is number => Number.isFinite(value);

/** Hit points kept within 0 … max. */
export function clampHp(value: number, max: number): number {
  return Math.min(Math.max(0, max), Math.max(0, Math.round(value)));
}

/**
 * Hit points after `amount` damage (negative heals): never below 0, never above max. Refuses
 * hit points or an amount that are not numbers, so nothing odd is ever stored.
 */
export function healthAfter(health: { value: unknown; max: unknown }, amount: number): Decision<HealthChange> {
  if (!isCount(health.value) || !isCount(health.max) || !isCount(amount)) return refuse(APPLY.healthNotNumber);
  return { ok: true, hpBefore: health.value, hpAfter: clampHp(health.value - amount, health.max) };
}

/**
 * Undoing an application gives back what it took (hpBefore − hpAfter), clamped again. When the
 * hit points were not touched since, that is exactly hpBefore; when another card hurt the target
 * in between, its damage stays.
 */
export function healthAfterUndo(health: { value: unknown; max: unknown }, applied: HealthChange): Decision<HealthChange> {
  return healthAfter(health, applied.hpAfter - applied.hpBefore);
}

export type TargetKind = "character" | "npc";
export type DownedStatus = "mortallyWounded" | "unconscious" | "dead";

/** What the target becomes at 0 HP (nothing above 0); see the file's notes for the choice. */
export function statusesAtHp(hpAfter: number, kind: TargetKind, nonLethal: boolean): DownedStatus[] {
  if (hpAfter > 0) return [];
  if (nonLethal) return ["unconscious"];
  return kind === "character" ? ["mortallyWounded"] : ["dead"];
}
