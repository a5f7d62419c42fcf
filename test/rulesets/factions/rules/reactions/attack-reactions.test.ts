import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attackReactions } from "../../../../../src/rulesets/factions/rules/reactions/attack-reactions";
import { runs } from "../../../../support/fixed-seed";
import { moment, REFUSAL as K, target } from "./fixtures";

describe("the reactions offered to the target of an attack", () => {
  it("dodge, counter and hide behind a nearby character, when all are possible", () => {
    expect(attackReactions(moment(), target())).toEqual({ ok: true, offered: ["dodge", "counter", "hideBehind"], withheld: {} });
  });
  it("no counter without a suitable attack on the attacker", () => {
    const r = attackReactions(moment(), target({ canAttackAttacker: false }));
    expect(r).toEqual({ ok: true, offered: ["dodge", "hideBehind"], withheld: { counter: { key: `${K}noSuitableAttack` } } });
  });
  it("an attack with several targets is countered by one target only", () => {
    const r = attackReactions(moment(), target({ counterTakenByAnother: true }));
    expect(r).toEqual({ ok: true, offered: ["dodge", "hideBehind"], withheld: { counter: { key: `${K}counterTaken` } } });
  });
  it("no one nearby: no hiding behind anyone", () => {
    const r = attackReactions(moment(), target({ shieldsNearby: 0 }));
    expect(r).toEqual({ ok: true, offered: ["dodge", "counter"], withheld: { hideBehind: { key: `${K}noOneToHideBehind` } } });
  });
  it("dodging is always on offer to a target that may react", () => {
    const r = attackReactions(moment(), target({ canAttackAttacker: false, shieldsNearby: 0 }));
    expect(r.ok && r.offered).toEqual(["dodge"]);
  });
  it("a guard who became the target can neither dodge nor counter", () => {
    expect(attackReactions(moment(), target({ guarding: true }))).toEqual({ ok: false, reason: { key: `${K}guarded` } });
  });
  it("a surprised target cannot react at all", () => {
    expect(attackReactions(moment(), target({ aware: false }))).toEqual({ ok: false, reason: { key: `${K}unaware` } });
  });
  it("the attack's moment is checked before the target: a failed WIT save to hit leaves nothing to react to", () => {
    expect(attackReactions(moment({ witSaveToHit: "failed" }), target({ guarding: true }))).toEqual({ ok: false, reason: { key: `${K}missed` } });
  });
});

describe("reaction invariants", () => {
  const moments = fc.record({
    witSaveToHit: fc.constantFrom("none", "pending", "passed", "failed"),
    stunt: fc.constantFrom("none", "proposed", "accepted", "refused"),
    damageRolled: fc.boolean(),
    opportunity: fc.boolean(),
  } as const);
  const targets = fc.record({
    aware: fc.boolean(), tookTurnThisRound: fc.boolean(), able: fc.boolean(), guarding: fc.boolean(),
    canAttackAttacker: fc.boolean(), counterTakenByAnother: fc.boolean(), shieldsNearby: fc.integer({ min: 0, max: 3 }),
  });
  it("nothing is ever offered to an unaware target, one whose turn is spent, or against an opportunity attack; a dodge always is otherwise", () => {
    fc.assert(
      fc.property(moments, targets, (m, t) => {
        const r = attackReactions(m, t);
        const closed = !t.aware || t.tookTurnThisRound || !t.able || t.guarding || m.opportunity || m.damageRolled
          || m.witSaveToHit === "pending" || m.witSaveToHit === "failed" || m.stunt === "proposed" || m.stunt === "accepted";
        expect(r.ok).toBe(!closed);
        if (r.ok) {
          expect(r.offered[0]).toBe("dodge");
          expect(r.offered.length + Object.keys(r.withheld).length).toBe(3);
        }
      }),
      { numRuns: runs(300) },
    );
  });
});
