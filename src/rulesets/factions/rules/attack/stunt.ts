/**
 * Attack stunts: after the WIT save to hit and before the target chooses a reaction, the attacker may
 * propose another effect instead of damage; the GM approves it (or vetoes it), then the target accepts
 * it (no reaction, the effect applies, no damage) or refuses it (the attack resolves as normal).
 */
import { refuse, type Decision, type Reason } from "../../../../core/rules-types";
import { FACTIONS_STUNT, FACTIONS_STUNT_REFUSAL as REFUSAL } from "./labels";

export type StuntStep = "proposed" | "approved" | "vetoed" | "accepted" | "refused";

export interface Stunt {
  step: StuntStep;
  /** The effect in the attacker's words ("cut the rope bridge", "force a surrender"). */
  effect: string;
}

export interface StuntProposal {
  effect: string;
  /** The attack hit: it needed no WIT save, or passed it. */
  hit: boolean;
  /** The target already chose a reaction: too late to propose. */
  reactionChosen: boolean;
}

export function proposeStunt(proposal: StuntProposal): Decision<{ stunt: Stunt }> {
  if (!proposal.hit) return refuse(REFUSAL.notAfterHit);
  if (proposal.reactionChosen) return refuse(REFUSAL.afterReaction);
  const effect = proposal.effect.trim();
  if (effect === "") return refuse(REFUSAL.noEffect);
  return { ok: true, stunt: { step: "proposed", effect } };
}

/** Who answers next: the GM approves or vetoes a proposal, the target accepts or refuses an approved one. */
export type StuntAnswer = "approve" | "veto" | "accept" | "refuse";

const NEXT: Record<StuntAnswer, { from: StuntStep; to: StuntStep }> = {
  approve: { from: "proposed", to: "approved" },
  veto: { from: "proposed", to: "vetoed" },
  accept: { from: "approved", to: "accepted" },
  refuse: { from: "approved", to: "refused" },
};

export function answerStunt(stunt: Stunt, answer: StuntAnswer): Decision<{ stunt: Stunt }> {
  const { from, to } = NEXT[answer];
  if (stunt.step !== from) return refuse(REFUSAL.wrongStep);
  return { ok: true, stunt: { ...stunt, step: to } };
}

export interface StuntConsequence {
  /** Still waiting on the GM or the target. */
  pending: boolean;
  /** The attack's damage is rolled and applied. */
  damage: boolean;
  /** The target may still react. */
  reactionAllowed: boolean;
  /** What happens instead of damage, once accepted. */
  effect: string | null;
  label: Reason;
}

/** What the stunt's step means for the rest of the attack. */
export function stuntConsequence(stunt: Stunt): StuntConsequence {
  const label = { key: FACTIONS_STUNT[stunt.step] };
  if (stunt.step === "proposed" || stunt.step === "approved") return { pending: true, damage: false, reactionAllowed: false, effect: null, label };
  if (stunt.step === "accepted") return { pending: false, damage: false, reactionAllowed: false, effect: stunt.effect, label };
  return { pending: false, damage: true, reactionAllowed: true, effect: null, label };
}
