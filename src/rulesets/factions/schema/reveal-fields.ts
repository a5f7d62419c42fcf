/** The attack card's record of a concealed attacker the attack gave away (flows/sneaking/attack-reveal.ts). */
import { spec } from "../../../core/schema/spec";

export const revealCardFields = () => ({
  /** Fray revealed the concealed attacker because of this attack: Undo conceals it again. */
  revealedAttacker: spec.boolean(false),
});
