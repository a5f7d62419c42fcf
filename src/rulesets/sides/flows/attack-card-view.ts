/**
 * What the attack chat card shows, as plain strings: built from the card's data and rolls with a
 * translate function, so the same view feeds the template, the tests and the benchmark.
 */
import { signed } from "../../../core/format/signed";
import type { HitDamage } from "../rules/combat/damage";
import type { ShockOutcome } from "../rules/combat/shock";
import type { Modifier } from "../../../core/rules-types";
import type { Translate } from "../../../core/rules-types";
import { reasonText } from "./reason-text";
import type { AttackCardData, AppliedDamage } from "./attack-card-data";
import { resolveCard, standingOf, type CardRolls } from "./card-resolution";
import { openReactions } from "../rules/combat/reactions";


const CARD = "FRAY.Sides.AttackFlow.Card";
const STEP = "FRAY.Sides.Maneuver.Step";
const SCREENED = "FRAY.Sides.Maneuver.Outcome.Screened";
/** The buttons a shove or grapple attempt replaces: it deals no damage, and its opposed check is the answer to it. */
const DAMAGE_ACTIONS: readonly string[] = ["rollDamage", "applyDamage", "undoDamage", "snapAttack"];
const REACTION_LABELS = { totalDefense: "TotalDefense", snapAttack: "SnapAttack" } as const;

export interface CardLine {
  label: string;
  value: string;
}

/** Who may see a button: the attacker's owner, or the target's owner (the GM sees every one). */
export type ButtonRole = "attacker" | "target";

export interface CardButton {
  action: string;
  role: ButtonRole;
  label: string;
  mode?: string;
}

export type AttackCardView = {
  title: string;
  weapon: string;
  d20: number;
  modifiers: CardLine[];
  total: number;
  ac: number;
  versus: string;
  hit: boolean;
  outcome: string;
  shock: { summary: string; reason: string; applied: boolean } | null;
  damage: { title: string; total: number; parts: CardLine[]; notes: string[] } | null;
  damagePending: boolean;
  coverNote: string;
  notes: string[];
  applied: string[];
  buttons: CardButton[];
};

function line(t: Translate, m: Modifier, context: Record<string, number>): CardLine {
  return { label: reasonText(t, m, context), value: signed(m.value) };
}

function shockView(t: Translate, card: AttackCardData, shock: ShockOutcome, ac: number) {
  const rating = card.weapon.shock;
  const reason = reasonText(t, shock.reason);
  if (!shock.applied || !rating) return { summary: t(`${CARD}.ShockNone`), reason, applied: false };
  const data = { points: rating.points, ac, damage: shock.damage };
  const summary = rating.ac === null ? t(`${CARD}.ShockLandedAnyAc`, data) : t(`${CARD}.ShockLanded`, { ...data, rating: rating.ac });
  return { summary, reason, applied: true };
}

/** The weapon die reads as rolled (6), the bonuses after it as signed (+1). */
function damageView(t: Translate, card: AttackCardData, damage: HitDamage, context: Record<string, number>) {
  const parts = damage.parts.map((p, i) => (i === 0 ? { label: t(p.key), value: String(p.value) } : line(t, p, context)));
  return {
    title: t(`${CARD}.DamageFormula`, { formula: card.weapon.damage }),
    total: damage.total,
    parts,
    notes: damage.notes.map((n) => reasonText(t, n)),
  };
}

function appliedText(t: Translate, card: AttackCardData, a: AppliedDamage): string {
  return t(`${CARD}.Applied`, {
    amount: a.amount,
    mode: t(`${CARD}.Mode.${a.mode}`),
    target: card.targetName,
    before: a.hpBefore,
    after: a.hpAfter,
  });
}

function button(t: Translate, action: string, role: ButtonRole, label: string, mode?: string): CardButton {
  return { action, role, label: t(`${CARD}.Button.${label}`), ...(mode ? { mode } : {}) };
}

export function buildAttackCardView(card: AttackCardData, rolls: CardRolls, t: Translate): AttackCardView | null {
  const r = resolveCard(card, rolls);
  if (!r.ok) return null;
  const context = { assailants: card.situation.swarmAssailants };
  const notYetApplied = card.applied.length === 0;
  const attempt = card.maneuverAttempt;
  const damagePending = r.roll.hit && r.damage === null && !attempt;
  const shock = r.shock ? shockView(t, card, r.shock, r.roll.ac) : null;
  const notes: string[] = [];
  if (card.reactions.totalDefense) notes.push(t(`${CARD}.TotalDefenseTaken`, { target: card.targetName, ac: r.roll.ac }));
  if (card.reactions.snapInterrupted) notes.push(t(`${CARD}.SnapInterrupted`, { target: card.targetName }));
  if (attempt) notes.push(t(`${STEP}.${attempt.kind}`));
  if (card.screen?.redirected) notes.push(t(SCREENED, { screener: card.screen.screenerName }));

  const buttons: CardButton[] = [];
  if (damagePending) buttons.push(button(t, "rollDamage", "attacker", "RollDamage"));
  if (notYetApplied && r.damage) {
    buttons.push(button(t, "applyDamage", "attacker", "ApplyFull", "full"), button(t, "applyDamage", "attacker", "ApplyHalf", "half"));
  }
  if (notYetApplied && r.shock?.applied) buttons.push(button(t, "applyDamage", "attacker", "ApplyShock", "shock"));
  if (!notYetApplied) buttons.push(button(t, "undoDamage", "attacker", "Undo"));
  for (const reaction of openReactions(standingOf(card, r))) buttons.push(button(t, reaction, "target", REACTION_LABELS[reaction]));
  // Once the attempt hit, the GM rolls its opposed check (opposed-check-query.ts), once.
  const attemptButtons: CardButton[] =
    attempt && r.roll.hit && attempt.checkMessageId === null ? [{ action: "maneuverCheck", role: "attacker", label: t(`${STEP}.Button`) }] : [];

  return {
    title: t(`${CARD}.Versus`, { attacker: card.attackerName, target: card.targetName }),
    weapon: t(`${CARD}.With`, { weapon: card.weaponName }),
    d20: r.roll.d20,
    modifiers: r.plan.modifiers.map((m) => line(t, m, context)),
    total: r.roll.total,
    ac: r.roll.ac,
    versus: t(`${CARD}.VersusAc`, { total: r.roll.total, ac: r.roll.ac }),
    hit: r.roll.hit,
    outcome: reasonText(t, r.outcome),
    shock,
    damage: r.damage ? damageView(t, card, r.damage, context) : null,
    damagePending,
    coverNote: card.coverNote,
    notes,
    applied: card.applied.map((a) => appliedText(t, card, a)),
    buttons: attempt ? [...buttons.filter((b) => !DAMAGE_ACTIONS.includes(b.action)), ...attemptButtons] : buttons,
  };
}
