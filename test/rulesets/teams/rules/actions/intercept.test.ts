import { describe, expect, it } from "vitest";
import { areAllies, checkIntercept, INTERCEPT_REFUSAL, type InterceptableAttack, type InterceptFacts } from "../../../../../src/rulesets/teams/rules/actions/intercept";
import { OFFER_REFUSAL } from "../../../../../src/rulesets/teams/rules/actions/offered-reactions";
import { TEAMS_ECONOMY_REFUSAL } from "../../../../../src/rulesets/teams/rules/actions/labels";
import { freshBudget } from "../../../../../src/rulesets/teams/rules/actions/turn-budget";
import { resolvePlannedAttack } from "../../../../../src/rulesets/teams/rules/combat/attack-outcome";
import { targetNumbers } from "../../../../../src/rulesets/teams/rules/combat/attack-plan";
import { interceptedPlan } from "../../../../../src/rulesets/teams/rules/combat/intercepted-attack";
import { planOf } from "../../flows/support";
import { boudicaAttack, target } from "../combat/attack-support";

const hit: InterceptableAttack = { hit: true, answered: false, strayed: false, killingStrike: false };
const friend = { team: null, disposition: 1 };
const facts = (over: Partial<InterceptFacts> = {}): InterceptFacts => ({
  target: friend,
  ally: friend,
  isFighter: false,
  distance: 3,
  speed: 6,
  defender: { role: "ally", budget: freshBudget(), stamina: 3, focus: 3, wielded: [], conditions: [] },
  ...over,
});
const reason = (attack: InterceptableAttack, over: Partial<InterceptFacts> = {}) => {
  const decision = checkIntercept(attack, facts(over));
  return decision.ok ? "ok" : decision.reason.key;
};

describe("Intercept: 1 stamina to displace an ally and become the target", () => {
  it("an ally within one Move with a reaction and stamina may intercept, for 1 stamina and the round's reaction", () => {
    expect(checkIntercept(hit, facts())).toEqual({ ok: true, cost: { stamina: 1, focus: 0, free: false } });
  });

  it("one Move is the ally's speed: 6 m reaches, 7 m does not, another scene never", () => {
    expect(reason(hit, { distance: 6 })).toBe("ok");
    expect(reason(hit, { distance: 7 })).toBe(INTERCEPT_REFUSAL.outOfReach);
    expect(reason(hit, { distance: null })).toBe(INTERCEPT_REFUSAL.outOfReach);
    expect(checkIntercept(hit, facts({ distance: 7 }))).toMatchObject({ ok: false, reason: { data: { speed: 6 } } });
  });

  it("allies: the same team in a fight (dispositions do not matter), else the same disposition", () => {
    expect(areAllies({ team: "party", disposition: 1 }, { team: "party", disposition: -1 })).toBe(true);
    expect(areAllies({ team: "party", disposition: 1 }, { team: "foes", disposition: 1 })).toBe(false);
    expect(areAllies({ team: null, disposition: -1 }, { team: null, disposition: -1 })).toBe(true);
    // A token outside the fight is judged by disposition, whichever side is in it.
    expect(areAllies({ team: "party", disposition: 1 }, { team: null, disposition: 1 })).toBe(true);
    expect(areAllies({ team: null, disposition: 1 }, { team: "party", disposition: 1 })).toBe(true);
    expect(reason(hit, { ally: { team: null, disposition: -1 } })).toBe(INTERCEPT_REFUSAL.notAlly);
    expect(reason(hit, { isFighter: true })).toBe(INTERCEPT_REFUSAL.notAlly);
  });

  it("an unconscious ally, one without its reaction or without stamina cannot", () => {
    const defender = facts().defender;
    expect(reason(hit, { defender: { ...defender, conditions: ["unconscious"] } })).toBe(OFFER_REFUSAL.unconscious);
    expect(reason(hit, { defender: { ...defender, budget: { ...freshBudget(), reactionsLeft: 0 } } })).toBe(TEAMS_ECONOMY_REFUSAL.noReactionLeft);
    expect(reason(hit, { defender: { ...defender, stamina: 0 } })).toBe(TEAMS_ECONOMY_REFUSAL.notEnoughStamina);
  });

  it("only while the hit waits on its target: not a miss, a stray, a killing strike, nor once anything was done from the card", () => {
    expect(reason({ ...hit, hit: false })).toBe(INTERCEPT_REFUSAL.notAHit);
    expect(reason({ ...hit, strayed: true })).toBe(INTERCEPT_REFUSAL.strayed);
    expect(reason({ ...hit, killingStrike: true })).toBe(INTERCEPT_REFUSAL.killingStrike);
    expect(reason({ ...hit, answered: true })).toBe(INTERCEPT_REFUSAL.tooLate);
  });
});

describe("the intercepted attack keeps its rolls", () => {
  const rolls = { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 10 };

  it("Boudica's 6 hits the enemy's evasion 6; an interceptor with evasion 7 makes the same roll a miss", () => {
    const plan = planOf(boudicaAttack());
    expect(resolvePlannedAttack(plan, rolls).kind).toBe("hit");
    const interceptor = targetNumbers(target({ id: "friend", evasion: 7 }), 4, "physical");
    expect(resolvePlannedAttack(interceptedPlan(plan, interceptor), rolls)).toMatchObject({ kind: "miss", targetId: "friend" });
  });

  it("Boudica's 6 + 4 against an interceptor's physical reduction 3 deals 7 instead of the enemy's 2", () => {
    const plan = planOf(boudicaAttack());
    const interceptor = targetNumbers(target({ id: "friend", evasion: 5, deflection: { physical: 3, elemental: 0 } }), 4, "physical");
    expect(resolvePlannedAttack(plan, rolls)).toMatchObject({ kind: "hit", taken: 2 });
    expect(resolvePlannedAttack(interceptedPlan(plan, interceptor), rolls)).toMatchObject({ kind: "hit", taken: 7, targetId: "friend" });
  });
});
