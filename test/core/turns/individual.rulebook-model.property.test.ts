/**
 * Individual initiative against a model of the rulebook's own words (seed 002, "Initiative Roll", "Delay",
 * "Combat Round", "Held Action"), written here and not asking the engine anything: the order is d20 + bonus
 * with the bonus/100 tiebreak and roll-offs for true ties; turns go top to bottom, once per round; a delayer
 * steps in where it chooses and acts from there in later rounds; a held action moves its holder to just after
 * the triggering creature and is lost when the holder's next turn comes up; the round ends when everyone has
 * acted or given up a delayed turn. Random fights, random commands from the GM and players; every accepted
 * or refused command, its events, the order and who may act must agree with the model.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyIndividual, canActNow, createIndividualState, type IndividualCommand, type IndividualState } from "../../../src/core/turns/individual";
import type { Issuer, TurnEvent } from "../../../src/core/turns/engine";
import { runs } from "../../support/fixed-seed";
import { expectSame, is } from "./state-checks";

const USERS: Issuer[] = [{ userId: "gm", isGM: true }, { userId: "u1", isGM: false }, { userId: "u2", isGM: false }];
const GM = USERS[0]!;

type Condition = "active" | "dying" | "unconscious" | "defeated";

interface Fighter {
  id: string;
  owners: string[];
  d20: number;
  bonus: number;
  /** Roll-off results, in the order rolled. */
  rollOffs: number[];
  condition: Condition;
  /** Its place this round has been used up: it acted, gave its turn up, sprang a held action, or was passed over. */
  done: boolean;
  delaying: boolean;
  holding: boolean;
}

/** A round's end and the next round's start, as the engine announces them. */
const roundTurnover = (round: number): TurnEvent[] => [{ type: "roundEnd", round }, { type: "roundStart", round: round + 1 }];

/** The chapter's rules, as a table would run them. */
class RulebookFight {
  round = 1;
  order: string[] = [];
  up: string | null = null;
  begun = false;
  events: TurnEvent[] = [];

  constructor(readonly fighters: Fighter[], readonly bonusTiebreak: boolean) {}

  find(id: string): Fighter | undefined {
    return this.fighters.find((f) => f.id === id);
  }

  /** "Rolling 1d20 and adding your character's initiative bonus", the bonus/100 "added to the end as a decimal". */
  initiative(f: Fighter): number {
    return (f.d20 + f.bonus) * 100 + (this.bonusTiebreak ? f.bonus : 0);
  }

  /** "Have the conflicting characters roll against each other and arrange them from high to low." */
  outranks(a: Fighter, b: Fighter): number {
    const byInitiative = this.initiative(b) - this.initiative(a);
    if (byInitiative !== 0) return byInitiative;
    for (let i = 0; i < Math.max(a.rollOffs.length, b.rollOffs.length); i++) {
      const diff = (b.rollOffs[i] ?? 0) - (a.rollOffs[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return 0;
  }

  /** Groups still in conflict: same initiative, same roll-offs so far. */
  conflicts(): Fighter[][] {
    const groups: Fighter[][] = [];
    for (const f of this.fighters) {
      const g = groups.find((grp) => this.outranks(grp[0]!, f) === 0);
      if (g) g.push(f);
      else groups.push([f]);
    }
    return groups.filter((g) => g.length > 1);
  }

  takesTurns(f: Fighter): boolean {
    return f.condition === "active" || f.condition === "dying";
  }

  /** Top to bottom: the first whose place this round is still to come; the fallen are passed over. */
  pickNext(): void {
    this.up = null;
    this.begun = false;
    for (const id of this.order) {
      const f = this.find(id)!;
      if (f.done || f.delaying) continue;
      if (!this.takesTurns(f)) {
        f.done = true;
        continue;
      }
      this.up = id;
      // "If the trigger does not occur before the start of your next turn, the held action is lost."
      f.holding = false;
      return;
    }
  }

  /** "A combat round is when all of the turns have been taken and the current initiative order is back at the top." */
  moveOn(): void {
    this.pickNext();
    if (this.up !== null) return;
    const someoneDelaying = this.fighters.some((f) => f.delaying);
    const someoneCanAct = this.fighters.some((f) => this.takesTurns(f));
    // A delayer may still step in "later in the round"; with nobody able to act, nothing can happen yet.
    if (someoneDelaying || !someoneCanAct) return;
    this.newRound();
  }

  newRound(): void {
    this.events.push(...roundTurnover(this.round));
    this.round++;
    for (const f of this.fighters) f.done = false;
    this.pickNext();
  }

  /** Who the table is waiting on: whoever is up, delayers between turns, holders while someone else is up. */
  whoMayActNow(): string[] {
    return this.order.filter((id) => {
      const f = this.find(id)!;
      if (id === this.up) return true;
      if (f.delaying && (this.up === null || !this.begun)) return true;
      return f.holding && this.up !== null;
    });
  }

  /** Moves a combatant so it stands at `index` of the order counted without it. */
  place(id: string, index: number): void {
    const without = this.order.filter((x) => x !== id);
    this.order = [...without.slice(0, index), id, ...without.slice(index)];
  }
}

const speaksFor = (by: Issuer, f: Fighter | undefined): f is Fighter => f !== undefined && (by.isGM || f.owners.includes(by.userId));

/** Whether the rulebook (and who may speak for whom) lets the command through, and its effect on the model. */
function expectAndApply(m: RulebookFight, cmd: IndividualCommand): boolean {
  m.events = [];
  if (cmd.type === "fallUnconscious" || cmd.type === "defeat" || cmd.type === "recover") return changeCondition(m, cmd);
  if (cmd.type === "nextRound") {
    if (!cmd.by.isGM) return false;
    if (m.up !== null && m.begun) m.events.push({ type: "turnEnd", combatantIds: [m.up] });
    for (const f of m.fighters) f.delaying = false;
    if (m.fighters.some((f) => m.takesTurns(f))) m.newRound();
    else {
      // Nobody can act: the round still ends, and the next waits for someone to recover.
      m.events.push(...roundTurnover(m.round));
      m.round++;
      m.up = null;
      m.begun = false;
      for (const f of m.fighters) f.done = false;
    }
    return true;
  }
  if (!("combatantId" in cmd)) return false;
  const f = m.find(cmd.combatantId);
  if (!speaksFor(cmd.by, f)) return false;
  switch (cmd.type) {
    case "beginTurn":
      if (m.up !== f.id || m.begun) return false;
      m.begun = true;
      m.events.push({ type: "turnStart", combatantIds: [f.id] });
      return true;
    case "endTurn":
      if (f.delaying) {
        // A delayer who never steps in gives this round's turn up and keeps its place.
        f.delaying = false;
        f.done = true;
        if (m.up === null) m.moveOn();
        return true;
      }
      if (m.up !== f.id || !m.begun) return false;
      f.done = true;
      m.events.push({ type: "turnEnd", combatantIds: [f.id] });
      m.moveOn();
      return true;
    case "delay":
      // "On your turn, you may delay without declaring an action": before acting, and only if able to act.
      if (m.up !== f.id || m.begun || f.condition !== "active") return false;
      f.delaying = true;
      m.moveOn();
      return true;
    case "stepIn": {
      // "When you choose to take your turn, your initiative position moves to that point": between two turns.
      if (!f.delaying || (m.up !== null && m.begun)) return false;
      const before = m.up;
      m.place(f.id, before === null ? m.order.length : m.order.filter((x) => x !== f.id).indexOf(before));
      f.delaying = false;
      m.up = f.id;
      m.begun = true;
      m.events.push({ type: "turnStart", combatantIds: [f.id] });
      return true;
    }
    case "hold":
      // "On your turn, you may hold your move or standard action by declaring ... the action ... and a clear trigger."
      if (m.up !== f.id || !m.begun || f.condition !== "active" || f.holding) return false;
      if (cmd.action.trim() === "" || cmd.trigger.trim() === "") return false;
      f.holding = true;
      return true;
    case "triggerHeld": {
      const by = cmd.triggeredBy ?? m.up;
      if (!f.holding || m.up === f.id || by === null || by === f.id || m.find(by) === undefined) return false;
      // A player's trigger is whoever is acting now; naming anyone else is the GM's call.
      if (!cmd.by.isGM && by !== m.up) return false;
      // "Your initiative position moves to the point just after the triggering creature"; it was this round's action.
      m.place(f.id, m.order.filter((x) => x !== f.id).indexOf(by) + 1);
      f.holding = false;
      f.done = true;
      return true;
    }
    default:
      return false;
  }
}

function changeCondition(m: RulebookFight, cmd: Extract<IndividualCommand, { type: "fallUnconscious" | "defeat" | "recover" }>): boolean {
  const f = m.find(cmd.combatantId);
  if (!cmd.by.isGM || f === undefined) return false;
  const condition: Condition = cmd.type === "recover" ? "active" : cmd.type === "defeat" ? "defeated" : cmd.dying === true ? "dying" : "unconscious";
  if (f.condition === condition) return false;
  f.condition = condition;
  if (condition !== "active") {
    // Down, a delayer has given up its delayed moment and a holder its held action.
    if (f.delaying) f.done = true;
    f.delaying = false;
    f.holding = false;
    if (m.up === f.id && m.begun) {
      m.events.push({ type: "turnEnd", combatantIds: [f.id] });
      f.done = true;
      m.up = null;
    } else if (m.up === f.id && !m.takesTurns(f)) {
      f.done = true;
      m.up = null;
    }
  }
  if (m.up === null) m.moveOn();
  return true;
}

interface Setup {
  fighters: { d20: number; bonus: number; owners: string[] }[];
  /** Roll-off results handed out in turn; small faces so roll-offs tie again now and then. */
  rollOffFaces: number[];
  bonusTiebreak: boolean;
}

const setupArb: fc.Arbitrary<Setup> = fc.record({
  fighters: fc.array(fc.record({ d20: fc.integer({ min: 1, max: 6 }), bonus: fc.integer({ min: -2, max: 3 }), owners: fc.subarray(["u1", "u2"]) }), { minLength: 1, maxLength: 7 }),
  rollOffFaces: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 12 }),
  bonusTiebreak: fc.boolean(),
});

function must(s: IndividualState, cmd: IndividualCommand): IndividualState {
  const out = applyIndividual(s, cmd);
  if (!out.ok) throw new Error(`${cmd.type} refused: ${out.reason.key}`);
  return out.state;
}

/** Joins, rolls, and settles every conflict by roll-offs the model asks for, until the order is fixed. */
function start(setup: Setup): { state: IndividualState; model: RulebookFight; rollOffRounds: number } {
  const fighters: Fighter[] = setup.fighters.map((f, i) => ({
    id: `c${i}`, owners: f.owners, d20: f.d20, bonus: f.bonus, rollOffs: [], condition: "active", done: false, delaying: false, holding: false,
  }));
  const model = new RulebookFight(fighters, setup.bonusTiebreak);
  let s = createIndividualState({ useBonusTiebreak: setup.bonusTiebreak });
  for (const f of fighters) s = must(s, { type: "join", by: GM, combatant: { id: f.id, name: f.id, owners: f.owners, initiativeBonus: f.bonus } });
  s = must(s, { type: "start", by: GM });
  for (const f of fighters) s = must(s, { type: "rollInitiative", by: GM, combatantId: f.id, d20: f.d20 });
  let faces = 0;
  let rollOffRounds = 0;
  for (let conflicts = model.conflicts(); conflicts.length > 0; conflicts = model.conflicts()) {
    is(s.phase, "rolling");
    rollOffRounds++;
    for (const group of conflicts) {
      // After a few ties in a row the dice stop tying, so every fight gets going.
      const stopTying = rollOffRounds > 3;
      group.forEach((f, i) => {
        const roll = stopTying ? 20 - i : setup.rollOffFaces[faces++ % setup.rollOffFaces.length]!;
        f.rollOffs.push(roll);
        s = must(s, { type: "rollOff", by: GM, combatantId: f.id, roll });
      });
    }
  }
  model.order = [...fighters].sort((a, b) => model.outranks(a, b)).map((f) => f.id);
  model.pickNext();
  return { state: s, model, rollOffRounds };
}

interface Move {
  kind: number;
  pick: number;
  user: number;
}
const moveArb: fc.Arbitrary<Move> = fc.record({ kind: fc.nat({ max: 99 }), pick: fc.nat(), user: fc.nat() });

function commandFor(m: RulebookFight, move: Move): IndividualCommand {
  const { kind, pick, user } = move;
  const ids = m.fighters.map((f) => f.id);
  const anyone = ids[pick % ids.length] ?? "nobody";
  const someUser = USERS[user % USERS.length]!;
  // Usually the owner (or the GM, for what nobody owns), sometimes a random user.
  const owner = (id: string): Issuer => {
    const o = m.find(id)?.owners[user % 2];
    return user % 7 === 6 ? someUser : o === undefined || user % 3 === 0 ? GM : { userId: o, isGM: false };
  };
  const delayer = m.fighters.find((f) => f.delaying)?.id;
  const holder = m.fighters.find((f) => f.holding)?.id;
  const aim = (preferred: string | null | undefined): string => (pick % 6 === 5 || preferred == null ? anyone : preferred);
  if (kind < 18) return { type: "beginTurn", by: owner(aim(m.up)), combatantId: aim(m.up) };
  if (kind < 36) return { type: "endTurn", by: owner(aim(m.up)), combatantId: aim(m.up) };
  if (kind < 46) return { type: "delay", by: owner(aim(m.up)), combatantId: aim(m.up) };
  if (kind < 56) return { type: "stepIn", by: owner(aim(delayer)), combatantId: aim(delayer) };
  if (kind < 60) return { type: "endTurn", by: owner(aim(delayer)), combatantId: aim(delayer) };
  if (kind < 68) {
    const blank = pick % 9 === 8;
    return { type: "hold", by: owner(aim(m.up)), combatantId: aim(m.up), action: blank ? " " : "shoot", trigger: "the door opens" };
  }
  if (kind < 80) {
    const id = aim(holder);
    const named = pick % 3 === 0 ? {} : { triggeredBy: pick % 3 === 1 && m.up !== null ? m.up : anyone };
    return { type: "triggerHeld", by: owner(id), combatantId: id, ...named };
  }
  if (kind < 94) {
    const type = (["fallUnconscious", "fallUnconscious", "defeat", "recover", "recover"] as const)[pick % 5]!;
    const by = user % 5 === 4 ? someUser : GM;
    return type === "fallUnconscious" ? { type, by, combatantId: anyone, dying: user % 2 === 0 } : { type, by, combatantId: anyone };
  }
  return { type: "nextRound", by: someUser };
}

const turnEvents = (events: TurnEvent[]): TurnEvent[] => events.filter((e) => e.type !== "rollNeeded");

describe("individual initiative agrees with the rulebook's rules, computed without the engine", () => {
  it("the order, who is up, who may act, what is refused, turn and round events, over random fights", () => {
    const seen = { rollOffAgain: 0, delayedIn: 0, gaveUp: 0, sprung: 0, heldLost: 0, roundEnds: 0, refused: 0, passedOver: 0 };
    fc.assert(
      fc.property(setupArb, fc.array(moveArb, { minLength: 20, maxLength: 90 }), (setup, moves) => {
        const { state: started, model, rollOffRounds } = start(setup);
        if (rollOffRounds > 1) seen.rollOffAgain++;
        let state = started;
        is(state.phase, "fighting");
        expectSame(state.order, model.order);
        is(state.current, model.up);
        expectSame(canActNow(state), model.whoMayActNow());
        /** Turn starts this round, counted from the events alone: nobody acts twice in a round. */
        let startedThisRound = new Set<string>();
        for (const move of moves) {
          const cmd = commandFor(model, move);
          const holdersBefore = model.fighters.filter((f) => f.holding).map((f) => f.id);
          const expected = expectAndApply(model, cmd);
          const out = applyIndividual(state, cmd);
          is(out.ok, expected, JSON.stringify(cmd));
          if (!out.ok) {
            seen.refused++;
            continue;
          }
          state = out.state;
          expectSame(turnEvents(out.events), model.events, JSON.stringify(cmd));
          for (const e of out.events) {
            if (e.type === "roundStart") startedThisRound = new Set();
            if (e.type !== "turnStart") continue;
            for (const id of e.combatantIds) {
              is(startedThisRound.has(id), false, `${id} started a second turn in round ${state.round}`);
              startedThisRound.add(id);
            }
          }
          is(state.round, model.round);
          expectSame(state.order, model.order);
          is(state.current, model.up);
          is(state.turnBegun, model.begun);
          expectSame(canActNow(state), model.whoMayActNow());
          if (cmd.type === "stepIn") seen.delayedIn++;
          if (cmd.type === "endTurn" && out.events.every((e) => e.type !== "turnEnd")) seen.gaveUp++;
          if (cmd.type === "triggerHeld") seen.sprung++;
          const target = "combatantId" in cmd ? cmd.combatantId : null;
          if (cmd.type !== "triggerHeld" && holdersBefore.some((id) => id !== target && model.find(id)?.holding === false)) seen.heldLost++;
          if (model.fighters.some((f) => !model.takesTurns(f) && f.done)) seen.passedOver++;
          seen.roundEnds += out.events.filter((e) => e.type === "roundEnd").length;
        }
      }),
      { numRuns: runs(250) },
    );
    // The fights really went through repeated roll-offs, delays, held actions sprung and lost, and round ends.
    for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(10);
  });
});
