/**
 * The GM's one call per fleeing character in a long chase: faster (or able to keep the pace for longer)
 * than the pursuers, even with them, or slower (or tiring sooner). As chase.ts reads it: faster escapes
 * without a save, slower cannot escape, even rolls the group AGI save. (An edge and a handicap at once
 * cancel out, which is "even".) "Stays" does not flee.
 */
import type { Fleer } from "./chase";

export const CHASE_PACES = ["stays", "faster", "even", "slower"] as const;
export type ChasePace = (typeof CHASE_PACES)[number];

const SPEED: Readonly<Record<Exclude<ChasePace, "stays">, Fleer["speed"]>> = { faster: "better", even: "even", slower: "worse" };

/** The fleers among these paces, as the chase rules compare them with their pursuers. */
export function fleersOf(paces: readonly { id: string; pace: ChasePace }[]): Fleer[] {
  return paces.flatMap(({ id, pace }) => (pace === "stays" ? [] : [{ id, speed: SPEED[pace], stamina: "even" as const }]));
}
