/**
 * What happens at the table in the classic, declared and factions trust properties, as fast-check
 * arbitraries built from each ruleset's own parts: commands and card steps from any user with forged
 * fields (sometimes sent again under the same id), fair play, the GM's own moves, and players' own
 * writes with the update options they chose.
 */
import fc from "fast-check";
import { PLAYERS } from "./trust-creatures";
import type { CommonWrite } from "./trust-writes";

type Plain = Record<string, any>;
type Weighted<T> = { weight: number; arbitrary: fc.Arbitrary<T> };

/** The GM, two players, and a socket id no user has (the GM and the first player twice as often). */
const SENDERS = ["gm", "gm", "p1", "p1", "p2", "stranger"] as const;

/** A payload's yes, or something a console puts there instead. */
export const tick = fc.constantFrom<unknown>(true, false, "on", "true", 1, undefined, null);

/** Update options a writer may choose: none, the GM's old set-back mark, others that look like the GM's. */
export const MARKS: Plain[] = [{}, { fray: { undo: true } }, { fray: { gm: true, userId: "gm" } }, { diff: false, render: false }];

/** Dice a player's console writes on their own items: fair ones, too many, too large, not dice at all. */
export const consoleFormula = fc.constantFrom<unknown>("1d8", "2d6+1", "40d6", "1d1000", "1d6+500", Array.from({ length: 1000 }, () => "999d999").join("+"), "abc", 17);

/** The ruleset's own parts of a player's own writes, and how the shared ones are drawn. */
export interface OwnWriteParts<S, D> {
  /** The sheet's numbers the player writes (first, with its weight). */
  sheet: Weighted<S>;
  /** The GM-kept statuses the player turns on and off (and "prone"), with this weight. */
  kept: readonly string[];
  statusWeight: number;
  /** What the player writes into their combatant's data. */
  combatantSystems: Plain[];
  /** Where the player moves their token. */
  moveXs: number[];
  /** The dice the player writes on their items (with its weight). */
  dice: Weighted<D>;
}

/** A player's own writes: the ruleset's sheet write, those every ruleset shares, the ruleset's dice write, a copy of a GM card. */
export function ownWrites<S, D>(parts: OwnWriteParts<S, D>): fc.Arbitrary<S | CommonWrite | D | { kind: "copy" }> {
  const status = fc.constantFrom(...parts.kept, "prone");
  return fc.oneof(
    parts.sheet,
    { weight: parts.statusWeight, arbitrary: fc.record({ kind: fc.constant("status" as const), status, active: fc.boolean() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("disable" as const), status }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("combatant" as const), flipDefeated: fc.boolean(), system: fc.constantFrom<Plain>(...parts.combatantSystems) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("clock" as const), round: fc.integer({ min: -1, max: 999 }), turn: fc.constantFrom(null, 0, 1, 5) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("leave" as const) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("rejoin" as const) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("move" as const), x: fc.constantFrom(...parts.moveXs) }) },
    parts.dice,
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("copy" as const) }) },
  ) as fc.Arbitrary<S | CommonWrite | D | { kind: "copy" }>;
}

/** A move at the table: a command or card step from anyone (sent again under its id when `replay`), fair play, the GM's move, a player's own write. */
export type TableMove<Pick, Fair, Gm, Write> =
  | { t: "command"; sender: string; asked: { kind: string; body: Plain }; forged: Plain; replay: boolean }
  | { t: "step"; sender: string; step: string; pick: Pick; extras: Plain; forged: Plain; replay: boolean }
  | { t: "fair"; play: Fair }
  | ({ t: "gm" } & Gm)
  | { t: "write"; player: string; options: Plain; what: Write };

/** A ruleset's parts of the moves at its table, and how often each kind of move comes. */
export interface TableParts<Pick, Fair, Gm, Write> {
  /** Every command kind with payloads made for it. */
  commands: Record<string, fc.Arbitrary<Plain>>;
  /** Fields a console adds to any payload. */
  forged: fc.Arbitrary<Plain>;
  /** Every card step, the messages it may name, and the fields it may carry. */
  steps: readonly string[];
  picks: readonly Pick[];
  stepExtras: fc.Arbitrary<Plain>;
  fair: fc.Arbitrary<Fair>;
  /** The GM's move, field by field. */
  gm: { [K in keyof Gm]: fc.Arbitrary<Gm[K]> };
  writes: fc.Arbitrary<Write>;
  /** The update options a player's write may carry. */
  marks: Plain[];
  weights: { command: number; fair: number; step: number; gm: number; write: number };
}

/** The moves at a ruleset's table. */
export function tableMoves<Pick, Fair, Gm, Write>(parts: TableParts<Pick, Fair, Gm, Write>): fc.Arbitrary<TableMove<Pick, Fair, Gm, Write>> {
  const { forged, weights } = parts;
  const asked = fc.oneof(...Object.entries(parts.commands).map(([kind, body]) => fc.record({ kind: fc.constant(kind), body })));
  const gm = fc.record({ t: fc.constant("gm" as const), ...parts.gm } as Record<string, fc.Arbitrary<unknown>>);
  return fc.oneof(
    { weight: weights.command, arbitrary: fc.record({ t: fc.constant("command" as const), sender: fc.constantFrom(...SENDERS), asked, forged, replay: fc.boolean() }) },
    { weight: weights.fair, arbitrary: fc.record({ t: fc.constant("fair" as const), play: parts.fair }) },
    { weight: weights.step, arbitrary: fc.record({ t: fc.constant("step" as const), sender: fc.constantFrom(...SENDERS), step: fc.constantFrom(...parts.steps), pick: fc.constantFrom(...parts.picks), extras: parts.stepExtras, forged, replay: fc.boolean() }) },
    { weight: weights.gm, arbitrary: gm },
    { weight: weights.write, arbitrary: fc.record({ t: fc.constant("write" as const), player: fc.constantFrom(...PLAYERS), options: fc.constantFrom(...parts.marks), what: parts.writes }) },
  ) as fc.Arbitrary<TableMove<Pick, Fair, Gm, Write>>;
}
