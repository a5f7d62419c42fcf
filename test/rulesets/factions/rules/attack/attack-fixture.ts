/** An attack's facts for the attack tests: a seen, unprotected target in the attacker's zone, unless told otherwise. */
import type { AttackWeaponFacts, PlanAttackInput } from "../../../../../src/rulesets/factions/rules/attack/attack-plan";

export const sword: AttackWeaponFacts = { damage: "1d8", kind: "melee", blast: false, penetratesCover: false };

export function attackInput(over: Partial<PlanAttackInput> = {}, target: Partial<PlanAttackInput["target"]> = {}): PlanAttackInput {
  return {
    weapon: sword,
    target: { nearby: true, band: "withinHalf", visible: true, incapacitated: false, concealed: false, protection: "none", peeking: false, ...target },
    moving: false,
    holdBack: false,
    finalBlow: false,
    impaired: "d4",
    ...over,
  };
}
