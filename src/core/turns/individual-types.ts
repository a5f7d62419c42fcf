/** State and commands of the individual-initiative engine (classic: d20 + bonus, delay, held actions). */
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

export interface HeldAction {
  action: string;
  trigger: string;
  /** Round of the turn it was declared on; it is lost when the holder's next turn comes up. */
  declaredRound: number;
}

export interface IndividualCombatant {
  id: string;
  name: string;
  owners: string[];
  initiativeBonus: number;
  /** The d20 as rolled; null until the roll arrives. */
  d20: number | null;
  /** Ordering count, in hundredths: (d20 + bonus) × 100 (+ bonus as the tiebreak). A move copies its anchor's count. */
  count: number | null;
  /** Roll-off results against true ties, in the order they were rolled. */
  tiebreak: number[];
  condition: Condition;
  delaying: boolean;
  held: HeldAction | null;
  /** Last round in which this combatant's place in the order was used up (acted, gave it up, or was passed over). */
  passedRound: number;
}

export interface RollOffResult {
  id: string;
  roll: number;
}

/** A roll-off between truly tied combatants; joinerId is set when it places a mid-fight newcomer. */
export interface RollOff {
  ids: string[];
  results: RollOffResult[];
  joinerId: string | null;
}

export type IndividualPhase = "setup" | "rolling" | "fighting";

export interface IndividualState {
  structure: "individual";
  phase: IndividualPhase;
  /** The rulebook's suggested bonus/100 tiebreak (a table may switch it off). */
  useBonusTiebreak: boolean;
  round: number;
  /** Everyone in the fight, in the order they joined. */
  combatants: IndividualCombatant[];
  /** Initiative order, top to bottom; a combatant is in it once its roll (and any roll-off) is settled. */
  order: string[];
  /** Whose turn is up (or running); null between rounds' ends or while only delayers remain. */
  current: string | null;
  /** Has the current combatant begun its turn (turnStart fired)? Before that it may still delay. */
  turnBegun: boolean;
  rollOffs: RollOff[];
  history: IndividualState[];
}

export interface NewIndividualCombatant {
  id: string;
  name: string;
  owners: string[];
  initiativeBonus: number;
  /** Comes back after acting this round (it left and rejoined): its place this round is used up. */
  actedThisRound?: boolean;
}

interface Base<T extends string> {
  type: T;
  by: Issuer;
}

/** GM: add a combatant (before the fight) or bring one in mid-fight; only the newcomer rolls. */
export interface JoinCommand extends Base<"join"> {
  combatant: NewIndividualCombatant;
}
/** GM: begin the fight; asks for every missing roll, then for roll-offs, then starts round 1. */
export interface StartCommand extends Base<"start"> {}
/** GM: the d20 rolled for one combatant's initiative (the bonus is added by the engine). */
export interface RollInitiativeCommand extends Base<"rollInitiative"> {
  combatantId: string;
  d20: number;
}
/** GM: one tied combatant's d20 in a roll-off. */
export interface RollOffCommand extends Base<"rollOff"> {
  combatantId: string;
  roll: number;
}
/** The combatant whose turn is up starts it (turnStart). */
export interface BeginTurnCommand extends Base<"beginTurn"> {
  combatantId: string;
}
/** The combatant whose turn is up gives it up for now, to step in later this round. */
export interface DelayCommand extends Base<"delay"> {
  combatantId: string;
}
/** A delaying combatant takes its turn now, between two turns; its place moves here for good. */
export interface StepInCommand extends Base<"stepIn"> {
  combatantId: string;
}
/** During its turn, the combatant holds an action until a trigger happens. */
export interface HoldCommand extends Base<"hold"> {
  combatantId: string;
  action: string;
  trigger: string;
}
/** The held action's trigger happened: it resolves now; triggeredBy defaults to whose turn it is. */
export interface TriggerHeldCommand extends Base<"triggerHeld"> {
  combatantId: string;
  triggeredBy?: string;
}
/** GM override: put a combatant just above beforeId (or at the bottom when null). */
export interface MoveInOrderCommand extends Base<"moveInOrder"> {
  combatantId: string;
  beforeId: string | null;
}
/** fallUnconscious with dying: true keeps the turn (death saves are made on it). */
export interface IndividualFallUnconsciousCommand extends FallUnconsciousCommand {
  dying?: boolean;
}

export type IndividualCommand =
  | JoinCommand
  | StartCommand
  | RollInitiativeCommand
  | RollOffCommand
  | BeginTurnCommand
  | EndTurnCommand
  | DelayCommand
  | StepInCommand
  | HoldCommand
  | TriggerHeldCommand
  | MoveInOrderCommand
  | IndividualFallUnconsciousCommand
  | DefeatCommand
  | RecoverCommand
  | LeaveCommand
  | NextRoundCommand
  | UndoCommand;
