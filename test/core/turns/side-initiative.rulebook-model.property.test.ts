/**
 * Side initiative against a model of the rulebook's own words (seed 000, "Combat Sequence" and "Surprise"),
 * written here and never asking the engine: which side goes first (1d8 each, the Party adding its best DEX
 * and winning ties, other ties rolling off, never re-rolled), who may act (the members of the side on the
 * clock who have not acted, in any order), when the round ends (every side has had its go) and the free
 * surprise round before initiative. Where the chapter is silent the model follows docs/rules-notes.md
 * ("Side initiative"). Random fights, random commands from the GM and players: every command must be accepted
 * or refused as the model says, with the same events, the same rolls asked for and the same turn.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Issuer, TurnEvent } from "../../../src/core/turns/engine";
import {
  canActNow, initialSideInitiativeState, sideInitiative as engine, type SideInitiativeCommand, type SideInitiativeState,
} from "../../../src/core/turns/side-initiative";
import { runs } from "../../support/fixed-seed";
import { byRollOffs, conditionApplies } from "./rulebook-model-rules";
import { expectSame, is } from "./state-checks";

const GM_USER: Issuer = { userId: "gm", isGM: true };
const USERS: Issuer[] = [GM_USER, { userId: "u1", isGM: false }, { userId: "u2", isGM: false }];

interface Combatant {
  id: string;
  side: string;
  owners: string[];
  dex: number;
  defeated: boolean;
  down: boolean;
  acted: boolean;
}
interface TableSide {
  id: string;
  party: boolean;
  surprising: boolean;
  roll: number | null;
  rollOffs: number[];
}
/** A die the table has been asked to roll and has not rolled yet. */
interface Ask {
  purpose: "initiative" | "rollOff";
  side: string;
  formula: string;
  low: number;
  high: number;
}

const d8Plus = (bonus: number): string => (bonus === 0 ? "1d8" : bonus > 0 ? `1d8+${bonus}` : `1d8-${-bonus}`);

/** The chapter's combat sequence, as a table would run it. */
class RulebookFight {
  stage: "surprise" | "rolling" | "rounds" = "rolling";
  round = 0;
  sides: TableSide[] = [];
  combatants: Combatant[] = [];
  /** Acting order this round; during the free round, the surprising sides only. */
  order: string[] = [];
  onClock: string | null = null;
  acting: string | null = null;
  asks: Ask[] = [];
  /** What the table announces while the current command is carried out. */
  said: TurnEvent[] = [];

  get playing(): boolean {
    return this.stage !== "rolling";
  }

  find(id: string): Combatant | undefined {
    return this.combatants.find((c) => c.id === id);
  }

  side(id: string): TableSide | undefined {
    return this.sides.find((s) => s.id === id);
  }

  /** "Each member of that side takes all of their actions": once a round, if conscious and still fighting. */
  static canGo(c: Combatant): boolean {
    return !c.defeated && !c.down && !c.acted;
  }

  sideHasSomeoneToGo(side: string): boolean {
    return this.combatants.some((c) => c.side === side && RulebookFight.canGo(c));
  }

  whoMayActNow(): string[] {
    if (!this.playing) return [];
    if (this.acting !== null) return [this.acting];
    return this.combatants.filter((c) => c.side === this.onClock && RulebookFight.canGo(c)).map((c) => c.id);
  }

  /** "With the player's side adding the highest DEX from among the Party" (of those not yet defeated). */
  askInitiative(sideIds: string[]): void {
    for (const id of sideIds) {
      const party = this.side(id)?.party === true;
      const dexes = this.combatants.filter((c) => c.side === id && !c.defeated).map((c) => c.dex);
      const bonus = party && dexes.length > 0 ? Math.max(...dexes) : 0;
      this.asks.push({ purpose: "initiative", side: id, formula: d8Plus(bonus), low: 1 + bonus, high: 8 + bonus });
      this.said.push({ type: "rollNeeded", request: { purpose: "initiative", formula: d8Plus(bonus), for: [id] } });
    }
  }

  /** "Starting with the side with the highest roll … The Party wins ties", then the roll-offs, highest first. */
  static goesBefore(a: TableSide, b: TableSide): number {
    if (a.roll !== b.roll) return (b.roll ?? 0) - (a.roll ?? 0);
    if (a.party !== b.party) return a.party ? -1 : 1;
    return byRollOffs(a.rollOffs, b.rollOffs);
  }

  /** Sides still level after every roll so far: they roll off (again). */
  stillTied(): string[][] {
    const out: string[][] = [];
    for (const s of this.sides) {
      if (out.some((g) => g.includes(s.id))) continue;
      const level = this.sides.filter((o) => RulebookFight.goesBefore(s, o) === 0).map((o) => o.id);
      if (level.length > 1) out.push(level);
    }
    return out;
  }

  /** Once every die is in: roll-offs for ties, else the order is fixed and the first round starts. */
  rollsIn(): void {
    if (this.asks.length > 0) return;
    const ties = this.stillTied();
    for (const group of ties) {
      this.said.push({ type: "rollNeeded", request: { purpose: "rollOff", formula: "1d8", for: group } });
      for (const id of group) this.asks.push({ purpose: "rollOff", side: id, formula: "1d8", low: 1, high: 8 });
    }
    if (ties.length > 0) return;
    this.stage = "rounds";
    this.order = [...this.sides].sort(RulebookFight.goesBefore).map((s) => s.id);
    this.beginRound(this.round + 1);
  }

  /** A side arriving after the order is fixed: before the first side it beats, after those it ties (notes). */
  slotIn(late: TableSide): void {
    const at = this.order.findIndex((id) => {
      const other = this.side(id)!;
      return (late.roll ?? 0) > (other.roll ?? 0) || (late.roll === other.roll && late.party && !other.party);
    });
    const placed = at < 0 ? this.order.length : at;
    this.order.splice(placed, 0, late.id);
  }

  /** The clock passes to the next side in order with someone left to act, or the round is over. */
  passFrom(side: string | null): void {
    for (const id of this.order.slice(side === null ? 0 : this.order.indexOf(side) + 1)) {
      if (!this.sideHasSomeoneToGo(id)) continue;
      this.onClock = id;
      this.said.push({ type: "groupTurnStart", groupId: id });
      return;
    }
    this.onClock = null;
    this.endRound();
  }

  /** "This repeats until all sides have acted, and then begins from the top in the same order." */
  endRound(): void {
    this.said.push({ type: "roundEnd", round: this.round });
    if (this.stage === "surprise") {
      // "A full free round of action before initiative is rolled."
      this.stage = "rolling";
      this.order = [];
      for (const c of this.combatants) c.acted = false;
      this.askInitiative(this.sides.map((s) => s.id));
      return;
    }
    this.beginRound(this.round + 1);
  }

  beginRound(round: number): void {
    this.round = round;
    this.said.push({ type: "roundStart", round });
    for (const c of this.combatants) c.acted = false;
    this.onClock = null;
    // Nobody at all able to act: the round waits for someone to recover or join.
    if (this.order.some((id) => this.sideHasSomeoneToGo(id))) this.passFrom(null);
  }

  /** The active member's turn is over: it has acted. */
  closeActing(): void {
    if (this.acting === null) return;
    this.said.push({ type: "turnEnd", combatantIds: [this.acting] });
    this.find(this.acting)!.acted = true;
    this.acting = null;
  }

  /** After a roster change: a side on the clock with nobody left hands it on; a waiting round wakes up. */
  settle(): void {
    if (!this.playing || this.acting !== null) return;
    if (this.onClock === null) {
      if (this.order.some((id) => this.sideHasSomeoneToGo(id))) this.passFrom(null);
      return;
    }
    if (this.sideHasSomeoneToGo(this.onClock)) return;
    this.said.push({ type: "groupTurnEnd", groupId: this.onClock });
    this.passFrom(this.onClock);
  }
}

interface Setup {
  sides: { party: boolean; surprising: boolean }[];
  fighters: { side: number; owners: string[]; dex: number }[];
}
const setupArb: fc.Arbitrary<Setup> = fc.record({
  sides: fc.array(fc.record({ party: fc.boolean(), surprising: fc.nat({ max: 5 }).map((n) => n === 0) }), { minLength: 2, maxLength: 4 }),
  fighters: fc.array(fc.record({ side: fc.nat(), owners: fc.subarray(["u1", "u2"]), dex: fc.integer({ min: -1, max: 3 }) }), { minLength: 1, maxLength: 8 }),
});

interface Move {
  kind: number;
  pick: number;
  user: number;
}
const moveArb: fc.Arbitrary<Move> = fc.record({ kind: fc.nat({ max: 99 }), pick: fc.nat(), user: fc.nat() });

const commands = (by: Issuer, c: Combatant | undefined): boolean => c !== undefined && (by.isGM || c.owners.includes(by.userId));

function commandFor(model: RulebookFight, { kind, pick, user }: Move, step: number): SideInitiativeCommand {
  const ids = model.combatants.map((c) => c.id);
  const sideIds = model.sides.map((s) => s.id);
  const anyone = ids[pick % Math.max(1, ids.length)] ?? "nobody";
  const anySide = sideIds[pick % sideIds.length] ?? "s0";
  const someUser = USERS[user % USERS.length]!;
  const ownerOf = (id: string): Issuer => {
    const o = model.find(id)?.owners[0];
    return o === undefined || user % 3 === 0 ? GM_USER : { userId: o, isGM: false };
  };
  const ask = model.asks[pick % Math.max(1, model.asks.length)];
  if (ask !== undefined && kind < 40) {
    // Low totals, so that sides tie often; now and then a total the formula cannot make, or a player's click.
    const total = kind < 36 ? ask.low + (user % 3) : kind < 38 ? ask.high + 1 : ask.low - 1;
    return { type: "roll", by: kind === 39 ? USERS[1]! : GM_USER, purpose: kind === 38 ? "rollOff" : ask.purpose, forId: ask.side, total };
  }
  if (kind < 30) {
    const choosable = kind < 22 ? model.whoMayActNow() : model.combatants.filter((c) => c.side === model.onClock).map((c) => c.id);
    const id = choosable[pick % Math.max(1, choosable.length)] ?? anyone;
    return { type: "activate", by: ownerOf(id), combatantId: id };
  }
  if (kind < 36) return { type: "activate", by: someUser, combatantId: anyone };
  if (kind < 40) return { type: "roll", by: GM_USER, purpose: "initiative", forId: anySide, total: 1 + (pick % 8) };
  if (kind < 56) {
    const id = model.acting ?? anyone;
    return { type: "endTurn", by: user % 5 === 4 ? someUser : ownerOf(id), combatantId: id };
  }
  if (kind < 62) {
    const sideId = pick % 3 !== 0 && model.onClock !== null ? model.onClock : anySide;
    const member = model.combatants.find((c) => c.side === sideId && c.owners.length > 0);
    const by = member !== undefined && user % 2 === 0 ? ownerOf(member.id) : someUser;
    return { type: "endSideTurn", by, sideId };
  }
  if (kind < 65) return { type: "nextRound", by: someUser };
  if (kind < 82) {
    const type = (["defeat", "fallUnconscious", "recover", "recover", "leave"] as const)[pick % 5]!;
    return { type, by: user % 4 === 1 ? someUser : GM_USER, combatantId: anyone };
  }
  if (kind < 93) {
    const fresh = pick % 3 === 0;
    // Sometimes a "new" side that already fights, an existing side that does not, or a taken id: all refused.
    const groupId = fresh ? (user % 4 === 0 ? anySide : `late${step}`) : pick % 7 === 1 ? "ghosts" : anySide;
    return {
      type: "join", by: user % 6 === 1 ? someUser : GM_USER, newSide: fresh ? { isParty: user % 2 === 0 } : null,
      member: { id: pick % 11 === 0 ? anyone : `new${step}`, groupId, owners: pick % 2 === 0 ? ["u1"] : [], dexMod: (pick % 5) - 1 },
    };
  }
  if (kind < 96) return { type: "moveToSide", by: user % 5 === 1 ? someUser : GM_USER, combatantId: anyone, sideId: pick % 9 === 0 ? "ghosts" : anySide };
  return { type: "start", by: GM_USER, sides: [], members: [] };
}

/** Whether the rulebook (and the GM-authority rule) lets this command through, and what the table does then. */
function expectAndApply(model: RulebookFight, cmd: SideInitiativeCommand): boolean {
  switch (cmd.type) {
    case "activate": {
      const c = model.find(cmd.combatantId);
      const ok = model.playing && commands(cmd.by, c) && c!.side === model.onClock && model.acting === null && RulebookFight.canGo(c!);
      if (ok) {
        model.acting = cmd.combatantId;
        model.said.push({ type: "turnStart", combatantIds: [cmd.combatantId] });
      }
      return ok;
    }
    case "endTurn": {
      const ok = model.acting === cmd.combatantId && commands(cmd.by, model.find(cmd.combatantId));
      if (ok) {
        model.closeActing();
        model.settle();
      }
      return ok;
    }
    case "endSideTurn": {
      // A player speaks for a side when they own one of its members still in the fight.
      const speaks = cmd.by.isGM || model.combatants.some((c) => c.side === cmd.sideId && !c.defeated && c.owners.includes(cmd.by.userId));
      const ok = model.playing && speaks && cmd.sideId === model.onClock && (model.acting === null || commands(cmd.by, model.find(model.acting)));
      if (ok) {
        model.closeActing();
        model.said.push({ type: "groupTurnEnd", groupId: cmd.sideId });
        model.passFrom(cmd.sideId);
      }
      return ok;
    }
    case "nextRound": {
      const ok = cmd.by.isGM && model.playing;
      if (ok) {
        model.closeActing();
        if (model.onClock !== null) model.said.push({ type: "groupTurnEnd", groupId: model.onClock });
        model.onClock = null;
        model.endRound();
      }
      return ok;
    }
    case "roll":
      return rolled(model, cmd);
    case "join":
      return joined(model, cmd);
    case "moveToSide": {
      const c = model.find(cmd.combatantId);
      const ok = cmd.by.isGM && c !== undefined && model.side(cmd.sideId) !== undefined && model.acting !== c.id;
      if (ok) {
        c.side = cmd.sideId;
        model.settle();
      }
      return ok;
    }
    case "defeat": case "fallUnconscious": case "recover": case "leave":
      return condition(model, cmd);
    default:
      return false;
  }
}

function rolled(model: RulebookFight, cmd: Extract<SideInitiativeCommand, { type: "roll" }>): boolean {
  const i = model.asks.findIndex((a) => a.purpose === cmd.purpose && a.side === cmd.forId);
  const ask = model.asks[i];
  if (!cmd.by.isGM || ask === undefined || cmd.total < ask.low || cmd.total > ask.high) return false;
  model.asks.splice(i, 1);
  const side = model.side(ask.side)!;
  if (ask.purpose === "rollOff") side.rollOffs.push(cmd.total);
  else side.roll = cmd.total;
  if (model.stage === "rolling") {
    model.rollsIn();
    return true;
  }
  // A late side never makes anyone re-roll; if its place has passed this round, it starts next round.
  // (The clock only ever moves forward through the order, so a side placed before it waits for next round.)
  model.slotIn(side);
  model.settle();
  return true;
}

function joined(model: RulebookFight, cmd: Extract<SideInitiativeCommand, { type: "join" }>): boolean {
  const m = cmd.member;
  const known = model.side(m.groupId) !== undefined;
  const newSide = cmd.newSide !== null;
  if (!cmd.by.isGM || model.find(m.id) !== undefined || known === newSide) return false;
  if (cmd.newSide?.isParty === true && model.sides.some((s) => s.party)) return false;
  if (cmd.newSide !== null) model.sides.push({ id: m.groupId, party: cmd.newSide.isParty, surprising: false, roll: null, rollOffs: [] });
  model.combatants.push({ id: m.id, side: m.groupId, owners: [...m.owners], dex: m.dexMod, defeated: false, down: false, acted: false });
  // A new side rolls its own initiative now, or with everyone else once the free round is over.
  if (newSide && model.stage !== "surprise") model.askInitiative([m.groupId]);
  model.settle();
  return true;
}

function condition(model: RulebookFight, cmd: Extract<SideInitiativeCommand, { type: "defeat" | "fallUnconscious" | "recover" | "leave" }>): boolean {
  const c = model.find(cmd.combatantId);
  if (!conditionApplies(cmd.type, cmd.by, c)) return false;
  if (model.acting === c.id) {
    // Its turn is over; a defeated combatant gets no more turn events, not even this one.
    if (cmd.type !== "defeat" && cmd.type !== "recover") model.said.push({ type: "turnEnd", combatantIds: [c.id] });
    if (cmd.type !== "recover") c.acted = true;
    model.acting = null;
  }
  if (cmd.type === "defeat") c.defeated = true;
  if (cmd.type === "fallUnconscious") c.down = true;
  if (cmd.type === "recover") c.down = false;
  if (cmd.type === "leave") model.combatants = model.combatants.filter((x) => x !== c);
  model.settle();
  return true;
}

function start(setup: Setup): { state: SideInitiativeState; model: RulebookFight; events: TurnEvent[] } {
  let partyTaken = false;
  const sides = setup.sides.map((s, i) => {
    const party = s.party && !partyTaken;
    partyTaken ||= party;
    return { id: `s${i}`, party, surprising: s.surprising, roll: null, rollOffs: [] as number[] };
  });
  const combatants = setup.fighters.map((f, i) => ({
    id: `c${i}`, side: sides[f.side % sides.length]!.id, owners: f.owners, dex: f.dex, defeated: false, down: false, acted: false,
  }));
  const out = engine.apply(initialSideInitiativeState(), {
    type: "start", by: GM_USER,
    sides: sides.map((s) => ({ id: s.id, isParty: s.party, surprising: s.surprising })),
    members: combatants.map((c) => ({ id: c.id, groupId: c.side, owners: c.owners, dexMod: c.dex })),
  });
  if (!out.ok) throw new Error(out.reason.key);
  const model = new RulebookFight();
  model.sides = sides;
  model.combatants = combatants;
  // "Granting their enemies a full free round of action before initiative is rolled" — if they have anyone to act.
  const surprising = sides.filter((s) => s.surprising && model.sideHasSomeoneToGo(s.id)).map((s) => s.id);
  if (surprising.length > 0) {
    model.stage = "surprise";
    model.order = sides.filter((s) => s.surprising).map((s) => s.id);
    model.beginRound(1);
  } else {
    model.askInitiative(sides.map((s) => s.id));
  }
  return { state: out.state, model, events: out.events };
}

function expectAgreement(state: SideInitiativeState, model: RulebookFight): void {
  is(state.round, model.round);
  is(state.currentSideId, model.onClock);
  is(state.activeId, model.acting);
  expectSame(state.order, model.order);
  expectSame(canActNow(state), model.whoMayActNow());
  expectSame(
    state.pendingRolls.map((p) => [p.purpose, p.forId, p.formula, p.min, p.max]),
    model.asks.map((a) => [a.purpose, a.side, a.formula, a.low, a.high]),
  );
}

describe("side initiative agrees with the rulebook's combat sequence, computed without the engine", () => {
  it("which side goes first, who may act, who is refused and when rounds end, over random fights", () => {
    const seen = { surpriseRounds: 0, rollOffs: 0, lateSides: 0, sideTurns: 0, roundEnds: 0, refused: 0 };
    fc.assert(
      fc.property(setupArb, fc.array(moveArb, { minLength: 20, maxLength: 120 }), (setup, moves) => {
        let { state, model, events } = start(setup);
        if (model.stage === "surprise") seen.surpriseRounds++;
        expectSame(events, model.said);
        expectAgreement(state, model);
        for (const [step, move] of moves.entries()) {
          const cmd = commandFor(model, move, step);
          model.said = [];
          const lateRoll = cmd.type === "roll" && model.stage === "rounds";
          const expected = expectAndApply(model, cmd);
          const out = engine.apply(state, cmd);
          is(out.ok, expected, `${cmd.type} ${JSON.stringify(cmd)}`);
          if (!out.ok) {
            seen.refused++;
            continue;
          }
          state = out.state;
          expectSame(out.events, model.said, `events of ${JSON.stringify(cmd)}`);
          expectAgreement(state, model);
          if (lateRoll) seen.lateSides++;
          for (const e of out.events) {
            if (e.type === "rollNeeded" && e.request.purpose === "rollOff") seen.rollOffs++;
            if (e.type === "groupTurnStart") seen.sideTurns++;
            if (e.type === "roundEnd") seen.roundEnds++;
          }
        }
      }),
      { numRuns: runs(200) },
    );
    // The fights really went through free rounds, roll-offs, late sides, side turns, round ends and refusals.
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(10);
  });
});
