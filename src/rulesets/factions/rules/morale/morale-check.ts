/**
 * Who checks morale in the end-of-round morale step. A faction reduced to half its original number or
 * less checks; a character fighting alone checks once its health is at half its maximum or less.
 * Members immune to fear, those who already passed (immune for the rest of the fight) and those no
 * longer fighting do not roll.
 */
import { FACTIONS_MORALE_TRIGGER, type FactionsMoraleExemption, type FactionsMoraleTrigger } from "./labels";

export interface MoraleMember {
  id: string;
  /** Up, conscious and still fighting: not incapacitated, dead, surrendered or fled. */
  fighting: boolean;
  immuneToFear: boolean;
  /** Passed a morale check earlier in this fight. */
  passedMorale: boolean;
  health: number;
  maxHealth: number;
}

export interface MoraleFaction {
  /** How many it counted when the fight began (joiners added); 1 means it fights alone. */
  originalCount: number;
  members: readonly MoraleMember[];
}

export function moraleTrigger(f: MoraleFaction): FactionsMoraleTrigger | null {
  const fighting = f.members.filter((m) => m.fighting);
  if (f.originalCount <= 1) {
    const lone = fighting[0];
    return lone !== undefined && lone.health * 2 <= lone.maxHealth ? "loneWounded" : null;
  }
  return fighting.length * 2 <= f.originalCount ? "halved" : null;
}

export function moraleExemption(m: MoraleMember): FactionsMoraleExemption | null {
  if (!m.fighting) return "notFighting";
  if (m.immuneToFear) return "immuneToFear";
  if (m.passedMorale) return "passedMorale";
  return null;
}

export interface MoraleCall {
  trigger: FactionsMoraleTrigger;
  /** Its i18n key, for the card. */
  reason: string;
  /** Who makes the group WIT save. */
  rollers: string[];
  exempt: { id: string; why: FactionsMoraleExemption }[];
}

/** The faction's morale check this round, or null when none is due or no one is left to roll. */
export function moraleCall(f: MoraleFaction): MoraleCall | null {
  const trigger = moraleTrigger(f);
  if (trigger === null) return null;
  const rollers: string[] = [];
  const exempt: MoraleCall["exempt"] = [];
  for (const m of f.members) {
    const why = moraleExemption(m);
    if (why === null) rollers.push(m.id);
    else exempt.push({ id: m.id, why });
  }
  return rollers.length === 0 ? null : { trigger, reason: FACTIONS_MORALE_TRIGGER[trigger], rollers, exempt };
}
