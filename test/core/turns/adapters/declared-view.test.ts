/**
 * What the tracker shows of a declared-action round (rulebook 003) in its corners: a simultaneous step
 * someone leaves or went down in, a dying creature on its moment, a creature with no moment this round.
 */
import { describe, expect, it } from "vitest";
import { declaredView } from "../../../../src/core/turns/adapters/declared-view";
import { declaredAdapter } from "../../../../src/core/turns/adapters/declared";
import { allowedIntents } from "../../../../src/core/turns/adapters/allowed";
import { createDeclaredState, roundInitiative } from "../../../../src/core/turns/declared";
import type { DeclaredCommand } from "../../../../src/core/turns/declared";
import { declare, end, fight, joinCmd, lock, nextRound, resolveAll, run } from "../declared-fixtures";
import { GM } from "../sequence-fixtures";
import { labels, setup, statuses } from "./adapter-harness";
import { orderLine } from "./sequence-harness";

const down = (type: "fallUnconscious" | "defeat" | "recover" | "leave", combatantId: string): DeclaredCommand => ({ type, by: GM, combatantId });
/** A and B tie on 6, C on 9; round 1, declarations open. */
const tie = () =>
  fight([
    { id: "A", agi: 0, d12: 6 },
    { id: "B", agi: 0, d12: 6 },
    { id: "C", agi: 0, d12: 9 },
  ]).state;

describe("declared tracker: a simultaneous step", () => {
  it("one of a tied pair leaving before either has ended: the other still acts, alone", () => {
    const s = run(tie(), lock(), down("leave", "B")).state;
    const v = declaredView(s);
    expect(v.activeIds).toEqual(["A"]);
    expect(orderLine(v)).toEqual(["A,B@6*", "C@9"]);
    expect(statuses(v)).toEqual({ A: "acting", C: "waiting" });
  });

  it("one of a tied pair who went down after declaring is not part of the step the tracker shows", () => {
    const s = run(tie(), declare("A", 0), declare("B", 0), down("fallUnconscious", "B"), lock()).state;
    const v = declaredView(s);
    expect(orderLine(v)).toEqual(["A@6*", "C@9"]);
    expect(statuses(v)).toEqual({ A: "acting", B: "unconscious", C: "waiting" });
  });

  it("a dying creature on its moment is shown acting, and dying again once its part is over", () => {
    const s = run(tie(), { type: "fallUnconscious", by: GM, combatantId: "C", dying: true }, lock(), end("A"), end("B"));
    expect(statuses(declaredView(s.state))).toEqual({ A: "acted", B: "acted", C: "acting" });
    expect(statuses(declaredView(run(s.state, end("C")).state))).toEqual({ A: "acted", B: "acted", C: "dying" });
  });
});

describe("declared tracker: statuses once the round resolves", () => {
  it("a creature that came round after the lock has no moment this round: it waits, it has not acted", () => {
    const s = run(tie(), down("fallUnconscious", "C"), lock(), down("recover", "C"), end("A"), end("B")).state;
    expect(s.phase).toBe("morale");
    expect(statuses(declaredView(s))).toEqual({ A: "acted", B: "acted", C: "waiting" });
  });

  it("nobody has an initiative to show for a creature not in the fight", () => {
    const s = run(tie(), declare("A", 2), lock()).state;
    expect(roundInitiative(s, "A")).toBe(8);
    expect(roundInitiative(s, "ghost")).toBeNull();
  });

  it("the next round starts with nobody acting and every step ahead", () => {
    const s = run(resolveAll(run(tie(), lock()).state).state, nextRound(), declare("C", -4), declare("A", 0), declare("B", 0)).state;
    const v = declaredView(s);
    expect(v.activeIds).toEqual([]);
    expect(orderLine(v)).toEqual(["C@5", "A,B@6"]);
  });
});

describe("declared tracker: steps passed over", () => {
  it("in the morale step every step shows done, even one passed over because its creature was down", () => {
    const s = run(tie(), lock(), down("fallUnconscious", "C"), end("A"), end("B")).state;
    expect(s.phase).toBe("morale");
    expect(orderLine(declaredView(s))).toEqual(["A,B@6✓", "C@9✓"]);
  });

  it("a late joiner who took its catch-up turn, then was down when its own moment passed, has acted this round", () => {
    const r1 = run(tie(), lock(), end("A"), end("B"), end("C"), joinCmd({ id: "imp", agi: 0 }), { type: "rollBase", by: GM, combatantIds: ["imp"], d12: 7 }, declare("imp", 0)).state;
    const r2 = run(resolveAll(r1).state, nextRound(), declare("imp", 0), lock()).state; // imp at 7 − 12 = −5, then at 7
    expect(orderLine(declaredView(r2))).toEqual(["imp@-5*", "A,B@6", "imp@7", "C@9"]);
    const s = run(r2, end("imp"), end("A"), down("fallUnconscious", "imp"), end("B"), down("recover", "imp")).state;
    expect(orderLine(declaredView(s))).toEqual(["imp@-5✓", "A,B@6✓", "imp@7✓", "C@9*"]);
    expect(statuses(declaredView(s))).toMatchObject({ imp: "acted", C: "acting" });
  });
});

describe("declared tracker: before the fight starts", () => {
  it("a fight being set up shows as not started, with no order, no sides and no roll asked for", () => {
    const s = run(createDeclaredState(), joinCmd({ id: "A", agi: 1 })).state;
    expect(declaredView(s)).toMatchObject({ structure: "declared", started: false, round: 0, groups: [], order: [], activeIds: [], pendingRolls: [] });
  });

  it("the tracker's start button alone starts a fight whose fighters were brought in one by one", () => {
    const s = run(createDeclaredState(), joinCmd({ id: "A", agi: 1 }), declaredAdapter.start(setup([], []), GM)).state;
    expect(declaredView(s)).toMatchObject({ started: true, phase: "rolling", pendingRolls: [{ purpose: "baseInitiative", formula: "1d12-1", forIds: ["A"] }] });
  });
});

describe("declared tracker: the morale step", () => {
  it("after the last step the GM is offered the next round, not the lock, and nobody ends a turn", () => {
    const s = resolveAll(run(tie(), lock()).state).state;
    const gm = labels(allowedIntents(declaredAdapter, s, GM)).filter((l) => !/^(defeat|fallUnconscious|leave|recover) /.test(l));
    expect(gm).toEqual(["nextRound", "undo"]);
  });
});
