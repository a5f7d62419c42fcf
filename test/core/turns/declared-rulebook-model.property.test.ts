/**
 * Declared-action speed against a model written from the rulebook (seed 003), not from the engine:
 * the test works out on its own who may declare, who acts in each step, in which order, and when the
 * round ends, then checks the engine agrees. Random fights with surprise, creatures knocked out or
 * dying before declaring or between steps (and coming round later in the round or after it), and
 * newcomers arriving while declaring, during a step or after the last step.
 *
 * The rules the model follows:
 * - base = d12 − Agility modifier + further modifiers, once per fight;
 * - each round everyone able to act and not surprised declares; round initiative = base + modifier
 *   (nothing declared: modifier 0); lowest first, equal values simultaneously;
 * - unconscious creatures neither declare nor act (a moment that comes while they are down is
 *   passed over; one who declared nothing has no moment); dying ones do both; one dropped during its
 *   own step still ends its part there (the step acts together);
 * - a newcomer rolls at once and, unless surprised, declares: if its value is still ahead of the value
 *   being resolved it acts this round, else it acts next round at value − 12 as well as on its own
 *   declaration; that catch-up turn happens in that one round only. A catch-up turn on its owner's
 *   own value is a separate turn just before it (docs/rules-notes.md, "Declared-action speed");
 * - after the last step comes the morale step; the round ends only when the GM moves on.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { applyDeclared, canActNow, createDeclaredState } from "../../../src/core/turns/declared";
import type { DeclaredCommand, DeclaredState } from "../../../src/core/turns/declared";
import type { TurnEvent } from "../../../src/core/turns/engine";
import { GM } from "./sequence-fixtures";
import { runs } from "../../support/fixed-seed";

const ROUNDS = 4;
// The chapter's action modifiers: full defence −1, none 0, weapon speeds, throw +2, consumable +6, a TN 21 spell +11.
const MODIFIERS = [-1, 0, 1, 2, 3, 4, 6, 11];

interface CreatureSpec {
  agi: number;
  adj: number;
  d12: number;
  surprised: boolean;
  /** Declared modifier per round; null: declares nothing. */
  mods: (number | null)[];
}
interface JoinerSpec extends CreatureSpec {
  round: number;
  /** 0: while declaring; k ≥ 1: while the k-th step of the round is on; past the last step: in the morale step. */
  when: number;
}
interface RoundSpec {
  /** Index of an original creature that goes down this round, if any (knocked out or dying). */
  down: number | null;
  dying: boolean;
  /** 0: before declaring; k ≥ 1: while the k-th step is on (if the round gets that far). */
  downAt: number;
  /** It comes round while the k-th step is on (k after downAt), else after the morale step. */
  upAt: number;
}

const modArb = fc.option(fc.constantFrom(...MODIFIERS), { freq: 6 });
const creatureArb: fc.Arbitrary<CreatureSpec> = fc.record({
  agi: fc.integer({ min: -2, max: 3 }),
  adj: fc.integer({ min: -1, max: 1 }),
  d12: fc.integer({ min: 1, max: 12 }),
  surprised: fc.nat(4).map((n) => n === 0),
  mods: fc.array(modArb, { minLength: ROUNDS, maxLength: ROUNDS }),
});
const joinerArb: fc.Arbitrary<JoinerSpec> = fc
  .tuple(creatureArb, fc.integer({ min: 1, max: ROUNDS - 1 }), fc.integer({ min: 0, max: 7 }))
  .map(([c, round, when]) => ({ ...c, round, when }));
const roundArb: fc.Arbitrary<RoundSpec> = fc.record({
  down: fc.option(fc.nat(5), { freq: 2 }),
  dying: fc.boolean(),
  downAt: fc.integer({ min: 0, max: 4 }),
  upAt: fc.integer({ min: 1, max: 8 }),
});

interface Turn {
  id: string;
  value: number;
  /** 0: a catch-up turn on its owner's own value this round (it goes just before); 1: everything else. */
  sub: number;
}

interface Known {
  id: string;
  base: number;
  surprisedRound: number | null;
  mods: (number | null)[];
  down: "unconscious" | "dying" | null;
}

const before = (a: { value: number; sub: number }, b: { value: number; sub: number }) => a.value < b.value || (a.value === b.value && a.sub < b.sub);
const sorted = (ids: readonly string[]) => [...ids].sort();

/** The rulebook's round, worked out by the test alone. */
class RulebookRound {
  creatures: Known[] = [];
  /** Catch-up turns owed for the next round: value already − 12. */
  owedNext: { id: string; value: number }[] = [];
  owedNow: { id: string; value: number }[] = [];
  ahead: Turn[] = [];
  at: { value: number; sub: number } | null = null;
  /** Newcomers since the lock who may still declare (they said nothing yet). */
  waiting: string[] = [];
  collisions = 0;
  catchUps = 0;

  constructor(public round: number) {}

  private able(c: Known): boolean {
    return c.down !== "unconscious";
  }

  private declaredValue(c: Known): number | null {
    const mod = c.mods[this.round - 1] ?? null;
    return mod === null ? null : c.base + mod;
  }

  add(id: string, spec: CreatureSpec, surprisedRound: number | null): Known {
    const k: Known = { id, base: spec.d12 - spec.agi + spec.adj, surprisedRound, mods: spec.mods, down: null };
    this.creatures.push(k);
    return k;
  }

  /** Who may declare now: in the fight, able to act, not surprised this round. */
  mayDeclare(): string[] {
    return this.creatures.filter((c) => this.able(c) && c.surprisedRound !== this.round).map((c) => c.id);
  }

  lock(): void {
    const declaring = this.creatures.filter((c) => this.able(c) && c.surprisedRound !== this.round);
    const normal = declaring.map((c): Turn => ({ id: c.id, value: this.declaredValue(c) ?? c.base, sub: 1 }));
    const catchUp = this.owedNow.map((o): Turn => {
      const own = normal.some((n) => n.id === o.id && n.value === o.value);
      if (own) this.collisions++;
      this.catchUps++;
      return { id: o.id, value: o.value, sub: own ? 0 : 1 };
    });
    this.ahead = [...catchUp, ...normal];
    this.at = null;
  }

  /**
   * The next step: everyone able at the lowest moment ahead where someone is able; moments of those
   * down when they come up are passed over for good. Null when the round is resolved.
   */
  nextStep(): string[] | null {
    const ableNow = (t: Turn) => {
      const c = this.creatures.find((x) => x.id === t.id);
      return c !== undefined && this.able(c);
    };
    const candidates = this.ahead.filter(ableNow);
    if (candidates.length === 0) {
      this.ahead = [];
      return null;
    }
    const first = candidates.reduce((m, t) => (before(t, m) ? t : m));
    const now = candidates.filter((t) => t.value === first.value && t.sub === first.sub);
    this.ahead = this.ahead.filter((t) => before(first, t));
    this.at = { value: first.value, sub: first.sub };
    return sorted(now.map((t) => t.id));
  }

  /** A newcomer after the lock: in time it acts this round, else next round at value − 12 as well. */
  lateDeclaration(c: Known, inMorale: boolean): void {
    if (c.surprisedRound === this.round) return;
    const value = this.declaredValue(c);
    if (value === null) {
      this.waiting.push(c.id);
      return;
    }
    const mine = { value, sub: 1 };
    const passed = inMorale || (this.at !== null && !before(this.at, mine));
    if (passed) this.owedNext.push({ id: c.id, value: value - 12 });
    else this.ahead.push({ id: c.id, ...mine });
  }

  nextRound(): void {
    this.round++;
    this.owedNow = this.owedNext;
    this.owedNext = [];
    this.waiting = [];
  }
}

interface Fight {
  state: DeclaredState;
  events: TurnEvent[];
}

function must(f: Fight, cmd: DeclaredCommand): void {
  const out = applyDeclared(f.state, cmd);
  if (!out.ok) throw new Error(`refused ${JSON.stringify(cmd)}: ${out.reason.key}`);
  f.state = out.state;
  f.events.push(...out.events);
}

const turnStartsIn = (events: readonly TurnEvent[]) => events.flatMap((e) => (e.type === "turnStart" ? [sorted(e.combatantIds)] : []));

interface Totals {
  collisions: number;
  catchUps: number;
  lateInTime: number;
}

function playFight(creatures: CreatureSpec[], joiners: JoinerSpec[], rounds: RoundSpec[], totals: Totals): void {
  const model = new RulebookRound(1);
  const f: Fight = { state: createDeclaredState(), events: [] };
  const join = (id: string, spec: CreatureSpec, surprisedRound: number | null): Known => {
    must(f, { type: "join", by: GM, combatant: { id, name: id, owners: [], agilityModifier: spec.agi, baseAdjustment: spec.adj, surprised: spec.surprised } });
    must(f, { type: "rollBase", by: GM, combatantIds: [id], d12: spec.d12 });
    return model.add(id, spec, surprisedRound);
  };
  creatures.forEach((c, i) => must(f, { type: "join", by: GM, combatant: { id: `c${i}`, name: `c${i}`, owners: [], agilityModifier: c.agi, baseAdjustment: c.adj, surprised: c.surprised } }));
  must(f, { type: "start", by: GM });
  creatures.forEach((c, i) => {
    must(f, { type: "rollBase", by: GM, combatantIds: [`c${i}`], d12: c.d12 });
    model.add(`c${i}`, c, c.surprised ? 1 : null);
  });
  const declareFor = (k: Known) => {
    const mod = k.mods[model.round - 1] ?? null;
    if (mod !== null && k.surprisedRound !== model.round) must(f, { type: "declare", by: GM, combatantId: k.id, actionId: `m${mod}`, modifier: mod });
  };

  for (let r = 1; r <= ROUNDS; r++) {
    expect(f.state.round).toBe(r);
    const plan = rounds[r - 1] ?? { down: null, dying: false, downAt: 0, upAt: 0 };
    const joinsNow = joiners.flatMap((j, i) => (j.round === r ? [{ j, id: `j${i}` }] : []));
    for (const { j, id } of joinsNow.filter((x) => x.j.when === 0)) join(id, j, j.surprised ? r : null);
    const target = plan.down === null ? undefined : model.creatures.find((c) => c.id === `c${plan.down}`);
    let downed: Known | undefined;
    const goesDown = () => {
      if (target === undefined) return;
      must(f, { type: "fallUnconscious", by: GM, combatantId: target.id, dying: plan.dying });
      target.down = plan.dying ? "dying" : "unconscious";
      downed = target;
    };
    const comesRound = () => {
      if (downed === undefined) return;
      must(f, { type: "recover", by: GM, combatantId: downed.id });
      downed.down = null;
      downed = undefined;
    };
    if (plan.downAt === 0) goesDown();
    // Who may declare: the model's answer, not the engine's.
    expect(sorted(canActNow(f.state))).toEqual(sorted(model.mayDeclare()));
    for (const k of model.creatures) {
      // Those the rulebook keeps out (unconscious, surprised this round) are refused a declaration.
      if (!model.mayDeclare().includes(k.id)) expect(applyDeclared(f.state, { type: "declare", by: GM, combatantId: k.id, actionId: "x", modifier: 0 }).ok).toBe(false);
    }
    for (const id of model.mayDeclare()) declareFor(model.creatures.find((c) => c.id === id)!);
    const start = f.events.length;
    must(f, { type: "lockDeclarations", by: GM });
    model.lock();
    const expected: string[][] = [];
    for (let stepNo = 1; ; stepNo++) {
      const step = model.nextStep();
      if (step === null) break;
      expected.push(step);
      const soFar = turnStartsIn(f.events.slice(start));
      expect(soFar).toEqual(expected);
      // Who may act now: those in the step, and newcomers who have not declared yet.
      expect(sorted(canActNow(f.state))).toEqual(sorted([...step, ...model.waiting]));
      expect(f.events.slice(start).some((e) => e.type === "moraleStep" || e.type === "roundEnd")).toBe(false);
      for (const { j, id } of joinsNow.filter((x) => x.j.when === stepNo)) {
        const k = join(id, j, j.surprised ? r : null);
        const aheadBefore = model.ahead.length;
        declareFor(k);
        model.lateDeclaration(k, false);
        if (model.ahead.length > aheadBefore) totals.lateInTime++;
      }
      if (plan.downAt === stepNo) goesDown();
      if (plan.upAt === stepNo && plan.upAt > plan.downAt) comesRound();
      // Everyone in the step ends their part, even one dropped during it: the step's creatures act together.
      for (const id of step) must(f, { type: "endTurn", by: GM, combatantId: id });
    }
    const stepsThisRound = expected.length;
    // Every step begun was one the rulebook expects, and then the morale step, once, last; the round goes on.
    expect(turnStartsIn(f.events.slice(start))).toEqual(expected);
    const roundEvents = f.events.slice(start);
    expect(roundEvents.filter((e) => e.type === "moraleStep")).toEqual([{ type: "moraleStep", round: r }]);
    expect(roundEvents[roundEvents.length - 1]).toEqual({ type: "moraleStep", round: r });
    expect(f.state.phase).toBe("morale");
    for (const { j, id } of joinsNow.filter((x) => x.j.when > stepsThisRound)) {
      const k = join(id, j, j.surprised ? r : null);
      declareFor(k);
      model.lateDeclaration(k, true);
    }
    expect(sorted(canActNow(f.state))).toEqual(sorted(model.waiting));
    comesRound();
    const moved = f.events.length;
    must(f, { type: "nextRound", by: GM });
    expect(f.events.slice(moved)).toEqual([{ type: "roundEnd", round: r }, { type: "roundStart", round: r + 1 }]);
    model.nextRound();
  }
  totals.collisions += model.collisions;
  totals.catchUps += model.catchUps;
}

describe("declared-action speed against the rulebook's own order", () => {
  it("who may declare, who acts in each step and in which order, catch-up turns once only, morale then round end: as the rulebook says", () => {
    const totals: Totals = { collisions: 0, catchUps: 0, lateInTime: 0 };
    fc.assert(
      fc.property(
        fc.array(creatureArb, { minLength: 1, maxLength: 5 }),
        fc.array(joinerArb, { maxLength: 3 }),
        fc.array(roundArb, { minLength: ROUNDS, maxLength: ROUNDS }),
        (creatures, joiners, rounds) => playFight(creatures, joiners, rounds, totals),
      ),
      { numRuns: runs(300) },
    );
    // The random fights really met catch-up turns, some on their owner's own value, and newcomers in time.
    expect(totals.catchUps).toBeGreaterThan(30);
    expect(totals.collisions).toBeGreaterThan(0);
    expect(totals.lateInTime).toBeGreaterThan(10);
  });

  it("a newcomer whose moment passed takes two turns the next round and one in every round after it (its catch-up turn clears)", () => {
    fc.assert(
      fc.property(
        fc.array(creatureArb.map((c) => ({ ...c, surprised: false })), { minLength: 1, maxLength: 4 }),
        fc.array(fc.constantFrom(...MODIFIERS), { minLength: ROUNDS, maxLength: ROUNDS }),
        fc.integer({ min: 1, max: 12 }),
        (creatures, mods, d12) => {
          // Everyone declares every round; the newcomer arrives in round 1's morale step, so its moment has passed.
          const all = creatures.map((c) => ({ ...c, mods: c.mods.map((m) => m ?? 0) }));
          const f: Fight = { state: createDeclaredState(), events: [] };
          all.forEach((c, i) => must(f, { type: "join", by: GM, combatant: { id: `c${i}`, name: `c${i}`, owners: [], agilityModifier: c.agi } }));
          must(f, { type: "start", by: GM });
          all.forEach((c, i) => must(f, { type: "rollBase", by: GM, combatantIds: [`c${i}`], d12: c.d12 }));
          const turnsOf = new Map<number, number>();
          for (let r = 1; r <= ROUNDS; r++) {
            all.forEach((c, i) => must(f, { type: "declare", by: GM, combatantId: `c${i}`, actionId: "a", modifier: c.mods[r - 1] ?? 0 }));
            if (r > 1) must(f, { type: "declare", by: GM, combatantId: "late", actionId: "a", modifier: mods[r - 1] ?? 0 });
            const from = f.events.length;
            must(f, { type: "lockDeclarations", by: GM });
            while (f.state.step !== null) for (const id of f.state.step.combatantIds) must(f, { type: "endTurn", by: GM, combatantId: id });
            turnsOf.set(r, turnStartsIn(f.events.slice(from)).flat().filter((id) => id === "late").length);
            if (r === 1) {
              must(f, { type: "join", by: GM, combatant: { id: "late", name: "late", owners: [], agilityModifier: 0 } });
              must(f, { type: "rollBase", by: GM, combatantIds: ["late"], d12 });
              must(f, { type: "declare", by: GM, combatantId: "late", actionId: "a", modifier: mods[0] ?? 0 });
            }
            must(f, { type: "nextRound", by: GM });
          }
          expect([...turnsOf.values()]).toEqual([0, 2, ...Array<number>(ROUNDS - 2).fill(1)]);
        },
      ),
      { numRuns: runs(200) },
    );
  });
});
