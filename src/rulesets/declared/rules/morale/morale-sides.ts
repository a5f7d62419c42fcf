/**
 * Who counts for a monster's morale: creatures still fighting (not down, not dead, not marked
 * defeated), on its side (its allies) or on the other (its opponents). A token's disposition is its
 * side: friendly against hostile (a secret token is hostile); a neutral creature counts for no one and
 * faces no one. Monsters hostile to the monster count among its opponents like anyone else.
 */
import { isDown, type DeclaredWoundState } from "../condition/wound-state";

export type MoraleSide = "friendly" | "hostile" | "neutral";

export interface SideMember {
  id: string;
  side: MoraleSide;
  fighting: boolean;
}

/** Foundry's token dispositions: 1 friendly, 0 neutral, −1 hostile, −2 secret. */
export function sideOfDisposition(disposition: number): MoraleSide {
  if (disposition > 0) return "friendly";
  return disposition < 0 ? "hostile" : "neutral";
}

/** Still fighting: up (unhurt or wounded) and not marked defeated. */
export function stillFighting(state: DeclaredWoundState, defeated: boolean): boolean {
  return !defeated && !isDown(state);
}

/** The monster's allies (itself not counted) and opponents among those still fighting. */
export function sideCounts(selfId: string, members: readonly SideMember[]): { allies: number; opponents: number } {
  const self = members.find((member) => member.id === selfId);
  if (!self || self.side === "neutral") return { allies: 0, opponents: 0 };
  const fighting = members.filter((member) => member.fighting && member.id !== selfId && member.side !== "neutral");
  const allies = fighting.filter((member) => member.side === self.side).length;
  return { allies, opponents: fighting.length - allies };
}
