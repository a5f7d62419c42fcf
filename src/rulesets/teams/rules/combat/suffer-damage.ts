/**
 * Everything one dose of damage does to a character, for the GM to apply: the new endurance and
 * health, whether the character is harmed and bloodied, and what losing health asks next.
 */
import { healthLossConsequence, type HealthLossConsequence } from "./consciousness";
import { isBloodied, isHarmed, takeDamage, type DamageTaken, type Vitals } from "./harm";

export interface SufferDamageInput {
  vitals: Vitals;
  amount: number;
  constitution: number;
  nonlethal: boolean;
}

export interface SufferedDamage {
  taken: DamageTaken;
  harmed: boolean;
  bloodied: boolean;
  consequence: HealthLossConsequence;
}

export function sufferDamage(input: SufferDamageInput): SufferedDamage {
  const taken = takeDamage(input.vitals, input.amount);
  return {
    taken,
    harmed: isHarmed(taken.endurance),
    bloodied: isBloodied(taken.health),
    consequence: healthLossConsequence({ taken, constitution: input.constitution, nonlethal: input.nonlethal }),
  };
}
