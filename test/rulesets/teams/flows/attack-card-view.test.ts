import { describe, expect, it } from "vitest";
import { buildTeamsAttackCardView } from "../../../../src/rulesets/teams/flows/attack-card-view";
import { resolvePlannedAttack } from "../../../../src/rulesets/teams/rules/combat/attack-outcome";
import { offeredReactions } from "../../../../src/rulesets/teams/rules/actions/offered-reactions";
import { freshBudget } from "../../../../src/rulesets/teams/rules/actions/turn-budget";
import { afterActions, onMyTurn } from "../rules/actions/support";
import { boudicaAttack, ratings, shortbow, target } from "../rules/combat/attack-support";
import { guardOffer, planOf, settledCard, teamsTranslate } from "./support";

/** Agnessa with her shortbow: dexterity d8, combat d6, ranged +1. */
function agnessaAttack(earlierAttacks: "none" | "one", nearbyAlly: boolean) {
  const budget = earlierAttacks === "one" ? afterActions(["attack"]).budget : freshBudget();
  return boudicaAttack({
    attacker: { ratings: ratings({ dexterity: "d8" }, { ranged: 1 }), luckModifier: 0, size: 4, budget, context: onMyTurn },
    weapon: shortbow,
    choice: { attribute: "dexterity", proficiency: "ranged" },
    nearby: nearbyAlly ? [target({ id: "ally", evasion: 3, deflection: { physical: 1, elemental: 0 } })] : [],
  });
}

/** Boudica as the one attacked: endurance 12, health 12, constitution 4, evasion 3, no armour. */
function boudicaAttacked(endurance: number, health: number) {
  return boudicaAttack({ target: target({ id: "ally", evasion: 3, deflection: { physical: 0, elemental: 0 }, vitals: { endurance: { value: endurance, max: 12 }, health: { value: health, max: 12 } } }) });
}

describe("the teams attack card's view", () => {
  it("Boudica's spear: 2d6+1 = 6 vs evasion 6 hits; 6 + spear 4 − physical reduction 8 = 2 off the enemy's endurance", () => {
    const { view } = settledCard(boudicaAttack(), { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 10 }, { offer: guardOffer() });
    expect(view.title).toBe("Boudica attacks Town guard");
    expect(view.formula).toBe("test 2d6+1");
    expect(view.modifiers).toEqual([
      { label: "Attribute die", value: "2" },
      { label: "Combat skill die", value: "3" },
      { label: "Proficiency", value: "+1" },
    ]);
    expect(view.versus).toBe("6 vs evasion 6");
    expect(view.outcome).toBe("Hit");
    expect(view.luck).toMatchObject({ formula: "1d20", roll: 10, kind: "plain" });
    expect(view.damage).toEqual({
      total: 2,
      parts: [
        { label: "Test result", value: "6" },
        { label: "Weapon damage", value: "+4" },
        { label: "Physical reduction", value: "\u22128" },
      ],
      note: "",
    });
    // The guard's health is untouched, so the card lists only his endurance.
    expect(view.effects).toEqual(["Endurance 10 \u2192 8 / 10"]);
  });

  it("Boudica's spear hit offers the guard Block, Dodge and Parry (the shield's 1) for 1 stamina each, and the GM Apply", () => {
    const { view } = settledCard(boudicaAttack(), { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 10 }, { offer: guardOffer() });
    expect(view.buttons.map((b) => [b.action, b.role, b.label, b.hint])).toEqual([
      ["react", "target", "Block (Round shield)", "1 stamina"],
      ["react", "target", "Dodge", "1 stamina"],
      ["react", "target", "Parry (Round shield)", "1 stamina"],
      ["apply", "gm", "Apply 2 damage", ""],
    ]);
    expect(view.buttons[0]!.data).toEqual([{ name: "reaction", value: "block" }, { name: "item-id", value: "shield" }]);
    expect(view.refused).toEqual([]);
  });

  it("a guard out of stamina is offered no reaction and told why, while the GM can still apply", () => {
    const offer = offeredReactions({ role: "target", budget: freshBudget(), stamina: 0, focus: 0, conditions: [], wielded: [] }, { moment: "hit", effects: [] });
    const { view } = settledCard(boudicaAttack(), { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 10 }, { offer });
    expect(view.buttons.map((b) => b.action)).toEqual(["apply"]);
    expect(view.refused).toEqual(["Block: No item in hand can block.", "Dodge: Not enough stamina (1 needed, 0 left).", "Parry: No item in hand can parry."]);
  });

  it("Roland's sword has no block value: the card says Roland cannot block with it, and Parry is offered with it", () => {
    const offer = offeredReactions({ role: "target", budget: freshBudget(), stamina: 2, focus: 0, conditions: [], wielded: [{ id: "sword", blockValue: null, parryValue: 2, durability: 10 }] }, { moment: "hit", effects: [] });
    const { view } = settledCard(boudicaAttack({ target: target({ id: "roland" }) }), { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 10 }, { offer, names: { roland: "Roland" }, itemNames: { sword: "Roland's sword" } });
    expect(view.refused).toEqual(["Block: Roland cannot block with Roland's sword."]);
    expect(view.buttons.map((b) => b.label)).toEqual(["Dodge", "Parry (Roland's sword)", "Apply 2 damage"]);
  });

  it("a guard's broken shield is named beside his spear; with two blades and no shield no item in hand can block", () => {
    const brokenShield = { id: "shield", blockValue: 3, parryValue: 1, durability: 0 };
    const blade = (id: string) => ({ id, blockValue: null, parryValue: 1, durability: 4 });
    const offerWith = (wielded: { id: string; blockValue: number | null; parryValue: number; durability: number }[]) =>
      offeredReactions({ role: "target", budget: freshBudget(), stamina: 2, focus: 0, conditions: [], wielded }, { moment: "hit", effects: [] });
    const refusedWith = (wielded: Parameters<typeof offerWith>[0]) =>
      settledCard(boudicaAttack(), { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 10 }, { offer: offerWith(wielded), itemNames: { shield: "Round shield", spear: "Spear", dagger: "Dagger" } }).view.refused;
    expect(refusedWith([brokenShield, blade("spear")])).toEqual(["Block: Round shield is broken."]);
    expect(refusedWith([blade("spear"), blade("dagger")])).toEqual(["Block: No item in hand can block."]);
  });

  it("Boudica's critical: luck 19 meets the spear's 19+, 6 + critical 8 − 8 = 6", () => {
    const { view } = settledCard(boudicaAttack(), { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 19 });
    expect(view.outcome).toBe("Critical hit");
    expect(view.luck).toMatchObject({ roll: 19, kind: "critical", effect: "Critical at 19+: cannot miss, critical damage." });
    expect(view.damage?.parts[1]).toEqual({ label: "Critical damage", value: "+8" });
    expect(view.damage?.total).toBe(6);
  });

  it("a critical luck roll hits even when the test is below evasion: 2 vs evasion 6, luck 20", () => {
    const { view } = settledCard(boudicaAttack(), { sets: [{ attribute: 1, combatSkill: 1 }], luckFace: 20 });
    expect(view.hit).toBe(true);
    expect(view.versus).toBe("3 vs evasion 6");
    // 3 + 8 = 11 − 8 = 3.
    expect(view.damage?.total).toBe(3);
  });

  it("Agnessa's mishap: luck 1 sends her arrow to her ally, 7 vs the ally's evasion 3 hits for 10 − 1 = 9", () => {
    const { view } = settledCard(agnessaAttack("none", true), { sets: [{ attribute: 4, combatSkill: 2 }], luckFace: 1, strayFace: 1 }, { attackerName: "Agnessa", weaponName: "Shortbow" });
    expect(view.luck).toMatchObject({ kind: "stray", effect: "Mishap: the shot meant for Town guard strays to Boudica." });
    expect(view.versus).toBe("7 vs evasion 3");
    expect(view.damage?.total).toBe(9);
    expect(view.effects[0]).toBe("Endurance 10 \u2192 1 / 10");
    expect(view.effects).toContain("Boudica is harmed.");
    expect(view.buttons.at(-1)?.data).toEqual([{ name: "target-id", value: "ally" }]);
  });

  it("Agnessa's mishap has no card until the stray roll is made", () => {
    const plan = planOf(agnessaAttack("none", true));
    const rolls = { sets: [{ attribute: 4, combatSkill: 2 }], luckFace: 1 };
    expect(buildTeamsAttackCardView(plan, resolvePlannedAttack(plan, rolls), { attackerName: "Agnessa", weaponName: "Shortbow", names: {}, rolls, applied: false }, teamsTranslate())).toBeNull();
  });

  it("Agnessa's second attack: 5 with the −2 multiple attack penalty is 3 against evasion 6, a miss with no damage and no buttons", () => {
    const { view } = settledCard(agnessaAttack("one", false), { sets: [{ attribute: 2, combatSkill: 2 }], luckFace: 10 }, { attackerName: "Agnessa", offer: guardOffer() });
    expect(view.modifiers.at(-1)).toEqual({ label: "Multiple attack penalty (1 earlier)", value: "\u22122" });
    expect(view.total).toBe(3);
    expect(view.outcome).toBe("Miss");
    expect(view.damage).toBeNull();
    expect(view.effects).toEqual([]);
    expect(view.buttons).toEqual([]);
  });

  it("a melee luck roll of 1 strays nowhere and the card says so", () => {
    const { view } = settledCard(boudicaAttack(), { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 1 });
    expect(view.luck).toMatchObject({ kind: "plain", effect: "Mishap, but nothing for it to stray to." });
    expect(view.hit).toBe(true);
  });

  it("Agnessa's flanking attack shows both sets, the better one kept, and why there is advantage", () => {
    const flanking = { ...agnessaAttack("none", false), situation: { sneak: false, flanking: true } };
    const { view } = settledCard(flanking, { sets: [{ attribute: 1, combatSkill: 2 }, { attribute: 5, combatSkill: 4 }], luckFace: 10 }, { attackerName: "Agnessa", weaponName: "Shortbow" });
    expect(view.advantage).toEqual([{ label: "Flanking attack", value: "advantage" }]);
    expect(view.sets.map((set) => [set.faces, set.kept])).toEqual([["1 + 2", false], ["5 + 4", true]]);
    expect(view.total).toBe(10);
  });

  it("Fabian's size difference: a small goblin (3) has evasion +1 and deflection −1 against a medium (4) attacker, listed on the card", () => {
    const { view } = settledCard(boudicaAttack({ target: target({ size: 3 }) }), { sets: [{ attribute: 4, combatSkill: 3 }], luckFace: 10 });
    expect(view.defences).toEqual([
      { label: "Size difference (evasion)", value: "+1" },
      { label: "Size difference (deflection)", value: "\u22121" },
    ]);
    expect(view.versus).toBe("8 vs evasion 7");
    expect(view.damage?.parts[2]).toEqual({ label: "Physical reduction", value: "\u22127" });
  });

  it("Boudica's second wound: 10 damage empties her endurance of 5, health 12 → 7, and asks her to fortify against 5", () => {
    const { view } = settledCard(boudicaAttacked(5, 12), { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 10 });
    expect(view.damage?.total).toBe(10);
    expect(view.effects).toEqual([
      "Endurance 5 \u2192 0 / 12",
      "Health 12 \u2192 7 / 12",
      "Boudica is harmed.",
      "Boudica is bloodied.",
      "Boudica must fortify against 5 or fall unconscious.",
    ]);
  });

  it("Boudica's final wound: 8 more against health 7 knocks her out and asks for the death test", () => {
    const { view } = settledCard(boudicaAttacked(0, 7), { sets: [{ attribute: 1, combatSkill: 2 }], luckFace: 10 });
    expect(view.damage?.total).toBe(8);
    // Her endurance was already empty: only the health the hit took is listed.
    expect(view.effects.filter((line) => line.includes("\u2192"))).toEqual(["Health 7 \u2192 0 / 12"]);
    expect(view.effects.slice(-2)).toEqual(["Boudica falls unconscious.", "Boudica makes a luck test against the death difficulty, or dies."]);
  });

  it("a hit the reduction swallows still deals 1, and the card says why", () => {
    const { view } = settledCard(boudicaAttack({ target: target({ evasion: 2, deflection: { physical: 20, elemental: 0 } }) }), { sets: [{ attribute: 1, combatSkill: 1 }], luckFace: 10 });
    expect(view.damage).toMatchObject({ total: 1, note: "A hit always deals at least 1." });
  });

  it("once the GM applied the damage, only Undo is left and reactions are gone", () => {
    const { view } = settledCard(boudicaAttack(), { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 10 }, { offer: guardOffer(), applied: true });
    expect(view.buttons.map((b) => [b.action, b.role, b.label])).toEqual([["undo", "gm", "Undo"]]);
    expect(view.refused).toEqual([]);
  });
});
