/** Shared starting points for the reaction tests: an attack that hits without a save, a target free to react. */
import type { AttackTarget } from "../../../../../src/rulesets/factions/rules/reactions/attack-reactions";
import type { AttackMoment } from "../../../../../src/rulesets/factions/rules/reactions/reaction-window";

export const REFUSAL = "FRAY.Factions.Reaction.Refusal.";

export const moment = (over: Partial<AttackMoment> = {}): AttackMoment => ({
  witSaveToHit: "none", stunt: "none", damageRolled: false, opportunity: false, ...over,
});

export const target = (over: Partial<AttackTarget> = {}): AttackTarget => ({
  aware: true, tookTurnThisRound: false, able: true, guarding: false, canAttackAttacker: true,
  counterTakenByAnother: false, shieldsNearby: 1, ...over,
});

export const refused = (name: string) => ({ ok: false, reason: { key: `${REFUSAL}${name}` } });
