/** The killing strike as the attack dialog plans it: an unconscious target, three actions, advantage, constitution. */
import { describe, expect, it } from "vitest";
import { planKillingStrike, killingStrikeResult } from "../../../../../src/rulesets/teams/rules/combat/killing-strike-plan";
import { resolvePlannedAttack } from "../../../../../src/rulesets/teams/rules/combat/attack-outcome";
import type { SettledOutcome } from "../../../../../src/rulesets/teams/rules/combat/reacted-outcome";
import { TEAMS_ECONOMY_REFUSAL } from "../../../../../src/rulesets/teams/rules/actions/labels";
import { freshBudget } from "../../../../../src/rulesets/teams/rules/actions/turn-budget";
import { TEAMS_REFUSAL, KILLING_STRIKE_REFUSAL } from "../../../../../src/rulesets/teams/rules/combat/labels";
import { boudicaAttack, target } from "./attack-support";

const onTarget = (overrides = {}) => ({ ...boudicaAttack({ target: target({ constitution: 4 }), ...overrides }), targetUnconscious: true });

describe("Boudica's killing strike on an unconscious enemy (constitution 4)", () => {
  it("is planned with the sneak attack's advantage (two sets) and costs three actions", () => {
    const planned = planKillingStrike(onTarget());
    expect(planned).toMatchObject({ ok: true, plan: { advantage: 1, diceSets: 2, actions: 3, strayCandidates: [] } });
  });

  it("is refused on a conscious or a dead target, and with fewer than three actions left this turn", () => {
    expect(planKillingStrike({ ...onTarget(), targetUnconscious: false })).toMatchObject({ ok: false, reason: { key: TEAMS_REFUSAL.targetNotUnconscious } });
    expect(planKillingStrike(onTarget({ target: target({ dead: true }) }))).toMatchObject({ ok: false, reason: { key: TEAMS_REFUSAL.targetDead } });
    const attacker = { ...boudicaAttack().attacker, budget: { ...freshBudget(), actionsSpent: 1 } };
    expect(planKillingStrike(onTarget({ attacker }))).toEqual({ ok: false, reason: { key: KILLING_STRIKE_REFUSAL.needsActions, data: { actions: 3 } } });
  });

  it("is refused on someone else's turn", () => {
    const attacker = { ...boudicaAttack().attacker, context: { ...boudicaAttack().attacker.context, ownTurn: false } };
    expect(planKillingStrike(onTarget({ attacker }))).toEqual({ ok: false, reason: { key: TEAMS_ECONOMY_REFUSAL.notYourTurn } });
  });

  it("a test of 2 + 2 + 1 = 5 meets the constitution of 4 and kills; 1 + 1 + 1 = 3 does not, and stands as a sneak attack", () => {
    const planned = planKillingStrike(onTarget());
    if (!planned.ok) throw new Error(planned.reason.key);
    const settle = (a: number, b: number) => resolvePlannedAttack(planned.plan, { sets: [{ attribute: a, combatSkill: b }, { attribute: 1, combatSkill: 1 }], luckFace: 10 }) as SettledOutcome;
    expect(killingStrikeResult(planned.plan, settle(2, 2))).toBe("kills");
    expect(killingStrikeResult(planned.plan, settle(1, 1))).toBe("sneakAttack");
  });
});
