/**
 * What a card's buttons may still do, decided from the card and its rolls alone (pure). The GM's
 * handlers call these; the answer is either the new state to store or a refusal with its reason.
 */
import type { RoundActions } from "../rules/combat/action-economy";
import { takeReaction as reactTo, type Reaction } from "../rules/combat/reactions";
import type { AttackerProfile } from "../rules/combat/types";
import type { Decision } from "../../../core/rules-types";
import type { AttackCardData } from "./attack-card-data";
import { resolveCard, standingOf, type CardRolls } from "./card-resolution";

const R = "FRAY.Sides.AttackFlow.Refusal";

/** Damage is rolled once, for a hit, before anything is applied. */
export function checkDamageRoll(card: AttackCardData, rolls: CardRolls): Decision<object> {
  const r = resolveCard(card, rolls);
  if (!r.ok) return r;
  if (!r.roll.hit) return { ok: false, reason: { key: `${R}.NotAHit` } };
  if (rolls.damage !== null) return { ok: false, reason: { key: `${R}.DamageRolled` } };
  return { ok: true };
}

/**
 * A reaction of the target to this card, as reactions.ts allows it against the card's attack and
 * the target's round (a fresh round when it is not in a fight). Returns the card and round after it.
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
  const taken = reactTo(standingOf(card, r), reaction, economy, reactor);
  if (!taken.ok) return taken;
  const reactions = reaction === "totalDefense" ? { ...card.reactions, totalDefense: true } : { ...card.reactions, snapInterrupted: true };
  return { ok: true, card: { ...card, reactions }, economy: taken.economy };
}
