/**
 * What the random users do in the sides and teams trust properties, as fast-check arbitraries built from
 * each ruleset's own parts: commands (each from a role: the owner of what it names, the GM, another player,
 * a socket id no user has; sometimes sent again), junk, players' own writes, their writes of the Combat's
 * clock, and the ruleset's tracker buttons.
 */
import fc from "fast-check";

type Plain = Record<string, any>;

/** Who sends: the owner of what the command names (the GM for the GM's creatures), the GM, another player, or a socket id no user has. */
export type Role = "owner" | "gm" | "other" | "stranger";
const role = fc.constantFrom<Role>("owner", "owner", "owner", "gm", "other", "other", "stranger");

/** A command: its kind and what it is made of, from a role; sent again under the same id, or under a new one. */
export type Command = { op: "command"; role: Role; kind: string; args: Plain; replay: "none" | "sameId" | "newId" };
/** A player's console write on one fighter's documents (`value` picks among the write's values), with or without the GM's old set-back mark. */
export type Write<F extends string> = { op: "write"; player: "p1" | "p2"; what: string; fighter: F; value: number; marked: boolean };
/** A player's write of the Combat's round and turn. */
export type ClockWrite = { op: "clock"; player: string; round: number; turn: number | null };

/** A move of a run: a command, a player's write, a write of the clock, or the ruleset's tracker button (`T`). */
export type FighterMove<F extends string, T> = Command | Write<F> | ClockWrite | T;

/** Whom a command aims at, relative to who acts: another fighter (odd steps along the list are foes), itself, or a token that is not there. */
export const aim = fc.constantFrom<number | "ghost">(1, 3, 1, 3, 2, 1, 3, 0, "ghost");

/** One of the fighters, or now and then one that is not there. */
export const someone = <F extends string>(fighters: readonly F[]) => fc.oneof({ weight: 9, arbitrary: fc.constantFrom<F | "ghost">(...fighters) }, { weight: 1, arbitrary: fc.constant<"ghost">("ghost") });

/** A command of this kind, made of `args`. */
export const command = (kind: string, args: fc.Arbitrary<Plain>) =>
  fc.record({ op: fc.constant("command" as const), role, kind: fc.constant(kind), args, replay: fc.constantFrom<Command["replay"]>("none", "none", "sameId", "newId") });

/** Junk under one of these kinds: anything at all, an oversized message id, a prototype a console forged. */
export const junk = (kinds: string[]) =>
  command("junk", fc.record({ kind: fc.constantFrom(...kinds), body: fc.oneof(fc.anything({ maxDepth: 2 }), fc.constant({ messageId: "x".repeat(5000) }), fc.constant(JSON.parse('{"__proto__": {"isGM": true}}'))) }));

/** A ruleset's moves: its commands, its players' writes (of these kinds) and the Combat's clock, and its tracker buttons (how often: `trackerWeight`). */
export function fighterMoves<F extends string, T>(parts: { commands: fc.Arbitrary<Command>; writes: string[]; fighters: readonly F[]; tracker: fc.Arbitrary<T>; trackerWeight: number }) {
  const writes = fc.record({
    op: fc.constant("write" as const),
    player: fc.constantFrom("p1" as const, "p2" as const),
    what: fc.constantFrom(...parts.writes),
    fighter: fc.constantFrom(...parts.fighters),
    value: fc.integer({ min: 0, max: 3 }),
    marked: fc.boolean(),
  });
  const clock = fc.record({ op: fc.constant("clock" as const), player: fc.constantFrom("p1", "p2"), round: fc.constantFrom(0, 1, 5, 999), turn: fc.constantFrom(null, 0, 3) });
  return fc.oneof({ weight: 10, arbitrary: parts.commands }, { weight: 3, arbitrary: writes }, { weight: 1, arbitrary: clock }, { weight: parts.trackerWeight, arbitrary: parts.tracker }) as fc.Arbitrary<FighterMove<F, T>>;
}
