/**
 * One face for five engines. The Foundry shell speaks only this interface: it describes the fight
 * in plain data (FightSetup), sends what people clicked as Intents, feeds Foundry roll totals back,
 * and draws the tracker from a TrackerView. Each structure's adapter translates to its engine.
 */
import type { Issuer, TurnEngine, TurnStructureId } from "../engine";
import type { DeclarationRound } from "../../declaration-plan";

/** A combatant as the shell knows it when the fight starts or when it joins. */
export interface FighterInput {
  /** The Combatant document id. */
  id: string;
  /** The CombatantGroup id (side, team or faction); null where the structure has no groups. */
  groupId: string | null;
  /** Users (not GMs) who own the combatant's actor. */
  owners: string[];
  /** Individual initiative: added to the d20 (and /100 as tiebreak). */
  initiativeBonus: number;
  /** Side initiative: the party adds its best DEX modifier. */
  dexMod: number;
  /** Declared speed: base initiative is 1d12 − this. */
  agilityModifier: number;
  /** Factions fast/slow phases: acts in the fast phase when WIT ≥ the threshold. */
  wit: number;
  /** Alternating teams: may act in the other team's surprise round. */
  cannotBeSurprised: boolean;
  /** Declared speed: rolls but does not act in round 1. */
  surprised: boolean;
  /** Factions: takes the ambush bonus turn. */
  ambusher: boolean;
  /** Joins having already acted this round (it left the fight and came back): no second turn. */
  actedThisRound?: boolean;
}

export interface GroupInput {
  id: string;
  /** The player characters' side: adds its best DEX in side initiative and wins ties. */
  isParty: boolean;
}

export interface FightSetup {
  groups: GroupInput[];
  fighters: FighterInput[];
  /** The group whose member started the fight (teams go first; factions hold the initiative). */
  startedBy: string | null;
  /** Alternating teams: the team that was attacked goes second. */
  attacked: string | null;
  /** The group that surprised the others (free round / surprise round), if any. */
  surprising: string | null;
  /** Factions: the optional fast and slow phases. */
  fastSlow: boolean;
}

export type IntentKind =
  | "act"
  | "endTurn"
  | "endGroupTurn"
  | "pass"
  | "react"
  /** GM only, never from a player's payload: gives back the turn a reaction spent (factions). */
  | "unreact"
  | "declare"
  | "lockDeclarations"
  | "delay"
  | "stepIn"
  | "hold"
  | "triggerHeld"
  | "chooseFirst"
  | "nextRound"
  | "undo"
  | "defeat"
  | "fallUnconscious"
  | "recover"
  | "leave";

/** What a person clicked. Fields beyond `kind` are filled as the kind needs. */
export interface Intent {
  kind: IntentKind;
  combatantId?: string;
  groupId?: string;
  /** declare: the declared action; hold: a short description of the held action. */
  actionId?: string;
  /** declare: the action's initiative modifier. */
  modifier?: number;
  /** hold: the trigger the player wrote. */
  trigger?: string;
  /** triggerHeld: the combatant whose action set the held action off. */
  triggeredBy?: string;
  /** fallUnconscious (individual, declared): the creature is dying and keeps its turn (death saves, one action). */
  dying?: boolean;
}

/** A roll the engine is waiting for: the shell rolls `formula` with Foundry and answers with the total. */
export interface PendingRollView {
  purpose: string;
  formula: string;
  /** Combatant or group ids the roll is for; empty for a roll that belongs to the whole fight. */
  forIds: string[];
}

export interface RollResult {
  purpose: string;
  /** The id the roll was for (a group, a combatant) or null for a fight-wide roll. */
  forId: string | null;
  /** Declared speed may share one base roll among several combatants. */
  forIds?: string[];
  total: number;
}

export type FighterStatus =
  | "acting"
  | "ready"
  | "waiting"
  | "acted"
  | "delaying"
  | "holding"
  | "dying"
  | "unconscious"
  | "defeated";

export interface FighterView {
  id: string;
  groupId: string | null;
  status: FighterStatus;
  /** The initiative number the tracker shows (individual: 20.08; declared: this round's value). */
  initiative: number | null;
  declared: { actionId: string; modifier: number } | null;
  held: { action: string; trigger: string } | null;
}

export interface GroupView {
  id: string;
  initiative: number | null;
  onTurn: boolean;
  /** Its turn is over (or it was skipped) this round. */
  done: boolean;
  /** Factions: passed in the current run of passes. */
  passed: boolean;
}

/** One place in the acting order; several ids act simultaneously (declared ties). */
export interface OrderStep {
  ids: string[];
  value: number | null;
  current: boolean;
  done: boolean;
}

export interface TrackerView {
  structure: TurnStructureId;
  started: boolean;
  round: number;
  /** The engine's phase id (e.g. "surprise", "rolling", "declaring", "fast", "slow"); null when none. */
  phase: string | null;
  /** Factions fast phase: the threshold WIT must meet. */
  threshold: number | null;
  /** Factions: who holds the initiative. */
  holderId: string | null;
  /** Groups in acting order (empty where the structure has none). */
  groups: GroupView[];
  /** Acting order (individual, declared); empty for the choose-who-acts structures. */
  order: OrderStep[];
  fighters: FighterView[];
  activeIds: string[];
  pendingRolls: PendingRollView[];
}

export interface StructureAdapter<S, C extends { type: string; by: Issuer }> {
  id: TurnStructureId;
  engine: TurnEngine<S, C>;
  initial(): S;
  start(setup: FightSetup, by: Issuer): C;
  /**
   * Structures whose engine is set up by several commands (join each combatant, then start): all of
   * them in order, the last being `start(setup, by)`. When present the shell applies these instead of `start`.
   */
  setup?(setup: FightSetup, by: Issuer): C[];
  /** GM: move a combatant to another group without anyone re-rolling, where the structure allows it. */
  moveToGroup?(state: S, combatantId: string, groupId: string, by: Issuer): C;
  /** A combatant joins; `newGroup` when it brings a group the fight has not seen. */
  join(fighter: FighterInput, newGroup: GroupInput | null, by: Issuer): C;
  /** The engine command for an intent, or null when the intent means nothing in this structure. */
  command(state: S, intent: Intent, by: Issuer): C | null;
  rollCommand(state: S, result: RollResult, by: Issuer): C;
  /** Present when one roll may answer several combatants' pending rolls (`RollResult.forIds`): the GM may let identical creatures share one. */
  sharedRolls?: true;
  view(state: S): TrackerView;
  /** Intents worth a button right now; the shell keeps only those the engine accepts for the user. */
  candidates(state: S): Intent[];
  /**
   * The engine's answer to this user's candidates where it is known without applying them (the
   * engine's own checks over indexes built once): true accepted, false refused, undefined "dry-run it".
   * It must agree with the dry run exactly; it exists so a tracker of n combatants costs O(n), not O(n²).
   */
  verdicts?(state: S, by: Issuer): Verdicts;
  /**
   * Present when the structure runs on groups (sides, teams, factions): the shell forms them before
   * the start. `party`: one of them is the player characters' side (the friendly tokens' unless the GM names one).
   */
  groups?: { party: boolean };
  /**
   * Present when the structure collects declarations from the players: who may declare now and has
   * yet to, and who has declared this round, so the shell asks them in the ruleset's order.
   */
  declarers?(state: S): DeclarationRound;
}

/** Any adapter, for registries that hold all five. */
export type AnyAdapter = StructureAdapter<unknown, { type: string; by: Issuer }>;

/** See StructureAdapter.verdicts. */
export type Verdicts = (intent: Intent) => boolean | undefined;
