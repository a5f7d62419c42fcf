import { describe, expect, it } from "vitest";
import { grantCommandedAction } from "../../../../../src/rulesets/teams/rules/actions/command";
import { teamsEconomy } from "../../../../../src/rulesets/teams/rules/actions/economy";
import { takeReaction } from "../../../../../src/rulesets/teams/rules/actions/reactions";
import { afterActions } from "./support";

const shown = (budget: ReturnType<typeof teamsEconomy.fresh>) =>
  teamsEconomy.badges(budget).map((badge) => `${badge.label.split(".").pop()}${badge.available ? "" : " (spent)"}`);

describe("the teams action budget the tracker shows", () => {
  it("starts with three actions and a reaction", () => {
    expect(shown(teamsEconomy.fresh())).toEqual(["action", "action", "action", "reaction"]);
  });

  it("shows spent actions and the reaction taken on someone else's turn", () => {
    const { budget, resources } = afterActions(["attack", "move"]);
    const dodged = takeReaction(budget, resources, "dodge", resources);
    if (!dodged.ok) throw new Error(dodged.reason.key);
    expect(shown(dodged.budget)).toEqual(["action", "action (spent)", "action (spent)", "reaction (spent)"]);
  });

  it("shows what lasts until the next turn: Guard, cover, a readied action, Wait's extra reaction", () => {
    expect(shown(afterActions(["seekCover", "guard"]).budget)).toContain("guarding");
    expect(shown(afterActions(["seekCover", "guard"]).budget)).toContain("inCover");
    expect(shown(afterActions(["readyAction"]).budget)).toContain("readied");
    expect(shown(afterActions(["wait"]).budget)).toContain("extraReaction");
  });

  it("shows an action an ally's Command gave, and an action under way over several turns", () => {
    expect(shown(grantCommandedAction(teamsEconomy.fresh()))).toEqual(["action", "action", "action", "reaction", "grantedAction"]);
    expect(shown({ ...teamsEconomy.fresh(), extended: { action: "reload", actionsLeft: 1, itemId: "crossbow" } })).toContain("extended");
    expect(shown(teamsEconomy.fresh())).not.toContain("extended");
  });

  it("a new turn forgets whom the combatant commanded and what it readied", () => {
    const { budget } = afterActions(["command", "readyAction"], teamsEconomy.fresh(), { target: "ally", readied: { action: "attack", trigger: "when the goblin steps out" } });
    expect(budget).toMatchObject({ commanded: ["ally"], readiedAction: "attack" });
    expect(teamsEconomy.turnStart(budget)).toMatchObject({ commanded: [], readied: false, readiedAction: "", readiedTrigger: "" });
  });

  it("a new round resets the multiple attack count but not the turn's actions or a spent reaction", () => {
    const { budget, resources } = afterActions(["attack", "attack"]);
    const dodged = takeReaction(budget, resources, "dodge", resources);
    if (!dodged.ok) throw new Error(dodged.reason.key);
    const nextRound = teamsEconomy.roundStart(dodged.budget);
    expect(nextRound).toMatchObject({ attacksThisRound: 0, actionsSpent: 2, reactionsLeft: 0 });
  });

  it("attacks this round carry over into the combatant's next turn in the same round", () => {
    const attacked = afterActions(["attack"]).budget;
    expect(teamsEconomy.turnStart(attacked).attacksThisRound).toBe(1);
  });

  it("reads damaged stored data field by field instead of breaking the tracker", () => {
    expect(teamsEconomy.read("garbage")).toEqual(teamsEconomy.fresh());
    expect(teamsEconomy.read({ actionsSpent: 9, moved: true, reactionsLeft: -1 })).toEqual({ ...teamsEconomy.fresh(), moved: true });
    expect(teamsEconomy.read({ extended: { action: "reload" } }).extended).toBeNull();
    expect(teamsEconomy.read({ extended: { action: "reload", actionsLeft: 1 } }).extended).toEqual({ action: "reload", actionsLeft: 1 });
  });

  it("drops a damaged or half-stored action under way rather than finish something nobody started", () => {
    const damaged = [{ actionsLeft: 1 }, { action: "", actionsLeft: 1 }, { action: "reload", actionsLeft: 0 }, { action: "reload", actionsLeft: 1.5 }, { action: "reload", actionsLeft: 1, itemId: "" }];
    for (const extended of damaged) expect(teamsEconomy.read({ extended }).extended, JSON.stringify(extended)).toBeNull();
    expect(teamsEconomy.read({ extended: { action: "reload", actionsLeft: 2, itemId: "crossbow" } }).extended).toEqual({ action: "reload", actionsLeft: 2, itemId: "crossbow" });
  });

  it("reads back exactly what it stored", () => {
    const budget = afterActions(["move", "seekCover"]).budget;
    expect(teamsEconomy.read(JSON.parse(JSON.stringify(budget)))).toEqual(budget);
  });
});
