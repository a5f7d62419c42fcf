/**
 * Random fights driven only through the individual and declared adapters, by random users clicking
 * random buttons the dry run allows them. After every step: nobody the engine lets act is left
 * without a button that moves their turn on (no under-offering), players see only their own
 * combatants' buttons, every pending roll the view shows can be answered, and the view is plain JSON.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Issuer } from "../../../../src/core/turns/engine";
import type { FighterInput, Intent, IntentKind, StructureAdapter } from "../../../../src/core/turns/adapters/adapter";
import { declaredAdapter } from "../../../../src/core/turns/adapters/declared";
import { individualAdapter } from "../../../../src/core/turns/adapters/individual";
import { fighter, GM, player, rangeOf, setup } from "./adapter-harness";
import { startFight } from "./sequence-harness";
import { expectJsonRoundTrip, has, is } from "../state-checks";
import { runs } from "../../../support/fixed-seed";

const USERS: Issuer[] = [GM, player("u1"), player("u2"), player("u3")];
/** Intents that start a combatant's moment (or, declared, choose it); a running turn's is endTurn. */
const STARTS: readonly IntentKind[] = ["act", "stepIn", "triggerHeld", "declare"];
const GM_KINDS: readonly IntentKind[] = ["defeat", "fallUnconscious", "recover", "leave", "undo", "nextRound", "lockDeclarations"];

const fighterArb = fc.record({
  bonus: fc.integer({ min: -2, max: 8 }),
  agi: fc.integer({ min: -2, max: 3 }),
  owners: fc.subarray(["u1", "u2"]),
  surprised: fc.boolean(),
});
const stepArb = fc.record({ pick: fc.nat({ max: 19 }), user: fc.nat(), value: fc.nat() });

/** The shell's dry run: the candidates this user's click would get accepted. */
function allowedIntents<S, C extends { type: string; by: Issuer }>(adapter: StructureAdapter<S, C>, state: S, by: Issuer): Intent[] {
  return adapter.candidates(state).filter((intent) => {
    const cmd = adapter.command(state, intent, by);
    return cmd !== null && adapter.engine.apply(state, cmd).ok;
  });
}

function input(id: string, f: { bonus: number; agi: number; owners: string[]; surprised: boolean }): FighterInput {
  return { ...fighter(id, "", { initiativeBonus: f.bonus, agilityModifier: f.agi, owners: f.owners, surprised: f.surprised }), groupId: null };
}

function checkRandomFights<S, C extends { type: string; by: Issuer }>(adapter: StructureAdapter<S, C>, runs: number): number[] {
  const maxRounds: number[] = [];
  fc.assert(
    fc.property(fc.array(fighterArb, { minLength: 1, maxLength: 6 }), fc.array(stepArb, { minLength: 20, maxLength: 120 }), (fs, steps) => {
      const owners = new Map<string, string[]>();
      const fighters = fs.map((f, i) => {
        owners.set(`c${i}`, f.owners);
        return input(`c${i}`, f);
      });
      const fight = startFight(adapter, setup([], fighters));
      const allowed = (by: Issuer): Intent[] => allowedIntents(adapter, fight.state, by);
      let maxRound = 0;
      for (const [i, step] of steps.entries()) {
        const pending = adapter.view(fight.state).pendingRolls;
        const by = USERS[step.user % USERS.length] ?? GM;
        if (pending.length > 0 && step.pick < 10) {
          const p = pending[step.value % pending.length];
          if (p === undefined) throw new Error("no pending roll");
          const { min, max } = rangeOf(p.formula);
          const total = min + (step.value % (max - min + 1));
          // Sometimes the GM shares one roll among everyone owing the same formula (declared only).
          const same = pending.filter((q) => q.purpose === p.purpose && q.formula === p.formula).flatMap((q) => q.forIds);
          const shared = p.purpose === "baseInitiative" && step.user % 3 === 0 && same.length > 1;
          const forId = p.forIds[step.user % p.forIds.length] ?? null;
          const result = shared ? { purpose: p.purpose, forId: null, forIds: same, total } : { purpose: p.purpose, forId, total };
          const out = adapter.engine.apply(fight.state, adapter.rollCommand(fight.state, result, GM));
          if (!out.ok) expect(out.ok, JSON.stringify({ result, out })).toBe(true);
          if (out.ok) fight.state = out.state;
        } else if (step.pick === 19) {
          owners.set(`n${i}`, ["u2"]);
          fight.apply(adapter.join(input(`n${i}`, { bonus: step.value % 5, agi: step.value % 3, owners: ["u2"], surprised: step.value % 7 === 0 }), null, GM));
        } else {
          const mine = allowed(by);
          const options = mine.length > 0 ? mine : allowed(GM);
          const issuer = mine.length > 0 ? by : GM;
          const turnMoves = options.filter((o) => !GM_KINDS.includes(o.kind));
          const pool = step.pick < 17 && turnMoves.length > 0 ? turnMoves : options;
          const intent = pool[step.value % Math.max(1, pool.length)];
          if (intent === undefined) continue;
          const cmd = adapter.command(fight.state, intent, issuer);
          if (cmd === null) throw new Error("an allowed intent translated to nothing");
          // What the dry run allowed is accepted.
          fight.apply(cmd);
        }
        checkStep(adapter, fight.state, owners);
        maxRound = Math.max(maxRound, adapter.view(fight.state).round);
      }
      maxRounds.push(maxRound);
    }),
    { numRuns: runs },
  );
  return maxRounds;
}

function checkStep<S, C extends { type: string; by: Issuer }>(adapter: StructureAdapter<S, C>, state: S, owners: Map<string, string[]>): void {
  const view = adapter.view(state);
  expectJsonRoundTrip(view);
  const canAct = adapter.engine.canActNow(state);
  for (const id of view.activeIds) has(canAct, id);
  // Each user's buttons are worked out once per step (the dry run is the costly part).
  const cache = new Map<string, Intent[]>();
  const allowedFor = (by: Issuer): Intent[] => {
    const known = cache.get(by.userId) ?? allowedIntents(adapter, state, by);
    cache.set(by.userId, known);
    return known;
  };
  const gm = allowedFor(GM);
  for (const id of canAct) {
    const kinds: readonly IntentKind[] = view.activeIds.includes(id) ? ["endTurn"] : STARTS;
    const moves = (xs: Intent[]) => xs.some((x) => x.combatantId === id && kinds.includes(x.kind));
    if (!moves(gm)) expect(moves(gm), `GM has no button for ${id} in ${JSON.stringify(view)}`).toBe(true);
    for (const u of owners.get(id) ?? []) is(moves(allowedFor(player(u))), true, `${u} has no button for ${id}`);
  }
  for (const u of ["u1", "u2", "u3"]) {
    for (const x of allowedFor(player(u))) {
      const own = x.combatantId === undefined ? false : (owners.get(x.combatantId) ?? []).includes(u);
      if (!own) expect(own, `${u} offered ${JSON.stringify(x)}`).toBe(true);
    }
  }
}

describe("order-based adapters over random fights", () => {
  it("individual: no under-offering, players only see their own buttons, the view is plain JSON", () => {
    const rounds = checkRandomFights(individualAdapter, runs(100));
    expect(Math.max(...rounds)).toBeGreaterThanOrEqual(3);
  });

  it("declared: no under-offering, players only see their own buttons, the view is plain JSON", () => {
    const rounds = checkRandomFights(declaredAdapter, runs(100));
    expect(Math.max(...rounds)).toBeGreaterThanOrEqual(3);
  });
});
