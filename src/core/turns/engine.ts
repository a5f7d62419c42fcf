/**
 * The one interface every turn structure implements. An engine is a pure state machine:
 * (state, command) → new state plus the events it caused, or a refusal with a reason.
 * No Foundry, no DOM, no randomness: every die result arrives inside a command.
 */
import type { Reason } from "../rules-types";

export { refuse } from "../rules-types";

/** Who issues a command. The GM may do anything the engine allows anyone to do. */
export interface Issuer {
  userId: string;
  isGM: boolean;
}

/** Refusals of the turn engines are reasons whose keys live under Turns.Refusal. */
export type { Reason };

/** Events the shell turns into hooks and effect expiry; each fires exactly once per real occurrence. */
export type TurnEvent =
  | { type: "roundStart"; round: number }
  | { type: "roundEnd"; round: number }
  | { type: "turnStart"; combatantIds: string[] }
  | { type: "turnEnd"; combatantIds: string[] }
  | { type: "phaseStart"; phase: string; round: number }
  | { type: "phaseEnd"; phase: string; round: number }
  | { type: "groupTurnStart"; groupId: string }
  | { type: "groupTurnEnd"; groupId: string }
  | { type: "rollNeeded"; request: RollRequest }
  | { type: "moraleStep"; round: number };

/** The engine asks the shell to roll and send the result back as a command. */
export interface RollRequest {
  purpose: string;
  formula: string;
  /** Combatant or group ids the roll is for (a roll-off names every tied party). */
  for: string[];
}

export type Outcome<S> =
  | { ok: true; state: S; events: TurnEvent[] }
  | { ok: false; reason: Reason };

export interface TurnEngine<S, C extends { type: string; by: Issuer }> {
  /** Stable id stored in the Combat's system data and in the world setting. */
  readonly id: TurnStructureId;
  apply(state: S, command: C): Outcome<S>;
  /** Combatant ids that may act right now (what the tracker enables buttons for). */
  canActNow(state: S): string[];
}

export type TurnStructureId = "sideInitiative" | "alternatingTeams" | "individual" | "declared" | "factions";

export const TURN_STRUCTURE_IDS: readonly TurnStructureId[] = [
  "sideInitiative",
  "alternatingTeams",
  "individual",
  "declared",
  "factions",
];
