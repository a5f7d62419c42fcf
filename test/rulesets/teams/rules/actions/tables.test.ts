import { describe, expect, it } from "vitest";
import { isTeamsActionId, teamsAction, TEAMS_ACTION_IDS } from "../../../../../src/rulesets/teams/rules/actions/action-table";
import { isTeamsReactionId, TEAMS_REACTION_IDS } from "../../../../../src/rulesets/teams/rules/actions/reaction-table";
import { checkReaction, takeReaction } from "../../../../../src/rulesets/teams/rules/actions/reactions";
import { freshBudget } from "../../../../../src/rulesets/teams/rules/actions/turn-budget";

const refusal = (result: { ok: boolean; reason?: { key: string } }) => (result.ok ? null : result.reason?.key.split(".").pop());
const rested = { stamina: 3, focus: 3 };

describe("the chapter's table of actions", () => {
  it.each([
    // id, free, actions, stamina, focus
    ["attack", false, 1, 0, 0],
    ["brandish", false, 1, 0, 0],
    ["command", false, 1, 0, 2],
    ["interact", false, 1, 0, 0],
    ["guard", false, 1, 0, 0],
    ["move", false, 1, 0, 0],
    ["readyAction", false, 1, 0, 0],
    ["resuscitate", false, 2, 0, 0],
    ["seekCover", false, 1, 0, 0],
    ["shortTask", false, 3, 0, 0],
    ["sprint", false, 1, 1, 0],
    ["standUp", false, 1, 0, 0],
    ["wait", false, 1, 0, 0],
    ["killingStrike", false, 3, 0, 0],
    ["dropItem", true, 0, 0, 0],
    ["dropProne", true, 0, 0, 0],
    ["step", true, 0, 0, 0],
  ] as const)("%s: free %s, %i action(s), %i stamina, %i focus", (id, free, actions, stamina, focus) => {
    expect(teamsAction(id)).toEqual({ free, actions, stamina, focus });
  });

  it("Reload takes the weapon's reload time in whole actions, at least one", () => {
    expect([2, 1, 0, 2.7].map((time) => teamsAction("reload", time).actions)).toEqual([2, 1, 1, 2]);
    expect(teamsAction("reload")).toEqual({ free: false, actions: 1, stamina: 0, focus: 0 });
  });

  it("a request names an action of the table or is not an action at all", () => {
    for (const id of TEAMS_ACTION_IDS) expect(isTeamsActionId(id), id).toBe(true);
    for (const other of ["fly", "", "Attack", 3, null, undefined, { id: "attack" }]) expect(isTeamsActionId(other)).toBe(false);
  });
});

describe("the chapter's table of reactions", () => {
  it("Block and Parry use an item in hand; without one they are refused, the other reactions need none", () => {
    const noItem = TEAMS_REACTION_IDS.filter((id) => refusal(checkReaction(freshBudget(), id, rested)) === "noItem");
    expect(noItem).toEqual(["block", "parry"]);
  });

  it("after Intercept every defensive reaction is free; a second Intercept is not", () => {
    const intercepted = takeReaction(freshBudget(), rested, "intercept", rested);
    if (!intercepted.ok) throw new Error(intercepted.reason.key);
    const item = { blockValue: 3, parryValue: 2, durability: 10 };
    const free = TEAMS_REACTION_IDS.filter((id) => {
      const check = checkReaction(intercepted.budget, id, { ...rested, item });
      return check.ok && check.cost.free;
    });
    expect(free).toEqual(["block", "dodge", "fortify", "parry", "resist"]);
    expect(refusal(checkReaction(intercepted.budget, "intercept", rested))).toBe("noReactionLeft");
  });

  it("a request names a reaction of the table or is not a reaction at all", () => {
    for (const id of TEAMS_REACTION_IDS) expect(isTeamsReactionId(id), id).toBe(true);
    for (const other of ["guard", "", "Dodge", 1, null, undefined]) expect(isTeamsReactionId(other)).toBe(false);
  });
});
