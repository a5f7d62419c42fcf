import { describe, expect, it } from "vitest";
import { blockHit } from "../../../../../src/rulesets/teams/rules/actions/block";
import { DEFENCE_TEST_CHOICES } from "../../../../../src/rulesets/teams/rules/actions/defence-ratings";
import { TEAMS_ECONOMY_REFUSAL } from "../../../../../src/rulesets/teams/rules/actions/labels";
import { defenceTestSucceeds, dodgeAvoids } from "../../../../../src/rulesets/teams/rules/actions/defence-test";
import { lastingDefences } from "../../../../../src/rulesets/teams/rules/actions/lasting-defences";
import { teamsEconomy } from "../../../../../src/rulesets/teams/rules/actions/economy";
import { parryAttack } from "../../../../../src/rulesets/teams/rules/actions/parry";
import { checkReaction, takeReaction } from "../../../../../src/rulesets/teams/rules/actions/reactions";
import { freshBudget } from "../../../../../src/rulesets/teams/rules/actions/turn-budget";
import { afterActions } from "./support";

const refusal = (result: { ok: boolean; reason?: { key: string } }) => (result.ok ? null : result.reason?.key.split(".").pop());
const rested = { stamina: 3, focus: 3 };
const shield = { blockValue: 3, parryValue: null, durability: 10 };

describe("one reaction a round", () => {
  it("a reaction is taken on anyone's turn, and a second is refused until your own turn starts", () => {
    const dodged = takeReaction(freshBudget(), rested, "dodge", rested);
    if (!dodged.ok) throw new Error(dodged.reason.key);
    expect(refusal(checkReaction(dodged.budget, "dodge", rested))).toBe("noReactionLeft");
    expect(refusal(checkReaction(teamsEconomy.roundStart(dodged.budget), "dodge", rested))).toBe("noReactionLeft");
    expect(checkReaction(teamsEconomy.turnStart(dodged.budget), "dodge", rested).ok).toBe(true);
  });

  it("Wait's extra reaction allows two", () => {
    const waiting = afterActions(["wait"]).budget;
    const first = takeReaction(waiting, rested, "dodge", rested);
    if (!first.ok) throw new Error(first.reason.key);
    expect(checkReaction(first.budget, "parry", { ...rested, item: shield }).ok).toBe(true);
  });
});

describe("what reactions cost", () => {
  it.each([
    ["block", { stamina: 1, focus: 0 }],
    ["dodge", { stamina: 1, focus: 0 }],
    ["fortify", { stamina: 1, focus: 0 }],
    ["intercept", { stamina: 1, focus: 0 }],
    ["parry", { stamina: 1, focus: 0 }],
    ["resist", { stamina: 0, focus: 1 }],
  ] as const)("%s costs %o", (id, cost) => {
    const taken = takeReaction(freshBudget(), rested, id, { ...rested, item: shield });
    if (!taken.ok) throw new Error(taken.reason.key);
    expect(taken.resources).toEqual({ stamina: rested.stamina - cost.stamina, focus: rested.focus - cost.focus });
  });

  it("without the stamina or focus a reaction is refused, saying how much is needed and left", () => {
    expect(checkReaction(freshBudget(), "dodge", { stamina: 0, focus: 3 })).toMatchObject({ ok: false, reason: { key: TEAMS_ECONOMY_REFUSAL.notEnoughStamina, data: { needed: 1, left: 0 } } });
    expect(checkReaction(freshBudget(), "resist", { stamina: 3, focus: 0 })).toMatchObject({ ok: false, reason: { key: TEAMS_ECONOMY_REFUSAL.notEnoughFocus, data: { needed: 1, left: 0 } } });
  });

  it("Intercept: the interceptor then takes a defensive reaction for free, still paying its stamina", () => {
    const intercepted = takeReaction(freshBudget(), rested, "intercept", rested);
    if (!intercepted.ok) throw new Error(intercepted.reason.key);
    expect(refusal(checkReaction(intercepted.budget, "intercept", rested))).toBe("noReactionLeft");
    const dodged = takeReaction(intercepted.budget, intercepted.resources, "dodge", intercepted.resources);
    if (!dodged.ok) throw new Error(dodged.reason.key);
    expect(dodged.cost.free).toBe(true);
    expect(dodged.resources.stamina).toBe(1);
    expect(refusal(checkReaction(dodged.budget, "dodge", dodged.resources))).toBe("noReactionLeft");
  });
});

describe("Block and Parry use an item", () => {
  it("broken items cannot block or parry", () => {
    const broken = { ...shield, durability: 0 };
    expect(refusal(checkReaction(freshBudget(), "block", { ...rested, item: broken }))).toBe("itemBroken");
    expect(refusal(checkReaction(freshBudget(), "parry", { ...rested, item: broken }))).toBe("itemBroken");
  });

  it("only an item with the block property blocks; any wielded item parries", () => {
    const sword = { blockValue: null, parryValue: 2, durability: 10 };
    expect(refusal(checkReaction(freshBudget(), "block", { ...rested, item: sword }))).toBe("itemCannotBlock");
    expect(checkReaction(freshBudget(), "parry", { ...rested, item: sword }).ok).toBe(true);
    expect(refusal(checkReaction(freshBudget(), "parry", rested))).toBe("noItem");
  });

  it("a shield with a block value of 0 cannot block", () => {
    expect(refusal(checkReaction(freshBudget(), "block", { ...rested, item: { ...shield, blockValue: 0 } }))).toBe("itemCannotBlock");
    expect(checkReaction(freshBudget(), "block", { ...rested, item: { ...shield, blockValue: 1 } }).ok).toBe(true);
  });

  it("Block: the block value reduces the damage instead of your reduction and the rest goes to the item", () => {
    expect(blockHit({ damage: 10, blockValue: 3, durability: 10 })).toEqual({ itemDamage: 7, durability: 3, broken: false, overflow: 0 });
  });

  it("Block: the item takes at least 1 damage", () => {
    expect(blockHit({ damage: 2, blockValue: 3, durability: 4 })).toMatchObject({ itemDamage: 1, durability: 3, overflow: 0 });
  });

  it("Block: damage past the item's durability breaks it and reaches the blocker", () => {
    expect(blockHit({ damage: 12, blockValue: 3, durability: 4 })).toEqual({ itemDamage: 4, durability: 0, broken: true, overflow: 5 });
  });

  it("Parry: the item's parry value is added to physical defense and the item loses 1 durability", () => {
    expect(parryAttack({ physicalDefense: 5, parryValue: 2, durability: 10 })).toEqual({ physicalDefense: 7, bonus: 2, durability: 9, broken: false });
  });

  it("Parry: an item without a parry value adds 1, and its last durability breaks it", () => {
    expect(parryAttack({ physicalDefense: 5, parryValue: null, durability: 1 })).toEqual({ physicalDefense: 6, bonus: 1, durability: 0, broken: true });
  });
});

describe("defence tests", () => {
  it("each defence test rolls an attribute, a skill and its own proficiency: Dodge dexterity + acrobatics + reflex, Boudica's Fortify strength + athletics + fortitude, Resist willpower + presence + resolve", () => {
    expect(DEFENCE_TEST_CHOICES).toEqual({
      dodge: { attribute: "dexterity", skill: "acrobatics", proficiency: "reflex" },
      fortify: { attribute: "strength", skill: "athletics", proficiency: "fortitude" },
      resist: { attribute: "willpower", skill: "presence", proficiency: "resolve" },
    });
  });

  it("a Dodge that meets the attack's result avoids it; Guard's +1 counts", () => {
    expect(dodgeAvoids(6, 6)).toBe(true);
    expect(dodgeAvoids(5, 6)).toBe(false);
    const guarding = lastingDefences(afterActions(["guard"]).budget);
    expect(dodgeAvoids(5, 6, guarding.defenceBonus)).toBe(true);
  });

  it("Boudica's fortify: 7 against her missing health of 5 keeps her conscious, for 1 stamina and her reaction", () => {
    const fortified = takeReaction(freshBudget(), { stamina: 2, focus: 0 }, "fortify", { stamina: 2, focus: 0 });
    if (!fortified.ok) throw new Error(fortified.reason.key);
    expect(fortified.resources.stamina).toBe(1);
    expect(fortified.budget.reactionsLeft).toBe(0);
    expect(defenceTestSucceeds(7, 5)).toBe(true);
  });
});
