/**
 * What a card's buttons may still do, decided from the card and its rolls alone (pure). The GM's
 * handlers call these; the answer is either the new state to store or a refusal with its reason.
 */
import { takeAction, type RoundActions } from "../rules/combat/action-economy";
import { canSnapAttack } from "../rules/combat/snap-attack";
import { canTotalDefense } from "../rules/combat/total-defense";
import type { AttackerProfile, Decision } from "../rules/combat/types";
import type { AttackCardData } from "./attack-card-data";
import { resolveCard, totalDefenseMatters, type CardRolls } from "./card-resolution";

const R = "FRAY.Sides.AttackFlow.Refusal";

export type Reaction = "totalDefense" | "snapAttack";

export function isReaction(value: unknown): value is Reaction {
  return value === "totalDefense" || value === "snapAttack";
}

/** Damage is rolled once, for a hit, before anything is applied. */
export function checkDamageRoll(card: AttackCardData, rolls: CardRolls): Decision<object> {
  const r = resolveCard(card, rolls);
  if (!r.ok) return r;
  if (!r.roll.hit) return { ok: false, reason: { key: `${R}.NotAHit` } };
  if (rolls.damage !== null) return { ok: false, reason: { key: `${R}.DamageRolled` } };
  return { ok: true };
}

/**
 * A reaction of the target to this card: still relevant, not taken yet, and allowed by its round's
 * budget (a fresh budget when it is not in a fight). Returns the card and budget after it.
 */
export function takeReaction(
  card: AttackCardData,
  rolls: CardRolls,
  reaction: Reaction,
  economy: RoundActions,
  reactor: AttackerProfile,
): Decision<{ card: AttackCardData; economy: RoundActions }> {
  const r = resolveCard(card, rolls);
  if (!r.ok) return r;
  if (card.applied.length > 0) return { ok: false, reason: { key: `${R}.AlreadyApplied` } };
  const taken = reaction === "totalDefense" ? card.reactions.totalDefense : card.reactions.snapInterrupted;
  if (taken) return { ok: false, reason: { key: `${R}.AlreadyTaken` } };
  if (reaction === "totalDefense" && !totalDefenseMatters(card, r)) return { ok: false, reason: { key: `${R}.AlreadyTaken` } };
  const allowed = reaction === "totalDefense" ? canTotalDefense(economy) : canSnapAttack(economy, reactor);
  if (!allowed.ok) return allowed;
  const spent = takeAction(economy, reaction, { ownTurn: false, kind: reactor.kind, snapTrained: reactor.snapTrained });
  if (!spent.ok) return spent;
  const reactions = reaction === "totalDefense" ? { ...card.reactions, totalDefense: true } : { ...card.reactions, snapInterrupted: true };
  return { ok: true, card: { ...card, reactions }, economy: spent.state };
}
