/**
 * The sides and teams trust property: the same random moves (./trust-fighter-moves.ts) played twice, each
 * time in a fresh started fight (./suffixed-fight.ts), once as they are and once with the GM's old
 * set-back mark on the marked players' writes and the players' writes of the Combat's clock. Every
 * command's answer holds to what every answer must hold to (./trust-answer.ts), its sender acts for no one
 * else, and a player forces a sheet action past the budget only on their own turn; the two runs must end
 * in the same answers and the same world.
 */
import fc from "fast-check";
import { expect } from "vitest";
import type { Network } from "../foundry-double/network";
import type { SuffixedFight } from "./suffixed-fight";
import { askChecked } from "./trust-answer";
import type { ClockWrite, Command, FighterMove, Role, Write } from "./trust-fighter-moves";
import { isSharedWrite, writeSharedFighterDocument, type SharedWriteRules } from "./trust-fighter-writes";
import { OLD_SET_BACK_MARK, sendAs, settleAll, type Channel, type Sender } from "./trust-run";

type Plain = Record<string, any>;

/** A ruleset's fight for its twin runs: its network and channel, a fresh started fight, the GM's dice, what two runs compare. */
export interface TwinFight<F extends string> {
  net: Network;
  wire: Channel;
  world(): Promise<SuffixedFight<F>>;
  /** The dice double's queue, and the GM's dice a run lays in it (600 of them, this cycle over and over). */
  dice: number[];
  diceCycle: readonly number[];
  /** What the GM enforces and people see, as text two runs can compare. */
  state(w: SuffixedFight<F>): string;
}

/** How a ruleset's commands are made, and whose they are. */
export interface TwinCommands<F extends string> {
  /** The payload the sender's client puts on the wire, from what the arbitrary chose and what the world holds now. */
  payloadOf(w: SuffixedFight<F>, c: Command): { kind: string; payload: unknown };
  /** Whose the command is: a player's accepted command must be one of these users'. */
  actingUsers(w: SuffixedFight<F>, kind: string, payload: unknown): string[];
  /** Card steps that happen once per card: a second click is refused. */
  oneShot: ReadonlySet<string>;
  /** The sheet action a player may force past the budget only on their own turn, and whether the command's combatant acts on its turn now. */
  forced: { kind: string; onOwnTurn(w: SuffixedFight<F>, payload: Plain): boolean };
}

/** A ruleset's players' writes: what the shared ones need (./trust-fighter-writes.ts), and its own. */
export interface TwinWrites<F extends string> extends SharedWriteRules<F> {
  write(w: SuffixedFight<F>, write: Write<F>, options: Plain): Promise<unknown> | undefined;
}

/** What a ruleset tells its twin runs: its fight, commands and writes, and its tracker buttons (`T`; a button's answer line, when it answers one). */
export interface TwinRules<F extends string, T> {
  fight: TwinFight<F>;
  commands: TwinCommands<F>;
  writes: TwinWrites<F>;
  tracker(w: SuffixedFight<F>, move: T): Promise<string | undefined>;
}

/** The user a role stands for, given whose the command is. */
function senderOf(role: Role, acting: readonly string[]): Sender {
  if (role === "owner") return (acting.find((id) => id === "p1" || id === "p2") as Sender | undefined) ?? "gm";
  if (role === "other") return acting.includes("p1") ? "p2" : "p1";
  return role;
}

/** A command from its role's user, held to what its answer must hold to; the answer's line. */
async function commandChecked<F extends string>(fight: TwinFight<F>, rules: TwinCommands<F>, w: SuffixedFight<F>, step: Command, id: string): Promise<string> {
  const { kind, payload } = rules.payloadOf(w, step);
  const acting = rules.actingUsers(w, kind, payload);
  const sender = senderOf(step.role, acting);
  const ownTurn = kind === rules.forced.kind && rules.forced.onOwnTurn(w, payload as Plain);
  const world = { send: (from: string, asked: string, body: unknown, requestId: string) => sendAs(fight.net, fight.wire, from as Sender, asked, body, requestId), state: () => fight.state(w) };
  const answer = await askChecked(world, { sender, kind, payload, id, replay: step.replay === "sameId", oneShot: step.replay === "newId" && rules.oneShot.has(kind) }, (accepted) => {
    if (sender === "gm") return;
    // Nobody acts for someone else.
    expect(acting, `${sender} was allowed ${kind} for ${acting.join(",") || "nobody"}`).toContain(sender);
    // A player forces past the budget only on their own turn.
    const overridden = (accepted.result as { overridden?: unknown } | undefined)?.overridden;
    if (kind === rules.forced.kind && overridden) expect(ownTurn, `${sender} forced ${String(overridden)} off their turn`).toBe(true);
  });
  return answer.ok ? "ok" : String(answer.reason);
}

/** One run of the moves in a fresh fight: every answer's line, and the world it ends in. */
async function play<F extends string, T extends { op: string }>(rules: TwinRules<F, T>, ops: readonly FighterMove<F, T>[], withMarksAndClocks: boolean): Promise<{ answers: string[]; final: string }> {
  const { fight, writes } = rules;
  const { net, wire } = fight;
  const w = await fight.world();
  fight.dice.splice(0, fight.dice.length, ...Array.from({ length: 600 }, (_, i) => fight.diceCycle[i % fight.diceCycle.length]!));
  await settleAll(net, wire);
  const answers: string[] = [];
  for (const step of ops) {
    if (step.op === "clock") {
      const clock = step as ClockWrite;
      if (withMarksAndClocks) {
        await net.on(clock.player, () => w.combat.update({ round: clock.round, turn: clock.turn }).catch(() => undefined));
        await settleAll(net, wire);
      }
    } else if (step.op === "write") {
      const write = step as Write<F>;
      const options = withMarksAndClocks && write.marked ? OLD_SET_BACK_MARK : {};
      // A refused write throws, as the server refuses it.
      const run = async () => (isSharedWrite(write.what) ? writeSharedFighterDocument(writes, w, write, options) : writes.write(w, write, options));
      await net.on(write.player, () => run().catch(() => undefined));
      await settleAll(net, wire);
    } else if (step.op === "command") {
      answers.push(await commandChecked(fight, rules.commands, w, step as Command, `req-${w.suffix}-${answers.length}`));
    } else {
      const line = await rules.tracker(w, step as T);
      if (line !== undefined) answers.push(line);
      await settleAll(net, wire);
    }
  }
  return { answers, final: fight.state(w) };
}

/** Plays `numRuns` runs of the prologue and 12 to 24 random moves twice, plain and with marks and clocks: both end alike. */
export async function twinRunsAgree<F extends string, T extends { op: string }>(rules: TwinRules<F, T>, op: fc.Arbitrary<FighterMove<F, T>>, prologue: readonly FighterMove<F, T>[], numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 12, maxLength: 24 }), async (random) => {
      const ops = [...prologue, ...random];
      const plain = await play(rules, ops, false);
      const marked = await play(rules, ops, true);
      expect(marked.answers).toEqual(plain.answers);
      expect(marked.final).toBe(plain.final);
    }),
    { numRuns },
  );
}
