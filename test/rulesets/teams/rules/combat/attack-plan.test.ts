import { describe, expect, it } from "vitest";
import { TEAMS_ECONOMY_REFUSAL } from "../../../../../src/rulesets/teams/rules/actions/labels";
import { freshBudget } from "../../../../../src/rulesets/teams/rules/actions/turn-budget";
import { resolvePlannedAttack, type AttackOutcome } from "../../../../../src/rulesets/teams/rules/combat/attack-outcome";
import { planAttack, type AttackPlan, type PlanAttackInput } from "../../../../../src/rulesets/teams/rules/combat/attack-plan";
import { TEAMS_ADVANTAGE_SOURCE, TEAMS_MODIFIER, TEAMS_REFUSAL } from "../../../../../src/rulesets/teams/rules/combat/labels";
import { TEAMS_DERIVED_REFUSAL } from "../../../../../src/rulesets/teams/rules/derived/labels";
import { afterActions, onMyTurn } from "../actions/support";
import { boudicaAttack, crossbow, dagger, ratings, shortbow, target } from "./attack-support";

function planOf(input: PlanAttackInput): AttackPlan {
  const planned = planAttack(input);
  if (!planned.ok) throw new Error(`attack refused: ${planned.reason.key}`);
  return planned.plan;
}

function hitOf(outcome: AttackOutcome) {
  if (outcome.kind !== "hit") throw new Error(`expected a hit, got ${outcome.kind}`);
  return outcome;
}

describe("planning and resolving a teams attack", () => {
  it("Boudica's spear: strength d6 + combat d6 + martial +1 is rolled as 2d6+1, one set, luck 1d20", () => {
    const plan = planOf(boudicaAttack());
    expect(plan.testFormula).toBe("2d6+1");
    expect(plan.setFormula).toBe("2d6");
    expect(plan.diceSets).toBe(1);
    expect(plan.luckFormula).toBe("1d20");
    expect(plan.modifiers).toEqual([{ key: TEAMS_MODIFIER.proficiency, value: 1 }]);
    expect(plan.target).toMatchObject({ evasion: 6, reduction: 8, modifiers: [] });
    expect(plan.actions).toBe(1);
  });

  it("Boudica's spear: 2d6+1 = 6 vs evasion 6 hits; 6 + spear 4 = 10 piercing, less reduction 8, the enemy takes 2 from endurance", () => {
    const outcome = hitOf(resolvePlannedAttack(planOf(boudicaAttack()), { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 10 }));
    expect(outcome.test.total).toBe(6);
    expect(outcome).toMatchObject({ critical: false, dealt: 10, taken: 2, targetId: "enemy", strayed: false });
    expect(outcome.suffered.taken.endurance.value).toBe(8);
    expect(outcome.suffered.taken.toHealth).toBe(0);
  });

  it("Boudica's critical: luck 19 meets the spear's 19+, 6 + critical 8 = 14, less 8, the enemy takes 6", () => {
    const outcome = hitOf(resolvePlannedAttack(planOf(boudicaAttack()), { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 19 }));
    expect(outcome).toMatchObject({ critical: true, dealt: 14, taken: 6 });
  });

  it("a luck modifier counts towards the critical threshold: luck 18 with +1 is Boudica's 19", () => {
    const input = boudicaAttack();
    const plan = planOf({ ...input, attacker: { ...input.attacker, luckModifier: 1 } });
    expect(hitOf(resolvePlannedAttack(plan, { sets: [{ attribute: 1, combatSkill: 1 }], luckFace: 18 })).critical).toBe(true);
  });

  it("a test of 5 against evasion 6 misses and deals nothing", () => {
    const outcome = resolvePlannedAttack(planOf(boudicaAttack()), { sets: [{ attribute: 1, combatSkill: 3 }], luckFace: 10 });
    expect(outcome.kind).toBe("miss");
  });

  it("Agnessa's mishap: luck 1 with her shortbow asks for the stray roll, and the only one nearby, her ally, becomes the target", () => {
    const ally = target({ id: "ally", evasion: 3, deflection: { physical: 1, elemental: 0 } });
    const plan = planOf(
      boudicaAttack({
        attacker: { ratings: ratings({ dexterity: "d8" }, { ranged: 1 }), luckModifier: 0, size: 4, budget: freshBudget(), context: onMyTurn },
        weapon: shortbow,
        choice: { attribute: "dexterity", proficiency: "ranged" },
        nearby: [ally],
      }),
    );
    const rolled = { sets: [{ attribute: 4, combatSkill: 2 }], luckFace: 1 };
    expect(resolvePlannedAttack(plan, rolled)).toEqual({ kind: "needsStrayRoll", candidateIds: ["ally"], die: 1 });
    const outcome = hitOf(resolvePlannedAttack(plan, { ...rolled, strayFace: 1 }));
    // She finishes the attack as normal: 4 + 2 + 1 = 7 vs the ally's evasion 3, 7 + 3 = 10 less 1.
    expect(outcome).toMatchObject({ targetId: "ally", strayed: true, dealt: 10, taken: 9 });
  });

  it("with two nearby, the stray die's 2 sends the arrow to the second, with that one's numbers", () => {
    const nearby = [target({ id: "first", evasion: 3 }), target({ id: "second", evasion: 9 })];
    const plan = planOf(boudicaAttack({ weapon: shortbow, choice: { attribute: "dexterity", proficiency: null }, nearby }));
    const outcome = resolvePlannedAttack(plan, { sets: [{ attribute: 4, combatSkill: 2 }], luckFace: 1, strayFace: 2 });
    expect(outcome).toMatchObject({ kind: "miss", targetId: "second", strayed: true });
  });

  it("a stray never lands on the dead lying nearby", () => {
    const plan = planOf(boudicaAttack({ weapon: shortbow, choice: { attribute: "dexterity", proficiency: null }, nearby: [target({ id: "fallen", dead: true }), target({ id: "ally" })] }));
    expect(plan.strayCandidates.map((candidate) => candidate.id)).toEqual(["ally"]);
  });

  it("Boudica's second attack this round: martial +1 and −2 for the first attack add −1 to the kept set", () => {
    const { budget } = afterActions(["attack"]);
    const plan = planOf(boudicaAttack({ attacker: { ...boudicaAttack().attacker, budget } }));
    expect(plan.bonus).toBe(-1);
    expect(plan.modifiers.map((line) => line.value)).toEqual([1, -2]);
  });

  it("typeless damage meets no reduction, not even a guarding, bigger target's", () => {
    const untyped = { ...boudicaAttack().weapon, damageType: "" };
    const goblin = { ...boudicaAttack().attacker, size: 3 };
    const plan = planOf(boudicaAttack({ attacker: goblin, weapon: untyped, target: target({ lasting: { defenceBonus: 1, rangedDisadvantage: false } }) }));
    expect(plan.weapon.damageCategory).toBe("typeless");
    expect(plan.target.reduction).toBe(0);
    expect(plan.target.evasion).toBe(6 + 1 - 1);
  });

  it("a melee attack never strays, whatever the luck roll", () => {
    const plan = planOf(boudicaAttack({ nearby: [target({ id: "ally" })] }));
    expect(plan.strayCandidates).toEqual([]);
    const outcome = resolvePlannedAttack(plan, { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 1 });
    expect(outcome).toMatchObject({ kind: "hit", targetId: "enemy", strayed: false });
  });

  it("Agnessa's second attack this round: a 5 with the −2 multiple attack penalty is 3, and misses", () => {
    const { budget } = afterActions(["attack"]);
    const plan = planOf(
      boudicaAttack({
        attacker: { ratings: ratings({ dexterity: "d8" }, {}), luckModifier: 0, size: 4, budget, context: onMyTurn },
        weapon: shortbow,
        choice: { attribute: "dexterity", proficiency: null },
        target: target({ evasion: 4 }),
      }),
    );
    expect(plan.testFormula).toBe("1d8+1d6");
    expect(plan.modifiers).toEqual([{ key: TEAMS_MODIFIER.multipleAttack, value: -2, data: { attacks: 1 } }]);
    expect(plan.bonus).toBe(-2);
    const outcome = resolvePlannedAttack(plan, { sets: [{ attribute: 3, combatSkill: 2 }], luckFace: 10 });
    expect(outcome.kind).toBe("miss");
    if (outcome.kind === "miss") expect(outcome.test.total).toBe(3);
  });

  it("Agnessa's flanking attack: an enemy with her allies on both sides is shot with advantage, two sets keeping the better", () => {
    const plan = planOf(boudicaAttack({ weapon: shortbow, choice: { attribute: "dexterity", proficiency: null }, situation: { sneak: false, flanking: true } }));
    expect(plan.diceSets).toBe(2);
    expect(plan.advantageSources).toEqual([{ key: TEAMS_ADVANTAGE_SOURCE.flanking, value: 1 }]);
    const outcome = resolvePlannedAttack(plan, { sets: [{ attribute: 1, combatSkill: 1 }, { attribute: 5, combatSkill: 2 }], luckFace: 10 });
    expect(outcome).toMatchObject({ kind: "hit", keptSet: 1 });
  });

  it("Fabian's sneak attack on a goblin: medium 4 against small 3 treats evasion 1 higher and deflection 1 lower, with advantage", () => {
    const goblin = target({ id: "goblin", evasion: 5, deflection: { physical: 2, elemental: 0 }, size: 3 });
    const plan = planOf(
      boudicaAttack({
        attacker: { ratings: ratings({ dexterity: "d6" }, { finesse: 1 }), luckModifier: 0, size: 4, budget: freshBudget(), context: onMyTurn },
        weapon: dagger,
        choice: { attribute: "dexterity", proficiency: "finesse" },
        target: goblin,
        situation: { sneak: true, flanking: false },
      }),
    );
    expect(plan.target).toMatchObject({ evasion: 6, reduction: 1 });
    expect(plan.target.modifiers).toEqual([
      { key: TEAMS_MODIFIER.sizeEvasion, value: 1 },
      { key: TEAMS_MODIFIER.sizeDeflection, value: -1 },
    ]);
    expect(plan.diceSets).toBe(2);
    expect(plan.advantageSources).toEqual([{ key: TEAMS_ADVANTAGE_SOURCE.sneak, value: 1 }]);
    // Best set 4 + 3, finesse +1 = 8 vs 6; 8 + dagger 2 = 10, less 1.
    const outcome = hitOf(resolvePlannedAttack(plan, { sets: [{ attribute: 1, combatSkill: 2 }, { attribute: 4, combatSkill: 3 }], luckFace: 10 }));
    expect(outcome).toMatchObject({ keptSet: 1, dealt: 10, taken: 9, targetId: "goblin" });
  });

  it("a sneak attack on a flanked target rolls double advantage: three sets", () => {
    expect(planOf(boudicaAttack({ situation: { sneak: true, flanking: true } })).diceSets).toBe(3);
  });

  it("a guarding target in cover: a ranged attack meets +1 evasion and deflection, and disadvantage keeps the worse set", () => {
    const guarded = target({ lasting: { defenceBonus: 1, rangedDisadvantage: true } });
    const plan = planOf(boudicaAttack({ weapon: shortbow, choice: { attribute: "dexterity", proficiency: null }, target: guarded }));
    expect(plan.target).toMatchObject({ evasion: 7, reduction: 9, modifiers: [{ key: TEAMS_MODIFIER.guard, value: 1 }] });
    expect(plan.advantage).toBe(-1);
    expect(plan.advantageSources).toEqual([{ key: TEAMS_ADVANTAGE_SOURCE.cover, value: -1 }]);
    const outcome = resolvePlannedAttack(plan, { sets: [{ attribute: 4, combatSkill: 6 }, { attribute: 1, combatSkill: 2 }], luckFace: 10 });
    expect(outcome).toMatchObject({ kind: "miss", keptSet: 1 });
  });

  it("cover gives no disadvantage to a melee attack", () => {
    const plan = planOf(boudicaAttack({ target: target({ lasting: { defenceBonus: 0, rangedDisadvantage: true } }) }));
    expect(plan.advantage).toBe(0);
  });

  it("a prone target: melee attackers have advantage, ranged attackers disadvantage", () => {
    expect(planOf(boudicaAttack({ target: target({ prone: true }) })).advantage).toBe(1);
    const ranged = planOf(boudicaAttack({ weapon: shortbow, choice: { attribute: "dexterity", proficiency: null }, target: target({ prone: true }) }));
    expect(ranged.advantage).toBe(-1);
  });

  it("a hit that empties endurance and health knocks the target out and risks death", () => {
    const frail = target({ deflection: { physical: 0, elemental: 0 }, vitals: { endurance: { value: 2, max: 10 }, health: { value: 3, max: 8 } } });
    const outcome = hitOf(resolvePlannedAttack(planOf(boudicaAttack({ target: frail })), { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 10 }));
    expect(outcome.taken).toBe(10);
    expect(outcome.suffered.consequence).toEqual({ kind: "unconscious", risksDeath: true });
  });
});

describe("attacks a teams table cannot make", () => {
  it("Petra's crossbow must be reloaded before it fires again", () => {
    const planned = planAttack(boudicaAttack({ weapon: { ...crossbow, loaded: false }, choice: { attribute: "dexterity", proficiency: null } }));
    expect(planned).toEqual({ ok: false, reason: { key: TEAMS_REFUSAL.needsReload, data: { actions: 2 } } });
  });

  it("Petra's loaded crossbow fires; a bow that never reloads fires whatever its load mark says", () => {
    const dexterity = { attribute: "dexterity", proficiency: null } as const;
    expect(planAttack(boudicaAttack({ weapon: crossbow, choice: dexterity })).ok).toBe(true);
    expect(planAttack(boudicaAttack({ weapon: { ...shortbow, loaded: false }, choice: dexterity })).ok).toBe(true);
  });

  it("Petra's half-finished reload must be finished (or abandoned) before she attacks", () => {
    const budget = { ...freshBudget(), extended: { action: "reload", actionsLeft: 1, itemId: "crossbow" } };
    const planned = planAttack(boudicaAttack({ attacker: { ...boudicaAttack().attacker, budget } }));
    expect(planned).toEqual({ ok: false, reason: { key: TEAMS_ECONOMY_REFUSAL.finishOrAbandon, data: { action: "reload" } } });
  });

  it("the spear allows strength or dexterity, not intellect", () => {
    const planned = planAttack(boudicaAttack({ choice: { attribute: "intellect", proficiency: "martial" } }));
    expect(planned).toEqual({ ok: false, reason: { key: TEAMS_DERIVED_REFUSAL.attributeNotAllowed, data: { attribute: "intellect" } } });
  });

  it("the spear allows finesse or martial, not ranged", () => {
    const planned = planAttack(boudicaAttack({ choice: { attribute: "strength", proficiency: "ranged" } }));
    expect(planned).toEqual({ ok: false, reason: { key: TEAMS_DERIVED_REFUSAL.proficiencyNotAllowed, data: { proficiency: "ranged" } } });
  });

  it("no fourth attack after three actions are spent", () => {
    const { budget } = afterActions(["attack", "attack", "attack"]);
    const planned = planAttack(boudicaAttack({ attacker: { ...boudicaAttack().attacker, budget } }));
    expect(planned).toEqual({ ok: false, reason: { key: TEAMS_ECONOMY_REFUSAL.noActionsLeft } });
  });

  it("no attack on someone else's turn without a Command's action", () => {
    const planned = planAttack(boudicaAttack({ attacker: { ...boudicaAttack().attacker, context: { ...onMyTurn, ownTurn: false } } }));
    expect(planned).toEqual({ ok: false, reason: { key: TEAMS_ECONOMY_REFUSAL.notYourTurn } });
  });

  it("a dead target cannot be attacked", () => {
    expect(planAttack(boudicaAttack({ target: target({ dead: true }) }))).toEqual({ ok: false, reason: { key: TEAMS_REFUSAL.targetDead } });
  });
});
