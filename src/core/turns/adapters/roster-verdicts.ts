/**
 * The choose-who-acts engines' (sides, teams, factions) answers to their adapters' per-combatant
 * candidates, read from one index of the roster instead of a dry run each. A candidate `act` or `endTurn`
 * names someone `canActNow` cleared (checkActivate's other checks), so only who issues it matters: the GM
 * or an owner. The GM's condition buttons are offered by condition (gmCandidates), which applyCondition
 * then checks again, so only the GM passes them. Everything else is left to the dry run.
 */
import type { Issuer } from "../engine";
import { commands, type RosterMember } from "../roster";
import type { IntentKind, Verdicts } from "./adapter";

const CONDITION_KINDS: readonly IntentKind[] = ["defeat", "fallUnconscious", "recover", "leave"];

/** Further checks, by intent kind, on a combatant the issuer speaks for (factions: who may react). */
export type MemberChecks<M> = Partial<Record<IntentKind, (member: M) => boolean>>;

const anyone = (): boolean => true;

export function rosterVerdicts<M extends RosterMember>(members: readonly M[], by: Issuer, checks: MemberChecks<M> = {}): Verdicts {
  const byId = new Map<string | undefined, M>(members.map((m) => [m.id, m]));
  const memberChecks: MemberChecks<M> = { act: anyone, endTurn: anyone, ...checks };
  return (intent) => {
    if (CONDITION_KINDS.includes(intent.kind)) return by.isGM;
    const check = memberChecks[intent.kind];
    if (check === undefined) return undefined;
    const member = byId.get(intent.combatantId);
    return member !== undefined && commands(by, member) && check(member);
  };
}
