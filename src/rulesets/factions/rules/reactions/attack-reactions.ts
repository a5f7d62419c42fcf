/**
 * The reactions a target may choose against an attack: dodge, counter, or hide behind a nearby
 * character. (Guarding is offered to the characters near the target: see guard.ts.)
 */
import type { Decision, Reason } from "../../../../core/rules-types";
import { refuse } from "../../../../core/rules-types";
import { FACTIONS_REACTION_REFUSAL, type FactionsReaction } from "./labels";
import { mayReact, type Reactor } from "./reactor";
import { reactionWindow, type AttackMoment } from "./reaction-window";

export interface AttackTarget extends Reactor {
  /** Became the target by guarding: its reaction is spent, so it can neither dodge nor counter. */
  guarding: boolean;
  /** Has a suitable attack against the attacker (in reach or range, armed or not). */
  canAttackAttacker: boolean;
  /** Another target of this multi-target attack already counters it: only one may. */
  counterTakenByAnother: boolean;
  /** Nearby characters it could hide behind (neither the attacker nor one already targeted by this attack). */
  shieldsNearby: number;
}

export interface OfferedReactions {
  offered: FactionsReaction[];
  /** Why each of the target's other reactions is not on offer. */
  withheld: Partial<Record<FactionsReaction, Reason>>;
}

export function attackReactions(moment: AttackMoment, target: AttackTarget): Decision<OfferedReactions> {
  const open = reactionWindow(moment);
  if (!open.ok) return open;
  if (target.guarding) return refuse(FACTIONS_REACTION_REFUSAL.guarded);
  const may = mayReact(target);
  if (!may.ok) return may;
  const withheld: Partial<Record<FactionsReaction, Reason>> = {};
  if (!target.canAttackAttacker) withheld.counter = { key: FACTIONS_REACTION_REFUSAL.noSuitableAttack };
  else if (target.counterTakenByAnother) withheld.counter = { key: FACTIONS_REACTION_REFUSAL.counterTaken };
  if (target.shieldsNearby <= 0) withheld.hideBehind = { key: FACTIONS_REACTION_REFUSAL.noOneToHideBehind };
  const all: FactionsReaction[] = ["dodge", "counter", "hideBehind"];
  return { ok: true, offered: all.filter((r) => withheld[r] === undefined), withheld };
}
