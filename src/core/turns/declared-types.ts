/** State and commands of the declared-action-speed engine (ruleset `declared`, seed 003). */
import type { Issuer } from "./engine";
import type { Condition } from "./conditions";
import type {
  DefeatCommand,
  EndTurnCommand,
  FallUnconsciousCommand,
  LeaveCommand,
  NextRoundCommand,
  RecoverCommand,
  UndoCommand,
} from "./commands";

/** What a creature will do this round; the ruleset's catalogue turns the action into a number. */
export interface Declaration {
  actionId: string;
  modifier: number;
}

/** Given at lock to anyone able to act who declared nothing. */
export const NO_ACTION: Declaration = { actionId: "none", modifier: 0 };

export interface DeclaredCombatant {
  id: string;
  name: string;
  owners: string[];
  agilityModifier: number;
  /** Further modifiers to the base roll (traits, talents, class features). */
  baseAdjustment: number;
  /** Base Initiative: 1d12 − AGI modifier (+ adjustment), rolled once per fight. */
  base: number | null;
  condition: Condition;
  /** The round in which it is surprised (rolls, but neither declares nor acts), if any. */
  surprisedRound: number | null;
  declaration: Declaration | null;
  /** Came in after declarations locked: may still declare this round (and, if its moment passed, act next round at −12). */
  lateDeclarer: boolean;
}

/** One moment in this round's resolution; a late joiner's extra turn is a slot too. */
export interface Slot {
  combatantId: string;
  value: number;
  /** Sort key: value × 2 + 1; an extra turn that lands on its owner's own value goes first with key value × 2. */
  key: number;
  extra: boolean;
  actionId: string;
  started: boolean;
}

/** A late joiner's turn owed for next round, value already including the −12. */
export interface LateTurn {
  combatantId: string;
  value: number;
  actionId: string;
}

/** Everyone acting at the same initiative: one simultaneous step. */
export interface Step {
  key: number;
  value: number;
  combatantIds: string[];
  ended: string[];
}

export type DeclaredPhase = "setup" | "rolling" | "declaring" | "resolving" | "morale";

export interface DeclaredState {
  structure: "declared";
  phase: DeclaredPhase;
  round: number;
  combatants: DeclaredCombatant[];
  slots: Slot[];
  lateTurns: LateTurn[];
  /** The step being resolved: set exactly while the phase is "resolving". */
  step: Step | null;
  /** Key of the latest step begun this round; slots at or below it have passed. */
  position: number | null;
  history: DeclaredState[];
}

export interface NewDeclaredCombatant {
  id: string;
  name: string;
  owners: string[];
  agilityModifier: number;
  baseAdjustment?: number;
  surprised?: boolean;
}

interface Base<T extends string> {
  type: T;
  by: Issuer;
}

/** GM: add a combatant before the fight, or bring one in mid-fight (it rolls at once). */
export interface DeclaredJoinCommand extends Base<"join"> {
  combatant: NewDeclaredCombatant;
}
export interface DeclaredStartCommand extends Base<"start"> {}
/** GM: one d12 giving the base initiative of one combatant, or shared by several identical monsters. */
export interface RollBaseCommand extends Base<"rollBase"> {
  combatantIds: string[];
  d12: number;
}
/** GM override: set a base initiative outright (an effect altered it). Used from the next declaration on. */
export interface SetBaseCommand extends Base<"setBase"> {
  combatantId: string;
  base: number;
}
export interface DeclareCommand extends Base<"declare"> {
  combatantId: string;
  actionId: string;
  modifier: number;
}
/** GM: declarations close and the round starts resolving from the lowest initiative. */
export interface LockDeclarationsCommand extends Base<"lockDeclarations"> {}
export interface DeclaredFallUnconsciousCommand extends FallUnconsciousCommand {
  dying?: boolean;
}

export type DeclaredCommand =
  | DeclaredJoinCommand
  | DeclaredStartCommand
  | RollBaseCommand
  | SetBaseCommand
  | DeclareCommand
  | LockDeclarationsCommand
  | EndTurnCommand
  | DeclaredFallUnconsciousCommand
  | DefeatCommand
  | RecoverCommand
  | LeaveCommand
  | NextRoundCommand
  | UndoCommand;
