/**
 * The Wound Points lost at the end of every round: 1 while dying (a stabilized creature does not
 * bleed), and 1 while suffocating (a crushed windpipe), until a Heal check clears the airway.
 */
import type { DeclaredWoundState } from "./wound-state";

export function roundEndWoundLoss(state: DeclaredWoundState, suffocating: boolean): number {
  if (state === "dead") return 0;
  return (state === "dying" ? 1 : 0) + (suffocating ? 1 : 0);
}
