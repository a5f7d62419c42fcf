/**
 * Factions against a model written from the rulebook (seed 004), not from the engine: the test keeps
 * its own account of whose turn it is, who may take a turn or react, and when a phase and a round end,
 * and checks the engine's turn order, canActNow and canReactNow against it after every command.
 *
 * The rules the model follows:
 * - the holder (the faction that started the fight, else one picked by a die) chooses each round which
 *   faction acts first; factions then take turns round the table;
 * - on its turn a faction has one character who has not acted this round take a turn, or passes; a
 *   faction with nobody able to take a turn passes by itself (the engine's documented choice);
 * - a phase (the round, without phases) ends when every faction has passed in a row;
 * - optional fast and slow phases: a d20 each round; in the fast phase only WIT ≥ that number; then
 *   everyone who has not acted, starting again with the faction the holder chose;
 * - ambushers play a bonus turn before round 1 in which only they act, and only they may react;
 * - a character arriving mid-fight joins its faction (or a new one, last round the table) and is
 *   never an ambusher: those were concealed from the start;
 * - a reaction spends the character's turn out of order, while someone else takes a turn, whatever
 *   its WIT; unconscious and defeated characters neither act nor react.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { canActNow, canReactNow, factions as engine, initialFactionsState, type FactionsCommand, type FactionsState } from "../../../src/core/turns/factions";
import type { TurnEvent } from "../../../src/core/turns/engine";
import { GM } from "./helpers";
import { runs } from "../../support/fixed-seed";

type Phase = "ambush" | "roundSetup" | "fast" | "slow" | "main";
const ACTING: readonly Phase[] = ["ambush", "fast", "slow", "main"];

interface Character {
  id: string;
  faction: string;
  wit: number;
  ambusher: boolean;
  acted: boolean;
  down: boolean;
  defeated: boolean;
}

const sorted = (ids: readonly string[]) => [...ids].sort();

/** The rulebook's account of the fight, kept by the test alone. */
class Rulebook {
  phase: Phase = "roundSetup";
  round = 0;
  current: string | null = null;
  /** Factions that have passed (by choice or by having nobody) since the last character took a turn. */
  passesInRow = 0;
  first: string | null = null;
  threshold: number | null = null;
  active: string | null = null;
  log: string[] = [];

  constructor(readonly ring: string[], readonly holder: string, readonly fastSlow: boolean, readonly characters: Character[]) {}

  private who(id: string): Character {
    const c = this.characters.find((x) => x.id === id);
    if (c === undefined) throw new Error(`no ${id}`);
    return c;
  }

  private mayTakeTurn(c: Character): boolean {
    if (c.acted || c.down || c.defeated) return false;
    if (this.phase === "ambush") return c.ambusher;
    if (this.phase === "fast") return this.threshold !== null && c.wit >= this.threshold;
    return this.phase === "slow" || this.phase === "main";
  }

  private someoneIn(faction: string): boolean {
    return this.characters.some((c) => c.faction === faction && this.mayTakeTurn(c));
  }

  acting(): boolean {
    return ACTING.includes(this.phase);
  }

  begin(): void {
    this.enter("ambush", this.holder);
  }

  private enter(phase: Phase, first: string): void {
    this.phase = phase;
    this.current = null;
    this.passesInRow = 0;
    if (!this.ring.some((f) => this.someoneIn(f))) {
      // Nobody could take a turn in it: the phase does not happen.
      if (phase === "ambush") return this.newRound(1);
      if (phase === "fast") return this.enter("slow", first);
      return this.endRound();
    }
    if (phase !== "main") this.log.push(`phaseStart ${phase} ${this.round}`);
    this.handTo(first);
  }

  /** The turn goes to `faction`, or on round the table; a faction with nobody able passes by itself. */
  private handTo(faction: string): void {
    let at = this.ring.indexOf(faction);
    while (this.passesInRow < this.ring.length) {
      const f = this.ring[at % this.ring.length]!;
      if (this.someoneIn(f)) {
        this.current = f;
        this.log.push(`groupTurnStart ${f}`);
        return;
      }
      this.passesInRow++;
      at++;
    }
    this.endPhase();
  }

  private factionTurnOver(passed: boolean): void {
    const f = this.current;
    if (f === null) return;
    this.current = null;
    if (passed) this.passesInRow++;
    if (this.passesInRow >= this.ring.length) return this.endPhase();
    this.handTo(this.ring[(this.ring.indexOf(f) + 1) % this.ring.length]!);
  }

  private endPhase(): void {
    if (this.phase !== "main") this.log.push(`phaseEnd ${this.phase} ${this.round}`);
    this.current = null;
    this.passesInRow = 0;
    if (this.phase === "ambush") return this.newRound(1);
    // The slow phase starts again with the faction the holder chose for this round.
    if (this.phase === "fast") return this.enter("slow", this.first!);
    this.endRound();
  }

  private endRound(): void {
    this.log.push(`roundEnd ${this.round}`);
    this.newRound(this.round + 1);
  }

  private newRound(round: number): void {
    this.round = round;
    this.log.push(`roundStart ${round}`);
    this.phase = "roundSetup";
    for (const c of this.characters) c.acted = false;
    this.first = null;
    this.threshold = null;
  }

  private readyToStart(): void {
    if (this.phase !== "roundSetup" || this.first === null || (this.fastSlow && this.threshold === null)) return;
    this.enter(this.fastSlow ? "fast" : "main", this.first);
  }

  choose(faction: string): void {
    this.first = faction;
    this.readyToStart();
  }

  rolled(threshold: number): void {
    this.threshold = threshold;
    this.readyToStart();
  }

  takeTurn(id: string): void {
    this.active = id;
    this.passesInRow = 0;
    this.log.push(`turnStart ${id}`);
  }

  endTurn(): void {
    this.who(this.active!).acted = true;
    this.active = null;
    this.factionTurnOver(false);
  }

  pass(): void {
    this.factionTurnOver(true);
  }

  react(id: string): void {
    this.who(id).acted = true;
    this.log.push(`turnStart ${id}`);
  }

  /** Knocked out or defeated: on its own turn the turn is spent and its faction's turn is over. */
  goesDown(id: string, defeated: boolean): void {
    const c = this.who(id);
    if (defeated) c.defeated = true;
    else c.down = true;
    if (this.active === id) {
      c.acted = true;
      this.active = null;
      this.factionTurnOver(false);
    } else this.settle();
  }

  /** A newcomer (in a faction at the table or a new one, last round the table) is never an ambusher. */
  joins(c: Character, newFaction: boolean): void {
    if (newFaction) this.ring.push(c.faction);
    this.characters.push({ ...c, ambusher: false });
    this.settle();
  }

  recovers(id: string): void {
    this.who(id).down = false;
    this.settle();
  }

  /** A faction on turn that has nobody left able passes by itself. */
  private settle(): void {
    if (this.acting() && this.active === null && this.current !== null && !this.someoneIn(this.current)) this.factionTurnOver(true);
  }

  canAct(): string[] {
    if (!this.acting()) return [];
    if (this.active !== null) return [this.active];
    return this.characters.filter((c) => c.faction === this.current && this.mayTakeTurn(c)).map((c) => c.id);
  }

  canReact(): string[] {
    if (!this.acting() || this.active === null) return [];
    return this.characters
      .filter((c) => c.id !== this.active && !c.acted && !c.down && !c.defeated && (this.phase !== "ambush" || c.ambusher))
      .map((c) => c.id);
  }
}

const LOGGED = ["turnStart", "groupTurnStart", "phaseStart", "phaseEnd", "roundStart", "roundEnd"];
function logOf(events: readonly TurnEvent[]): string[] {
  return events.flatMap((e): string[] => {
    if (!LOGGED.includes(e.type)) return [];
    if (e.type === "turnStart") return [`turnStart ${e.combatantIds.join(",")}`];
    if (e.type === "groupTurnStart") return [`groupTurnStart ${e.groupId}`];
    if (e.type === "phaseStart" || e.type === "phaseEnd") return [`${e.type} ${e.phase} ${e.round}`];
    if (e.type === "roundStart" || e.type === "roundEnd") return [`${e.type} ${e.round}`];
    return [];
  });
}

const fightArb = fc.record({
  factions: fc.integer({ min: 2, max: 3 }),
  characters: fc.array(fc.record({ faction: fc.nat(2), wit: fc.integer({ min: 1, max: 20 }), ambusher: fc.nat(3).map((n) => n === 0) }), { minLength: 1, maxLength: 7 }),
  holder: fc.nat(2),
  /** The holder is unclear: a die picks it. */
  rolledHolder: fc.boolean(),
  fastSlow: fc.boolean(),
});
const choiceArb = fc.record({ kind: fc.nat(99), pick: fc.nat(), d20: fc.integer({ min: 1, max: 20 }), thresholdFirst: fc.boolean() });

describe("factions against the rulebook's own account of the fight", () => {
  it("whose turn it is, who may take a turn or react, and when phases and rounds end: as the rulebook says", () => {
    const seen = { groupTurns: 0, reactions: 0, phasesEnded: 0, rounds: 0, joins: 0 };
    fc.assert(
      fc.property(fightArb, fc.array(choiceArb, { minLength: 20, maxLength: 120 }), (spec, choices) => {
        const ring = Array.from({ length: spec.factions }, (_, i) => `f${i}`);
        const characters: Character[] = spec.characters.map((c, i) => ({
          id: `c${i}`, faction: ring[c.faction % ring.length]!, wit: c.wit, ambusher: c.ambusher, acted: false, down: false, defeated: false,
        }));
        const holder = ring[spec.holder % ring.length]!;
        let joined = 0;
        let s: FactionsState = initialFactionsState();
        const events: TurnEvent[] = [];
        const apply = (cmd: FactionsCommand) => {
          const out = engine.apply(s, cmd);
          if (!out.ok) throw new Error(`refused ${JSON.stringify(cmd)}: ${out.reason.key}`);
          s = out.state;
          events.push(...out.events);
        };
        apply({
          type: "start", by: GM, factions: ring, fastSlow: spec.fastSlow, startedBy: spec.rolledHolder ? null : holder,
          members: characters.map((c) => ({ id: c.id, groupId: c.faction, owners: [], wit: c.wit, ambusher: c.ambusher })),
        });
        if (spec.rolledHolder) apply({ type: "roll", by: GM, purpose: "initiativeHolder", forId: null, total: ring.indexOf(holder) + 1 });
        const model = new Rulebook(ring, holder, spec.fastSlow, characters);
        model.begin();
        // The fight so far (start and the holder's die) against the model's account of it.
        let expectedLog = model.log.splice(0);
        const compare = () => {
          expect(logOf(events)).toEqual(expectedLog);
          expect(s.round).toBe(model.round);
          expect(s.phase).toBe(model.phase);
          expect(s.currentFactionId).toBe(model.acting() ? model.current : null);
          expect(s.activeId).toBe(model.active);
          expect(sorted(canActNow(s))).toEqual(sorted(model.canAct()));
          expect(sorted(canReactNow(s))).toEqual(sorted(model.canReact()));
        };
        compare();
        for (const ch of choices) {
          const pick = <T>(xs: readonly T[]): T | undefined => xs[ch.pick % Math.max(1, xs.length)];
          events.length = 0;
          const standing = characters.filter((c) => !c.defeated && !c.down);
          if (model.phase === "roundSetup") {
            // The holder chooses who starts; with phases the GM also rolls the threshold.
            const first = pick(ring)!;
            if (spec.fastSlow && ch.thresholdFirst) {
              apply({ type: "roll", by: GM, purpose: "fastThreshold", forId: null, total: ch.d20 });
              model.rolled(ch.d20);
            }
            apply({ type: "chooseFirst", by: GM, factionId: first });
            model.choose(first);
            if (spec.fastSlow && !ch.thresholdFirst) {
              apply({ type: "roll", by: GM, purpose: "fastThreshold", forId: null, total: ch.d20 });
              model.rolled(ch.d20);
            }
          } else if (model.active === null) {
            const canAct = model.canAct();
            const down = characters.filter((c) => c.down && !c.defeated);
            if (ch.kind < 55 && canAct.length > 0) {
              const id = pick(canAct)!;
              apply({ type: "activate", by: GM, combatantId: id });
              model.takeTurn(id);
            } else if (ch.kind >= 80 && ch.kind < 88 && standing.length > 0) {
              const id = pick(standing)!.id;
              apply({ type: "fallUnconscious", by: GM, combatantId: id });
              model.goesDown(id, false);
            } else if (ch.kind >= 88 && ch.kind < 96 && down.length > 0) {
              const id = pick(down)!.id;
              apply({ type: "recover", by: GM, combatantId: id });
              model.recovers(id);
            } else if (ch.kind >= 55 && ch.kind < 60) {
              // Someone arrives, sometimes a faction of its own; the GM may tick "ambusher" for it.
              const fresh = ch.d20 % 4 === 0 && ring.length < 4;
              const joiner: Character = {
                id: `n${joined++}`, faction: fresh ? `f${ring.length}` : pick(ring)!, wit: ch.d20, ambusher: ch.pick % 2 === 0,
                acted: false, down: false, defeated: false,
              };
              apply({ type: "join", by: GM, member: { id: joiner.id, groupId: joiner.faction, owners: [], wit: joiner.wit, ambusher: joiner.ambusher }, newFaction: fresh });
              model.joins(joiner, fresh);
              seen.joins++;
            } else if (ch.kind >= 96 && standing.length > 0) {
              const id = pick(standing)!.id;
              apply({ type: "defeat", by: GM, combatantId: id });
              model.goesDown(id, true);
            } else {
              apply({ type: "pass", by: GM, factionId: model.current! });
              model.pass();
            }
          } else {
            const reactors = model.canReact();
            const active = model.active;
            if (active === null) throw new Error("unreachable: someone is taking a turn");
            if (ch.kind < 25 && reactors.length > 0) {
              const id = pick(reactors)!;
              apply({ type: "react", by: GM, combatantId: id });
              model.react(id);
              seen.reactions++;
            } else if (ch.kind >= 90 && ch.kind < 95) {
              apply({ type: "fallUnconscious", by: GM, combatantId: active });
              model.goesDown(active, false);
            } else if (ch.kind >= 95) {
              apply({ type: "defeat", by: GM, combatantId: active });
              model.goesDown(active, true);
            } else {
              apply({ type: "endTurn", by: GM, combatantId: active });
              model.endTurn();
            }
          }
          expectedLog = model.log.splice(0);
          for (const line of expectedLog) {
            if (line.startsWith("groupTurnStart")) seen.groupTurns++;
            if (line.startsWith("phaseEnd")) seen.phasesEnded++;
            if (line.startsWith("roundEnd")) seen.rounds++;
          }
          compare();
        }
      }),
      { numRuns: runs(300) },
    );
    // The random fights really went round the table, reacted, and ended phases and rounds.
    expect(seen.groupTurns).toBeGreaterThan(500);
    expect(seen.reactions).toBeGreaterThan(50);
    expect(seen.phasesEnded).toBeGreaterThan(50);
    expect(seen.rounds).toBeGreaterThan(100);
    expect(seen.joins).toBeGreaterThan(50);
  });
});
