/**
 * The pure half of a ruleset: everything the turn engines, the pack build and the tests read about
 * a ruleset without Foundry. Each ruleset exports one `RulesetRules` from `rules/ruleset.ts`.
 */
import type { FighterInput } from "../turns/adapters/adapter";
import type { TurnStructureId } from "../turns/engine";
import type { RulesetTypes, TypedDocumentName } from "../schema/document-type";
import type { RulesetEconomy } from "../economy";
import type { DeclaredAction, DeclarerFacts } from "../declared-actions";
import { everyoneAtOnce, type DeclarationPlan, type DeclarationSeat } from "../declaration-plan";
import type { RulesetRoundType } from "../schema/round-state";

/** The numbers a turn structure reads from a combatant's actor. */
export type InitiativeStats = Pick<FighterInput, "initiativeBonus" | "dexMod" | "agilityModifier" | "wit">;

/**
 * What a status means to the turn engines: `defeated` leaves the fight, `down` stops acting,
 * `dying` is down and keeps its turn where the structure tracks dying.
 */
export type TurnCondition = "defeated" | "down" | "dying";

/** A status effect a ruleset adds to tokens. */
export interface RulesetStatus {
  id: string;
  /** i18n key of its name. */
  name: string;
  img: string;
  turn?: TurnCondition;
  /** Set and cleared by the GM alone (the ruleset's GM commands): a player's own toggle is undone, as a turn status's is. */
  gmOnly?: boolean;
}

/** A world setting a ruleset registers; its key starts with the ruleset id. */
export interface RulesetSetting {
  key: string;
  /** i18n keys. */
  name: string;
  hint: string;
  choices: Record<string, string>;
  default: string;
}

/** Foundry's diagonal rules for square grids (CONST.GRID_DIAGONALS), by name. */
export type GridDiagonals = "equidistant" | "exact" | "approximate" | "rectilinear" | "alternating1" | "alternating2" | "illegal";

/** How the ruleset measures the map: what new scenes get, and the world's diagonal rule, set once. */
export interface RulesetGrid {
  /** Size of one square, in `units`. */
  distance: number;
  units: string;
  diagonals: GridDiagonals;
  /** i18n key of what the GM is told when the world's diagonal rule is set; gets {units}. */
  notice: string;
}

export interface RulesetRules {
  /** Lower-case id; every document type, setting and GM command of the ruleset starts with it. */
  id: string;
  types: RulesetTypes;
  /** The turn structure the tracker runs when the world leaves it to the ruleset. */
  turnStructure: TurnStructureId;
  initiativeStats(system: object): InitiativeStats;
  economy: RulesetEconomy<unknown>;
  /** What a combatant may declare in declared-action speed, with initiative modifiers. */
  declaredActions: readonly DeclaredAction[];
  /**
   * Where the modifier depends on the creature (its weapon's speed, its spell's): what this creature may
   * declare, read from its actor. Without it everyone declares from `declaredActions`.
   */
  declaredActionsFor?(declarer: DeclarerFacts): readonly DeclaredAction[];
  /**
   * Who is asked to declare when, and whether players see others' declarations before all are in,
   * from this round's declarers (each with its player's seat) and the world's values of `settings`
   * by key. Without it everyone is asked at once and every declaration shows.
   */
  declarationPlan?(declarers: readonly DeclarationSeat[], settings: Readonly<Record<string, string>>): DeclarationPlan;
  statuses: readonly RulesetStatus[];
  settings: readonly RulesetSetting[];
  /** What the ruleset keeps on the Combat for the current round (swarms, grapples …), under its id; undo restores it. */
  roundState?: RulesetRoundType;
  /** The grid its chapter measures in, when it differs from the manifest's (5 ft, equidistant diagonals). */
  grid?: RulesetGrid;
}

/** What this creature may declare under these rules. */
export function declarableActions(rules: RulesetRules, declarer: DeclarerFacts): readonly DeclaredAction[] {
  return rules.declaredActionsFor?.(declarer) ?? rules.declaredActions;
}

/** This round's declaration plan under these rules. */
export function declarationPlanOf(rules: RulesetRules, declarers: readonly DeclarationSeat[], settings: Readonly<Record<string, string>>): DeclarationPlan {
  return rules.declarationPlan?.(declarers, settings) ?? everyoneAtOnce(declarers.map((d) => d.id));
}

/** Every sub-type the given rulesets declare for one document class. */
export function typeSpecsOf(rulesets: readonly RulesetRules[], documentName: TypedDocumentName) {
  return Object.assign({}, ...rulesets.map((rules) => rules.types[documentName] ?? {})) as RulesetTypes["Actor"];
}

/** Refusals of a ruleset that breaks the naming contract, so a mistake fails at load, not in play. */
export function contractProblems(rules: RulesetRules): string[] {
  const prefixed = (name: string) => name.startsWith(rules.id) && name.length > rules.id.length;
  const problems: string[] = [];
  if (!/^[a-z]+$/.test(rules.id)) problems.push(`ruleset id "${rules.id}" must be lower-case letters`);
  for (const documentName of ["Actor", "Item", "ChatMessage"] as const) {
    for (const type of Object.keys(rules.types[documentName] ?? {})) if (!prefixed(type)) problems.push(`${documentName} type "${type}" must start with "${rules.id}"`);
  }
  for (const setting of rules.settings) if (!prefixed(setting.key)) problems.push(`setting "${setting.key}" must start with "${rules.id}"`);
  if (rules.grid && !(rules.grid.distance > 0 && rules.grid.units.trim() !== "")) problems.push(`grid squares need a size above 0 and units`);
  if (rules.roundState && rules.roundState.ruleset !== rules.id) problems.push(`round state is kept under "${rules.roundState.ruleset}", not "${rules.id}"`);
  return problems;
}
