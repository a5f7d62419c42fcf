/**
 * Random fights for the turn engines' properties, driven the way the shell drives them: a random setup
 * (groups, fighters, surprise), then steps that answer pending rolls, bring in newcomers in new and old
 * groups, or press a button a random user is offered. Each property picks its own mix of steps.
 */
import fc from "fast-check";
import type { Issuer, TurnStructureId } from "../../../../src/core/turns/engine";
import type { AnyAdapter, FightSetup, Intent, IntentKind } from "../../../../src/core/turns/adapters/adapter";
import { fighter, GM, player, rangeOf } from "./adapter-harness";

export type Command = { type: string; by: Issuer };

/** The GM and three players: u1 and u2 own fighters from the start, u3 only newcomers. */
export const USERS: Issuer[] = [GM, player("u1"), player("u2"), player("u3")];
/** The structures whose fighters stand in groups (sides, teams, factions). */
const GROUPED: readonly TurnStructureId[] = ["sideInitiative", "alternatingTeams", "factions"];
/** Buttons that are the GM's bookkeeping rather than a turn move. */
const GM_KINDS: readonly IntentKind[] = ["defeat", "fallUnconscious", "recover", "leave", "undo", "nextRound"];

/** A fight's random setup, with at most `maxFighters` fighters at the start. */
export const fightSpecArb = (maxFighters: number) =>
  fc.record({
    groups: fc.integer({ min: 2, max: 3 }),
    party: fc.boolean(),
    fighters: fc.array(
      fc.record({ group: fc.nat(), owners: fc.subarray(["u1", "u2"]), stat: fc.integer({ min: -2, max: 20 }), flag: fc.boolean(), surprised: fc.boolean() }),
      { minLength: 1, maxLength: maxFighters },
    ),
    startedBy: fc.nat({ max: 3 }),
    attacked: fc.nat({ max: 3 }),
    surprising: fc.nat({ max: 4 }),
    fastSlow: fc.boolean(),
  });
export type FightSpec = ReturnType<typeof fightSpecArb> extends fc.Arbitrary<infer T> ? T : never;

/** One step: `choice` (0-99) picks what kind of move, `user` and `value` pick who and which. */
export const stepArb = fc.record({ choice: fc.nat({ max: 99 }), user: fc.nat(), value: fc.nat() });
export type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

/** The setup a spec describes: groups only where the structure has them, one stat spread over each ruleset's fields. */
function setupFor(structure: TurnStructureId, spec: FightSpec): FightSetup {
  const grouped = GROUPED.includes(structure);
  const ids = Array.from({ length: spec.groups }, (_, i) => `g${i}`);
  const named = (k: number): string | null => (grouped ? (ids[k] ?? null) : null);
  return {
    groups: grouped ? ids.map((id, i) => ({ id, isParty: spec.party && i === 0 })) : [],
    fighters: spec.fighters.map((f, i) =>
      fighter(`c${i}`, "", {
        groupId: grouped ? (ids[f.group % spec.groups] ?? "g0") : null,
        owners: f.owners, initiativeBonus: f.stat % 5, dexMod: f.stat % 4, agilityModifier: f.stat % 3, wit: f.stat,
        cannotBeSurprised: f.flag, ambusher: f.flag, surprised: f.surprised,
      }),
    ),
    startedBy: named(spec.startedBy), attacked: named(spec.attacked), surprising: named(spec.surprising), fastSlow: spec.fastSlow,
  };
}

/** Starts the fight the spec describes as the shell does (the structure's setup commands, or its one start); `each` sees every state on the way. */
export function startFight(adapter: AnyAdapter, spec: FightSpec, each: (state: unknown, after: string) => void = () => {}): unknown {
  let state = adapter.initial();
  each(state, "the start");
  const setup = setupFor(adapter.id, spec);
  for (const command of adapter.setup?.(setup, GM) ?? [adapter.start(setup, GM)]) {
    const out = adapter.engine.apply(state, command);
    if (!out.ok) throw new Error(`setup refused: ${out.reason.key}`);
    state = out.state;
    each(state, command.type);
  }
  return state;
}

/** How a property mixes its random moves. */
export interface MoveMix {
  /** Steps with a choice this high or higher bring in a newcomer. */
  joinFrom: number;
  /** Whether a newcomer may arrive having already acted this round. */
  newcomersMayHaveActed: boolean;
  /** Moves tried after a newcomer and before a button (GM overrides, undo); undefined leaves the step to a button. */
  other?: (adapter: AnyAdapter, state: unknown, step: Step) => Command | null | undefined;
  /** The buttons a user is offered: the tracker's fast path or the exhaustive dry run. */
  offered: (adapter: AnyAdapter, state: unknown, by: Issuer) => Intent[];
  /** Steps with a choice below this press a turn move when there is one. */
  turnMovesBelow: number;
}

/** One random move: answer a pending roll, bring in a newcomer, the mix's other moves, or a button offered to a random user. */
export function randomMove(adapter: AnyAdapter, state: unknown, step: Step, index: number, mix: MoveMix): Command | null {
  const view = adapter.view(state);
  const roll = view.pendingRolls[step.value % Math.max(1, view.pendingRolls.length)];
  if (roll !== undefined && step.choice < 35) {
    const { min, max } = rangeOf(roll.formula);
    const forId = roll.forIds[step.user % Math.max(1, roll.forIds.length)] ?? null;
    return adapter.rollCommand(state, { purpose: roll.purpose, forId, total: min + (step.value % (max - min + 1)) }, GM);
  }
  if (step.choice >= mix.joinFrom) {
    const grouped = GROUPED.includes(adapter.id);
    const newGroup = grouped && step.value % 3 === 0 ? { id: `j${index}`, isParty: false } : null;
    const groupId = grouped ? (newGroup?.id ?? view.groups[step.value % Math.max(1, view.groups.length)]?.id ?? "g0") : null;
    const owners = step.value % 2 === 0 ? ["u3"] : [];
    const acted = mix.newcomersMayHaveActed && step.user % 4 === 0 ? { actedThisRound: true } : {};
    return adapter.join({ ...fighter(`n${index}`, "", { owners, wit: step.value % 20, initiativeBonus: step.value % 4, ...acted }), groupId }, newGroup, GM);
  }
  const other = mix.other?.(adapter, state, step);
  if (other !== undefined) return other;
  const by = USERS[step.user % USERS.length] ?? GM;
  const own = mix.offered(adapter, state, by);
  const [issuer, options] = own.length > 0 ? [by, own] : [GM, mix.offered(adapter, state, GM)];
  // Mostly turn moves, so fights reach delays, held actions, reactions and late declarations.
  const turnMoves = options.filter((intent) => !GM_KINDS.includes(intent.kind));
  const pool = step.choice < mix.turnMovesBelow && turnMoves.length > 0 ? turnMoves : options;
  const intent = pool[step.value % Math.max(1, pool.length)];
  if (intent === undefined) return null;
  // Declarations vary, so steps split and late joiners land ahead of or behind the running one.
  const chosen: Intent = intent.kind === "declare" ? { ...intent, modifier: (step.value % 7) - 3 } : intent;
  return adapter.command(state, chosen, issuer);
}
