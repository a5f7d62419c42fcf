/**
 * Attack stunts on the card, each a GM command run against the GM's own card: after the WIT save and
 * before the target chooses a reaction, the attacker's owner proposes an effect in words (Propose); the
 * GM alone approves or vetoes it; the target's owner then accepts it (no reaction, no damage: the GM
 * applies the effect by hand) or refuses it (the attack resolves as normal, its reactions still offered).
 * The pure stunt rules decide every step; `stuntHolds` is what the other steps ask while one is open.
 */
import { refuse, type Reason } from "../../../../core/rules-types";
import { mayActFor } from "../../../../foundry/actors/may-act";
import type { CardStep, CardStepContext, CardStepOutcome } from "../../../../foundry/cards";
import { answerStunt, proposeStunt, type StuntAnswer } from "../../rules/attack/stunt";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { ATTACK_REFUSAL } from "../attack/keys";
import { attackerOf, targetOf } from "./apply-hit";
import { STUNT_EFFECT_MAX } from "../../schema/stunt-fields";
import { STUNT_COMMANDS, STUNT_REFUSAL } from "./stunt-keys";
import { REFUSALS } from "./step-kit";
import { REDIRECT_REFUSAL } from "./redirect-keys";

type Record = FactionsAttackRecord;
type Outcome = CardStepOutcome<Record>;

/** The player's words, on one line, without control characters, cut at the cap. */
export function stuntEffect(raw: unknown): string {
  if (typeof raw !== "string") return "";
  return raw.replace(/[\u0000-\u001f\u007f]+/g, " ").trim().slice(0, STUNT_EFFECT_MAX).trim();
}

/** A stunt can be proposed on a blow that hit and would deal damage: not a final blow nor a non-lethal attack. */
export const stuntFits = (record: Record): boolean => record.hit && !record.finalBlow && record.nonLethal === null && record.damageRolled === null;

/** Why another step must wait or cannot run while a stunt is open or accepted, or null. */
export function stuntHolds(record: Record): Reason | null {
  const step = record.stunt?.step;
  if (step === "proposed" || step === "approved") return { key: STUNT_REFUSAL.pending, data: { name: record.target.name } };
  if (step === "accepted") return { key: STUNT_REFUSAL.accepted };
  return null;
}

const gate = (record: Record): Reason | null => (record.undone ? { key: ATTACK_REFUSAL.undone } : null);

export const proposeStuntStep: CardStep<Record> = {
  command: STUNT_COMMANDS.proposeStunt,
  refusals: REFUSALS,
  async run({ record, asker, payload }: CardStepContext<Record>): Promise<Outcome> {
    const closed = gate(record);
    if (closed) return refuse(closed.key);
    if (!asker.isGM && !mayActFor(asker.user, attackerOf(record))) return refuse(ATTACK_REFUSAL.notOwner, { name: record.attacker.name });
    if (record.stunt !== null) return refuse(STUNT_REFUSAL.already);
    // A hide-behind ask waits on someone else's answer: the target has already chosen to react.
    if (record.hidingBehind) return refuse(REDIRECT_REFUSAL.askPending, { name: record.hidingBehind.name, target: record.target.name });
    if (record.hit && !stuntFits(record)) return refuse(STUNT_REFUSAL.notHere);
    const proposed = proposeStunt({ effect: stuntEffect(payload.effect), hit: record.hit, reactionChosen: record.reaction !== "offered" && record.reaction !== "none" });
    if (!proposed.ok) return proposed;
    return { ok: true, record: { ...record, stunt: proposed.stunt } };
  },
};

/** An answer to the stunt: the GM's (approve, veto) or the target's owner's (accept, refuse). */
function answerStep(command: string, answer: StuntAnswer): CardStep<Record> {
  const byGm = answer === "approve" || answer === "veto";
  return {
    command,
    refusals: REFUSALS,
    async run({ record, asker }) {
      const closed = gate(record);
      if (closed) return refuse(closed.key);
      if (byGm && !asker.isGM) return refuse(ATTACK_REFUSAL.gmOnly);
      if (!byGm && !asker.isGM && !mayActFor(asker.user, targetOf(record))) return refuse(ATTACK_REFUSAL.notOwner, { name: record.target.name });
      if (!record.stunt) return refuse(STUNT_REFUSAL.notHere);
      const answered = answerStunt(record.stunt, answer);
      if (!answered.ok) return answered;
      // Accepted: no reaction is possible any more.
      const reaction = answered.stunt.step === "accepted" ? "none" : record.reaction;
      return { ok: true, record: { ...record, stunt: answered.stunt, reaction } };
    },
  };
}

export const FACTIONS_STUNT_STEPS = [
  proposeStuntStep,
  answerStep(STUNT_COMMANDS.approveStunt, "approve"),
  answerStep(STUNT_COMMANDS.vetoStunt, "veto"),
  answerStep(STUNT_COMMANDS.acceptStunt, "accept"),
  answerStep(STUNT_COMMANDS.refuseStunt, "refuse"),
];
