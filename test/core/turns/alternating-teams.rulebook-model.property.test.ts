/**
 * Alternating teams against a model of the rulebook's own words (seed 001), written here and not asking the
 * engine anything: who may be chosen (not down, not yet acted, and in the surprise round only the surprising
 * team and those who cannot be surprised), which team chooses next (the next in initiative order with someone
 * left), and when the round ends (nobody left who may act). Random fights, random commands from the GM and
 * players; every accepted or refused command must agree with the model.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  alternatingTeams as engine, canActNow, initialAlternatingTeamsState, type AlternatingTeamsCommand, type AlternatingTeamsState,
} from "../../../src/core/turns/alternating-teams";
import type { Issuer, TurnEvent } from "../../../src/core/turns/engine";
import { runs } from "../../support/fixed-seed";
import { conditionApplies } from "./rulebook-model-rules";
import { expectSame, is } from "./state-checks";

const USERS: Issuer[] = [{ userId: "gm", isGM: true }, { userId: "u1", isGM: false }, { userId: "u2", isGM: false }];

interface Fighter {
  id: string;
  team: string;
  owners: string[];
  cannotBeSurprised: boolean;
  defeated: boolean;
  down: boolean;
  acted: boolean;
}

/** The chapter's rules, as a table would run them. */
class RulebookFight {
  round = 0;
  chooser: string | null = null;
  acting: string | null = null;
  fighters: Fighter[] = [];
  order: string[] = [];

  constructor(readonly surprising: string | null) {}

  /** "The team with the benefit of surprise gets to take a whole round where only their team may take actions." */
  get surpriseRound(): boolean {
    return this.surprising !== null && this.round === 1;
  }

  mayBeChosen(f: Fighter): boolean {
    if (f.defeated || f.down || f.acted) return false;
    return !this.surpriseRound || f.team === this.surprising || f.cannotBeSurprised;
  }

  teamHasSomeoneLeft(team: string): boolean {
    return this.fighters.some((f) => f.team === team && this.mayBeChosen(f));
  }

  whoMayActNow(): string[] {
    if (this.round === 0) return [];
    if (this.acting !== null) return [this.acting];
    return this.fighters.filter((f) => f.team === this.chooser && this.mayBeChosen(f)).map((f) => f.id);
  }

  find(id: string): Fighter | undefined {
    return this.fighters.find((f) => f.id === id);
  }

  /** "Each team will select one member to take a turn, and then pass to the next team." */
  passFrom(team: string | null): void {
    this.chooser = null;
    const at = team === null ? -1 : this.order.indexOf(team);
    for (let step = 1; step <= this.order.length; step++) {
      const candidate = this.order[(at + step) % this.order.length] ?? "";
      if (this.teamHasSomeoneLeft(candidate)) {
        this.chooser = candidate;
        return;
      }
    }
    // "Until each team has given all of their members a turn. Once this happens, the next round begins."
    this.beginRound(this.round + 1);
  }

  beginRound(round: number): void {
    this.round = round;
    for (const f of this.fighters) f.acted = false;
    this.chooser = null;
    if (this.order.some((t) => this.teamHasSomeoneLeft(t))) this.passFrom(null);
  }

  /** The active fighter's turn is over (spent); its team's opportunity with it. */
  closeActing(): void {
    const f = this.acting === null ? undefined : this.find(this.acting);
    if (f !== undefined) f.acted = true;
    this.acting = null;
  }

  /** A roster change: a chooser with nobody left is passed over; a round waiting on nobody wakes up. */
  settle(): void {
    if (this.acting !== null) return;
    if (this.chooser !== null && !this.teamHasSomeoneLeft(this.chooser)) this.passFrom(this.chooser);
    else if (this.chooser === null && this.order.some((t) => this.teamHasSomeoneLeft(t))) this.passFrom(null);
  }
}

interface Setup {
  teams: string[];
  fighters: { team: number; owners: string[]; cannotBeSurprised: boolean }[];
  starter: number;
  attacked: number | null;
  surprise: boolean;
}

const setupArb: fc.Arbitrary<Setup> = fc.record({
  teams: fc.integer({ min: 2, max: 3 }).map((n) => ["t0", "t1", "t2"].slice(0, n)),
  fighters: fc.array(fc.record({ team: fc.nat(), owners: fc.subarray(["u1", "u2"]), cannotBeSurprised: fc.boolean() }), { minLength: 1, maxLength: 8 }),
  starter: fc.nat(),
  attacked: fc.option(fc.nat(), { nil: null }),
  surprise: fc.boolean(),
});

interface Move {
  kind: number;
  pick: number;
  user: number;
}
const moveArb: fc.Arbitrary<Move> = fc.record({ kind: fc.nat({ max: 99 }), pick: fc.nat(), user: fc.nat() });

function commandFor(model: RulebookFight, move: Move, step: number): AlternatingTeamsCommand {
  const { kind, pick, user } = move;
  const ids = model.fighters.map((f) => f.id);
  const onTurn = model.fighters.filter((f) => f.team === model.chooser).map((f) => f.id);
  const anyone = ids[pick % Math.max(1, ids.length)] ?? "nobody";
  const owner = (id: string): Issuer => {
    const o = model.find(id)?.owners[0];
    return o === undefined || user % 3 === 0 ? USERS[0]! : { userId: o, isGM: false };
  };
  const someUser = USERS[user % USERS.length]!;
  if (kind < 30) {
    // Mostly someone the rulebook lets act (so fights move on), sometimes anyone of the team on turn.
    const choosable = kind < 20 ? model.whoMayActNow() : onTurn;
    const id = choosable[pick % Math.max(1, choosable.length)] ?? anyone;
    return { type: "activate", by: owner(id), combatantId: id };
  }
  if (kind < 38) return { type: "activate", by: someUser, combatantId: anyone };
  if (kind < 60) {
    const id = model.acting ?? anyone;
    return { type: "endTurn", by: user % 5 === 4 ? someUser : owner(id), combatantId: id };
  }
  if (kind < 65) return { type: "endTeamTurn", by: someUser, teamId: pick % 2 === 0 && model.chooser !== null ? model.chooser : model.order[pick % model.order.length] ?? "t0" };
  if (kind < 68) return { type: "nextRound", by: someUser };
  if (kind < 90) {
    const type = (["defeat", "fallUnconscious", "recover", "recover", "leave"] as const)[pick % 5]!;
    return { type, by: user % 4 === 1 ? someUser : USERS[0]!, combatantId: anyone };
  }
  const newTeam = pick % 4 === 0;
  // Sometimes a "new" team that already fights, or an existing team that does not: both refused.
  const existing = pick % 5 === 2 ? "ghosts" : model.order[pick % model.order.length] ?? "t0";
  return {
    type: "join", by: user % 5 === 1 ? someUser : USERS[0]!, newTeam,
    member: { id: pick % 7 === 0 ? anyone : `late${step}`, groupId: newTeam && user % 3 !== 0 ? `new${step}` : existing, owners: pick % 2 === 0 ? ["u1"] : [], cannotBeSurprised: pick % 3 === 0 },
  };
}

const mayCommand = (by: Issuer, f: Fighter | undefined): boolean => f !== undefined && (by.isGM || f.owners.includes(by.userId));

/** Whether the rulebook (and the GM-authority rule) lets this command through, and its effect on the model. */
function expectAndApply(model: RulebookFight, cmd: AlternatingTeamsCommand): boolean {
  switch (cmd.type) {
    case "activate": {
      const f = model.find(cmd.combatantId);
      const ok = mayCommand(cmd.by, f) && f?.team === model.chooser && model.acting === null && f !== undefined && model.mayBeChosen(f);
      if (ok) model.acting = cmd.combatantId;
      return ok;
    }
    case "endTurn": {
      const ok = model.acting === cmd.combatantId && mayCommand(cmd.by, model.find(cmd.combatantId));
      if (ok) {
        const team = model.chooser;
        model.closeActing();
        model.passFrom(team);
      }
      return ok;
    }
    case "endTeamTurn": {
      const ok = cmd.by.isGM && cmd.teamId === model.chooser;
      if (ok) {
        model.closeActing();
        model.passFrom(cmd.teamId);
      }
      return ok;
    }
    case "nextRound":
      if (!cmd.by.isGM) return false;
      model.closeActing();
      model.beginRound(model.round + 1);
      return true;
    case "defeat": case "fallUnconscious": case "recover": case "leave":
      return condition(model, cmd);
    case "join": {
      const m = cmd.member;
      const known = model.order.includes(m.groupId);
      if (!cmd.by.isGM || model.find(m.id) !== undefined || known === cmd.newTeam) return false;
      if (cmd.newTeam) model.order.push(m.groupId);
      model.fighters.push({ id: m.id, team: m.groupId, owners: [...m.owners], cannotBeSurprised: m.cannotBeSurprised, defeated: false, down: false, acted: false });
      model.settle();
      return true;
    }
    default:
      return false;
  }
}

function condition(model: RulebookFight, cmd: Extract<AlternatingTeamsCommand, { type: "defeat" | "fallUnconscious" | "recover" | "leave" }>): boolean {
  const f = model.find(cmd.combatantId);
  if (!conditionApplies(cmd.type, cmd.by, f)) return false;
  const wasActing = model.acting === f.id;
  const team = model.chooser;
  if (wasActing) model.closeActing();
  if (cmd.type === "defeat") f.defeated = true;
  if (cmd.type === "fallUnconscious") f.down = true;
  if (cmd.type === "recover") f.down = false;
  if (cmd.type === "leave") model.fighters = model.fighters.filter((x) => x !== f);
  // The fighter whose turn it was is gone or down: that was its team's turn.
  if (wasActing && cmd.type !== "recover") model.passFrom(team);
  model.settle();
  return true;
}

function start(setup: Setup): { state: AlternatingTeamsState; model: RulebookFight } {
  const { teams } = setup;
  const startedBy = teams[setup.starter % teams.length]!;
  const attacked = setup.attacked === null ? null : teams[setup.attacked % teams.length]!;
  const surprising = setup.surprise ? startedBy : null;
  const fighters = setup.fighters.map((f, i) => ({ id: `c${i}`, team: teams[f.team % teams.length]!, owners: f.owners, cannotBeSurprised: f.cannotBeSurprised }));
  const out = engine.apply(initialAlternatingTeamsState(), {
    type: "start", by: USERS[0]!, teams, startedBy, attacked, surprisingTeamId: surprising,
    members: fighters.map((f) => ({ id: f.id, groupId: f.team, owners: f.owners, cannotBeSurprised: f.cannotBeSurprised })),
  });
  if (!out.ok) throw new Error(out.reason.key);
  const model = new RulebookFight(surprising);
  // "That character is setting their team at the highest initiative (first). The next initiative goes to the team being attacked."
  const second = attacked !== null && attacked !== startedBy ? [attacked] : [];
  model.order = [startedBy, ...second, ...teams.filter((t) => t !== startedBy && t !== attacked)];
  model.fighters = fighters.map((f) => ({ ...f, defeated: false, down: false, acted: false }));
  model.beginRound(1);
  return { state: out.state, model };
}

const roundsEnded = (events: TurnEvent[]): number => events.filter((e) => e.type === "roundEnd").length;

describe("alternating teams agrees with the rulebook's rules, computed without the engine", () => {
  it("who may act, who is refused, which team chooses next and when rounds end, over random fights", () => {
    const seen = { surprisedRefused: 0, unsurprisableActed: 0, roundEnds: 0, teamPasses: 0 };
    fc.assert(
      fc.property(setupArb, fc.array(moveArb, { minLength: 20, maxLength: 120 }), (setup, moves) => {
        let { state, model } = start(setup);
        expectSame(state.order, model.order);
        expectSame(canActNow(state), model.whoMayActNow());
        for (const [step, move] of moves.entries()) {
          const cmd = commandFor(model, move, step);
          const roundBefore = model.round;
          const subject = cmd.type === "activate" ? model.find(cmd.combatantId) : undefined;
          const surprisedSubject = subject !== undefined && model.surpriseRound && subject.team !== model.surprising && !subject.cannotBeSurprised;
          const expected = expectAndApply(model, cmd);
          const out = engine.apply(state, cmd);
          is(out.ok, expected, `${cmd.type} ${JSON.stringify(cmd)}`);
          if (!out.ok) {
            if (surprisedSubject && subject.team === state.currentTeamId && state.activeId === null) seen.surprisedRefused++;
            continue;
          }
          state = out.state;
          if (cmd.type === "activate" && model.surpriseRound && subject?.team !== model.surprising) seen.unsurprisableActed++;
          seen.teamPasses += out.events.filter((e) => e.type === "groupTurnStart").length;
          seen.roundEnds += roundsEnded(out.events);
          is(roundsEnded(out.events), model.round - roundBefore);
          is(state.round, model.round);
          is(state.currentTeamId, model.chooser);
          is(state.activeId, model.acting);
          expectSame(state.order, model.order);
          expectSame(canActNow(state), model.whoMayActNow());
        }
      }),
      { numRuns: runs(300) },
    );
    // The fights really went through surprise rounds, refusals, team passes and round ends.
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(10);
  });
});
