/** What the target's reactions leave of a hit: Boudica's spear (6 + 4 against reduction 8) answered with Dodge, Parry and Block. */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { planAttack } from "../../../../../src/rulesets/teams/rules/combat/attack-plan";
import { resolvePlannedAttack } from "../../../../../src/rulesets/teams/rules/combat/attack-outcome";
import { outcomeAfterReactions, type SettledOutcome, type TakenReaction } from "../../../../../src/rulesets/teams/rules/combat/reacted-outcome";
import { boudicaAttack, shortbow, target } from "./attack-support";

function spearHit(luckFace = 10, overrides = {}) {
  const planned = planAttack(boudicaAttack({ target: target({ deflection: { physical: 2, elemental: 0 } }), ...overrides }));
  if (!planned.ok) throw new Error(planned.reason.key);
  const outcome = resolvePlannedAttack(planned.plan, { sets: [{ attribute: 3, combatSkill: 2 }], luckFace }) as SettledOutcome;
  return { plan: planned.plan, outcome };
}

describe("reactions against Boudica's spear (6 + 4 = 10 against physical reduction 2)", () => {
  it("without a reaction the hit stands: 8", () => {
    const { plan, outcome } = spearHit();
    expect(outcomeAfterReactions(plan, outcome, []).outcome).toMatchObject({ kind: "hit", taken: 8 });
  });

  it("a Dodge that meets her 6 makes it a miss; one below it leaves the hit", () => {
    const { plan, outcome } = spearHit();
    expect(outcomeAfterReactions(plan, outcome, [{ id: "dodge", total: 6 }])).toMatchObject({ dodged: true, outcome: { kind: "miss" } });
    expect(outcomeAfterReactions(plan, outcome, [{ id: "dodge", total: 5 }])).toMatchObject({ dodged: false, outcome: { kind: "hit", taken: 8 } });
  });

  it("a Parry of +2 raises the physical defense the damage meets: 10 − 4 = 6", () => {
    const { plan, outcome } = spearHit();
    expect(outcomeAfterReactions(plan, outcome, [{ id: "parry", bonus: 2 }])).toMatchObject({ reduction: 4, outcome: { taken: 6 } });
  });

  it("a Parry adds nothing against elemental damage: it is the physical defense", () => {
    const { plan, outcome } = spearHit(10, { weapon: { ...boudicaAttack().weapon, damageType: "fire" } });
    expect(outcomeAfterReactions(plan, outcome, [{ id: "parry", bonus: 2 }]).outcome).toMatchObject({ taken: 10 });
  });

  it("a Block with block value 3 and durability 10: the item takes 7 and nothing reaches Boudica's foe; at durability 4 the 3 beyond it do", () => {
    const { plan, outcome } = spearHit();
    expect(outcomeAfterReactions(plan, outcome, [{ id: "block", blockValue: 3, durability: 10 }])).toMatchObject({ block: { itemDamage: 7, overflow: 0 }, outcome: { taken: 0 } });
    const broken = outcomeAfterReactions(plan, outcome, [{ id: "block", blockValue: 3, durability: 4 }]);
    expect(broken).toMatchObject({ block: { itemDamage: 4, overflow: 3, broken: true }, outcome: { taken: 3 } });
  });

  it("the damage is suffered from the vitals given (the target as it is when the GM applies it)", () => {
    const { plan, outcome } = spearHit();
    const now = { endurance: { value: 0, max: 10 }, health: { value: 3, max: 8 } };
    expect(outcomeAfterReactions(plan, outcome, [], now).outcome).toMatchObject({ suffered: { taken: { health: { value: 0 } }, consequence: { kind: "unconscious", risksDeath: true } } });
  });

  it("a miss stays a miss whatever is answered", () => {
    const planned = planAttack(boudicaAttack());
    if (!planned.ok) throw new Error();
    const miss = resolvePlannedAttack(planned.plan, { sets: [{ attribute: 1, combatSkill: 1 }], luckFace: 10 }) as SettledOutcome;
    expect(outcomeAfterReactions(planned.plan, miss, [{ id: "parry", bonus: 2 }])).toMatchObject({ outcome: { kind: "miss" }, reduction: 8, block: null, dodged: false });
  });

  it("a stray hit meets the reduction of the one it strayed onto, and is suffered from that one's vitals", () => {
    const ally = target({ id: "ally", evasion: 3, deflection: { physical: 1, elemental: 0 }, vitals: { endurance: { value: 4, max: 10 }, health: { value: 8, max: 8 } } });
    const planned = planAttack(boudicaAttack({ weapon: shortbow, choice: { attribute: "dexterity", proficiency: null }, nearby: [ally] }));
    if (!planned.ok) throw new Error(planned.reason.key);
    const strayed = resolvePlannedAttack(planned.plan, { sets: [{ attribute: 4, combatSkill: 2 }], luckFace: 1, strayFace: 1 }) as SettledOutcome;
    const reacted = outcomeAfterReactions(planned.plan, strayed, []);
    // 4 + 2 = 6 + bow 3 = 9, less the ally's 1: 8, of which the ally's 4 endurance takes 4 and health the rest.
    expect(reacted).toMatchObject({ reduction: 1, outcome: { targetId: "ally", strayed: true, taken: 8, suffered: { taken: { endurance: { value: 0 }, health: { value: 4 } } } } });
  });

  it("with two nearby, the damage meets the reduction of the one the stray die picked, not the first listed", () => {
    const first = target({ id: "first", evasion: 3, deflection: { physical: 5, elemental: 0 } });
    const second = target({ id: "second", evasion: 3, deflection: { physical: 2, elemental: 0 } });
    const planned = planAttack(boudicaAttack({ weapon: shortbow, choice: { attribute: "dexterity", proficiency: null }, nearby: [first, second] }));
    if (!planned.ok) throw new Error(planned.reason.key);
    const strayed = resolvePlannedAttack(planned.plan, { sets: [{ attribute: 4, combatSkill: 2 }], luckFace: 1, strayFace: 2 }) as SettledOutcome;
    expect(outcomeAfterReactions(planned.plan, strayed, [{ id: "parry", bonus: 1 }])).toMatchObject({ reduction: 3, outcome: { targetId: "second", taken: 6 } });
  });

  it("property: what reaches the target is never negative, and a block's item and overflow share exactly what got past its block value", () => {
    const reaction: fc.Arbitrary<TakenReaction> = fc.oneof(
      fc.record({ id: fc.constant("dodge" as const), total: fc.integer({ min: 0, max: 30 }) }),
      fc.record({ id: fc.constant("parry" as const), bonus: fc.integer({ min: 0, max: 6 }) }),
      // Only an unbroken item with the block property may block (rules/actions/reactions.ts).
      fc.record({ id: fc.constant("block" as const), blockValue: fc.integer({ min: 1, max: 10 }), durability: fc.integer({ min: 1, max: 12 }) }),
    );
    const { plan, outcome } = spearHit();
    fc.assert(
      fc.property(fc.array(reaction, { maxLength: 3 }), (reactions) => {
        const after = outcomeAfterReactions(plan, outcome, reactions);
        if (after.outcome.kind !== "hit") return reactions.some((r) => r.id === "dodge");
        const lastBlock = reactions.filter((r) => r.id === "block").at(-1);
        const shared = !lastBlock || (after.block !== null && after.block.itemDamage + after.block.overflow === Math.max(1, after.outcome.dealt - lastBlock.blockValue));
        return after.outcome.taken >= 0 && shared;
      }),
    );
  });
});
