/**
 * A riposte is one melee attack with a wielded melee weapon, made as the creature's Reaction for the
 * round (so at most one a round), against the creature that provoked it and only within reach:
 * - `attacked`: a creature on full defense, once the attack against it is resolved, at its attacker;
 * - `entered`: a creature whose threat range a foe enters, at once, before the foe goes on; a foe on
 *   defensive attack this round provokes none. Who may riposte then is the world's setting.
 */
import { refuse, type Decision, type Reason } from "../../../../core/rules-types";
import type { DeclaredActionKind } from "./action-kinds";
import { DECLARED_RIPOSTE_REFUSAL as R, DECLARED_RIPOSTE_TRIGGER } from "./labels";
import type { DeclaredRiposteRule } from "./riposte-setting";

export type RiposteTrigger = keyof typeof DECLARED_RIPOSTE_TRIGGER;

export interface RiposteFacts {
  trigger: RiposteTrigger;
  rule: DeclaredRiposteRule;
  /** What the would-be riposter declared this round (null: nothing, or surprised). */
  declared: DeclaredActionKind | null;
  /** What the attacker or the creature entering its reach declared this round. */
  foeDeclared: DeclaredActionKind | null;
  surprised: boolean;
  woundPoints: number;
  reactionSpent: boolean;
  hasMeleeWeapon: boolean;
  foeWithinReach: boolean;
}

/** Whether the trigger itself allows a riposte by this creature, before what it can do. */
function triggerRefusal(f: RiposteFacts): string | null {
  const onFullDefense = f.declared === "fullDefense";
  if (f.trigger === "attacked") return onFullDefense ? null : R.notOnFullDefense;
  if (f.foeDeclared === "defensiveAttack") return R.defensiveAttack;
  return f.rule === "fullDefenseOnly" && !onFullDefense ? R.notOnFullDefense : null;
}

/** May this creature riposte now? The offer's reason names the trigger. */
export function mayRiposte(f: RiposteFacts): Decision<{ trigger: Reason }> {
  const provoked = triggerRefusal(f);
  if (provoked !== null) return refuse(provoked);
  if (f.surprised) return refuse(R.surprised);
  // At 0 Wound Points or below its one action is its turn's; it has no strike to spare.
  if (f.woundPoints <= 0) return refuse(R.down);
  if (f.reactionSpent) return refuse(R.reactionSpent);
  if (!f.hasMeleeWeapon) return refuse(R.noMeleeWeapon);
  if (!f.foeWithinReach) return refuse(R.outOfReach);
  return { ok: true, trigger: { key: DECLARED_RIPOSTE_TRIGGER[f.trigger] } };
}
