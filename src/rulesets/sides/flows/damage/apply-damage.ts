/**
 * The attack card's Apply / Undo steps, carried out by the GM through the shared card pipeline with
 * the asking user's id from the channel (never from the payload); the amount is recomputed from the
 * card's own snapshots and rolls, so any number a client sends is ignored.
 *
 * Who may press Apply: the GM; the owner of the attacker (applying to a target they do not own
 * is exactly why this goes through the GM); the owner of the target (taking their own hit).
 * Who may press Undo: the GM, or the user who made that application.
 */
import { refuse } from "../../../../core/rules-types";
import { mayActFor } from "../../../../foundry/actors/may-act";
import { cardStepHandler, registerCardSteps, type Asker, type CardStep, type CardStepOutcome } from "../../../../foundry/cards";
import type { AppliedDamage, AttackCardData, DamageMode } from "../attack-card-data";
import { damageToApply, healthAfter, healthAfterUndo, statusesAtHp } from "../../rules/combat/damage-application";
import { DAMAGE_MODES } from "../../schema/cards";
import { ATTACK_CARD } from "../card-message";
import { APPLY_DAMAGE_QUERY, UNDO_DAMAGE_QUERY } from "./apply-damage-api";
import { DAMAGE_CARD_REFUSALS, loadAttackCard, type LoadedCard } from "./attack-card-message";
import { addStatuses, healthOf, removeStatuses, setHealth, targetKindOf } from "./damage-target";

const R = "FRAY.Sides.Damage.Refusal";
export const DAMAGE_REFUSAL = {
  badRequest: `${R}.BadRequest`,
  notAllowed: `${R}.NotAllowed`,
  alreadyApplied: `${R}.AlreadyApplied`,
  nothingToApply: `${R}.NothingToApply`,
  nothingToUndo: `${R}.NothingToUndo`,
  undoNotYours: `${R}.UndoNotYours`,
} as const;

type Outcome = CardStepOutcome<AttackCardData>;

const isMode = (value: unknown): value is DamageMode => DAMAGE_MODES.some((mode) => mode === value);

function mayApply(loaded: LoadedCard, asker: Asker): boolean {
  return mayActFor(asker.user, loaded.attacker) || mayActFor(asker.user, loaded.target);
}

async function apply(loaded: LoadedCard, mode: DamageMode, asker: Asker): Promise<Outcome> {
  const { card, target } = loaded;
  if (!mayApply(loaded, asker)) return refuse(DAMAGE_REFUSAL.notAllowed);
  if (card.applied.length > 0) return refuse(DAMAGE_REFUSAL.alreadyApplied);
  const amount = damageToApply(card, loaded.dice, mode);
  if (!amount.ok) return amount;
  // Damage that was stopped answers why (AC above the Shock rating …); 0 that landed has nothing to record.
  if (amount.amount <= 0) return amount.landed ? refuse(DAMAGE_REFUSAL.nothingToApply) : { ok: false, reason: amount.reason };
  const change = healthAfter(healthOf(target), amount.amount);
  if (!change.ok) return change;
  await setHealth(target, change.hpAfter);
  const wanted = statusesAtHp(change.hpAfter, targetKindOf(target), card.weapon.nonLethal);
  const statusesAdded = await addStatuses(target, wanted);
  const entry: AppliedDamage = {
    mode,
    amount: amount.amount,
    hpBefore: change.hpBefore,
    hpAfter: change.hpAfter,
    statusesAdded,
    byUserId: asker.id,
  };
  // The log on the card turns its buttons (Apply ↔ Undo) when it is re-rendered.
  return { ok: true, record: { ...card, applied: [...card.applied, entry] }, result: { ...entry, reason: amount.reason, notes: amount.notes } };
}

async function undo(loaded: LoadedCard, asker: Asker): Promise<Outcome> {
  const last = loaded.card.applied.at(-1);
  if (!last) return refuse(DAMAGE_REFUSAL.nothingToUndo);
  if (!asker.isGM && last.byUserId !== asker.id) return refuse(DAMAGE_REFUSAL.undoNotYours);
  const change = healthAfterUndo(healthOf(loaded.target), last);
  if (!change.ok) return change;
  await setHealth(loaded.target, change.hpAfter);
  await removeStatuses(loaded.target, last.statusesAdded);
  return {
    ok: true,
    record: { ...loaded.card, applied: loaded.card.applied.slice(0, -1) },
    result: { hpBefore: change.hpBefore, hpAfter: change.hpAfter, statusesRemoved: last.statusesAdded },
  };
}

// No queue of their own: the channel runs the GM's commands one at a time (onGmLane).
export const applyDamageStep: CardStep<AttackCardData> = {
  command: APPLY_DAMAGE_QUERY,
  refusals: DAMAGE_CARD_REFUSALS,
  async run({ message, record, asker, payload }) {
    if (!isMode(payload.mode)) return refuse(DAMAGE_REFUSAL.badRequest);
    const loaded = await loadAttackCard({ message, record });
    return loaded.ok ? apply(loaded.card, payload.mode, asker) : loaded;
  },
};

export const undoDamageStep: CardStep<AttackCardData> = {
  command: UNDO_DAMAGE_QUERY,
  refusals: DAMAGE_CARD_REFUSALS,
  async run({ message, record, asker }) {
    const loaded = await loadAttackCard({ message, record });
    return loaded.ok ? undo(loaded.card, asker) : loaded;
  },
};

export const handleApplyDamage = cardStepHandler(ATTACK_CARD, applyDamageStep);
export const handleUndoDamage = cardStepHandler(ATTACK_CARD, undoDamageStep);

/** Registered with the ruleset's other GM commands. */
export function registerDamageHandlers(): void {
  registerCardSteps(ATTACK_CARD, [applyDamageStep, undoDamageStep]);
}
