/**
 * The GM's side of the attack card's Apply / Undo buttons. Runs on the active GM's client with the
 * asking user's id from the query (never from the payload); the amount is recomputed from the
 * card's own snapshots and rolls, so any number a client sends is ignored.
 *
 * Who may press Apply: the GM; the owner of the attacker (applying to a target they do not own
 * is exactly why this goes through the GM); the owner of the target (taking their own hit).
 * Who may press Undo: the GM, or the user who made that application.
 */
import type { AppliedDamage, DamageMode } from "../attack-card-data";
import {
  damageToApply,
  healthAfter,
  healthAfterUndo,
  statusesAtHp,
} from "../../rules/combat/damage-application";
import type { Reason } from "../../rules/combat/types";
import { updateAttackCard } from "../card-message";
import { registerGmHandler, type GmAnswer } from "../../../../foundry/channel";
import { APPLY_DAMAGE_QUERY, UNDO_DAMAGE_QUERY } from "./apply-damage-api";
import { loadAttackCard, type LoadedCard } from "./attack-card-message";
import { addStatuses, healthOf, removeStatuses, setHealth, targetKindOf } from "./damage-target";

const R = "FRAY.Damage.Refusal";
export const DAMAGE_REFUSAL = {
  badRequest: `${R}.BadRequest`,
  notAllowed: `${R}.NotAllowed`,
  alreadyApplied: `${R}.AlreadyApplied`,
  nothingToApply: `${R}.NothingToApply`,
  nothingToUndo: `${R}.NothingToUndo`,
  undoNotYours: `${R}.UndoNotYours`,
} as const;

const MODES: readonly DamageMode[] = ["full", "half", "shock"];
const isMode = (value: unknown): value is DamageMode => MODES.some((mode) => mode === value);

const refuse = (reason: Reason): GmAnswer =>
  reason.data ? { ok: false, reason: reason.key, data: reason.data } : { ok: false, reason: reason.key };

/** Who asks: the user of the query, and that query's user id. */
interface Asker {
  id: string;
  isGM: boolean;
  user: User.Implementation;
}

function mayApply(loaded: LoadedCard, asker: Asker): boolean {
  if (asker.isGM) return true;
  const owns = (actor: Actor.Implementation | null) => actor?.testUserPermission(asker.user, "OWNER") === true;
  return owns(loaded.attacker) || owns(loaded.target);
}

/** Stores the log on the card and re-renders it, so its buttons follow (Apply ↔ Undo). */
function recordApplied(loaded: LoadedCard, applied: AppliedDamage[]): Promise<void> {
  return updateAttackCard(loaded.message, { ...loaded.card, applied });
}

async function apply(loaded: LoadedCard, mode: DamageMode, asker: Asker): Promise<GmAnswer> {
  const { card, target } = loaded;
  if (!mayApply(loaded, asker)) return refuse({ key: DAMAGE_REFUSAL.notAllowed });
  if (card.applied.length > 0) return refuse({ key: DAMAGE_REFUSAL.alreadyApplied });
  const amount = damageToApply(card, loaded.dice, mode);
  if (!amount.ok) return refuse(amount.reason);
  // Damage that was stopped answers why (AC above the Shock rating …); 0 that landed has nothing to record.
  if (amount.amount <= 0) return refuse(amount.landed ? { key: DAMAGE_REFUSAL.nothingToApply } : amount.reason);
  const change = healthAfter(healthOf(target), amount.amount);
  if (!change.ok) return refuse(change.reason);
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
  await recordApplied(loaded, [...card.applied, entry]);
  return { ok: true, result: { ...entry, reason: amount.reason, notes: amount.notes } };
}

async function undo(loaded: LoadedCard, asker: Asker): Promise<GmAnswer> {
  const last = loaded.card.applied.at(-1);
  if (!last) return refuse({ key: DAMAGE_REFUSAL.nothingToUndo });
  if (!asker.isGM && last.byUserId !== asker.id) return refuse({ key: DAMAGE_REFUSAL.undoNotYours });
  const change = healthAfterUndo(healthOf(loaded.target), last);
  if (!change.ok) return refuse(change.reason);
  await setHealth(loaded.target, change.hpAfter);
  await removeStatuses(loaded.target, last.statusesAdded);
  await recordApplied(loaded, loaded.card.applied.slice(0, -1));
  return { ok: true, result: { hpBefore: change.hpBefore, hpAfter: change.hpAfter, statusesRemoved: last.statusesAdded } };
}

type CardWork = (loaded: LoadedCard, asker: Asker, payload: Record<string, unknown>) => Promise<GmAnswer>;

/** Reads who asks and which card; the work itself runs once the card and its actors are loaded. */
function cardHandler(work: CardWork) {
  return async (payload: Record<string, unknown>, userId: string): Promise<GmAnswer> => {
    const user = game.users?.get(userId);
    const messageId = payload.messageId;
    if (!user || typeof messageId !== "string") return refuse({ key: DAMAGE_REFUSAL.badRequest });
    const asker = { id: userId, isGM: user.isGM, user };
    // No queue of its own: the channel runs the GM's commands one at a time (onGmLane).
    const loaded = await loadAttackCard(messageId);
    return loaded.ok ? work(loaded.card, asker, payload) : refuse(loaded.reason);
  };
}

export const handleApplyDamage = cardHandler((loaded, asker, payload) =>
  isMode(payload.mode) ? apply(loaded, payload.mode, asker) : Promise.resolve(refuse({ key: DAMAGE_REFUSAL.badRequest })),
);

export const handleUndoDamage = cardHandler((loaded, asker) => undo(loaded, asker));

/** Called by the lead at init, next to the other GM handlers. */
export function registerDamageHandlers(): void {
  registerGmHandler(APPLY_DAMAGE_QUERY, handleApplyDamage);
  registerGmHandler(UNDO_DAMAGE_QUERY, handleUndoDamage);
}
