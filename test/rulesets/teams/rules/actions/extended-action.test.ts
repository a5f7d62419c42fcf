import { describe, expect, it } from "vitest";
import { checkAction } from "../../../../../src/rulesets/teams/rules/actions/check-action";
import { teamsEconomy } from "../../../../../src/rulesets/teams/rules/actions/economy";
import { abandonExtendedAction, continueExtendedAction } from "../../../../../src/rulesets/teams/rules/actions/extended-action";
import { takeAction } from "../../../../../src/rulesets/teams/rules/actions/take-action";
import { actionsLeft } from "../../../../../src/rulesets/teams/rules/actions/turn-budget";
import { afterActions, onMyTurn } from "./support";

const crossbow = { ...onMyTurn, reloadActions: 2 };
const refusalOf = (result: { ok: boolean; reason?: { key: string } }) => (result.ok ? null : result.reason?.key.split(".").pop());

/** Petra's turn: she fires her crossbow and seeks cover, and has one action left for a two-action reload. */
function petraStartsReloading() {
  const { budget, resources } = afterActions(["attack", "seekCover"]);
  expect(actionsLeft(budget)).toBe(1);
  const reload = takeAction(budget, resources, "reload", { ...crossbow, ...resources });
  if (!reload.ok) throw new Error(reload.reason.key);
  return reload;
}

describe("extended actions", () => {
  it("Petra's reload: with one action left she starts the two-action reload, which is not done yet", () => {
    const reload = petraStartsReloading();
    expect(reload.completed).toBe(false);
    expect(reload.cost).toMatchObject({ actions: 1, carried: 1 });
    expect(actionsLeft(reload.budget)).toBe(0);
    expect(reload.budget.extended).toEqual({ action: "reload", actionsLeft: 1 });
  });

  it("Petra's reload: on her next turn her first action finishes reloading, before any other action", () => {
    const nextTurn = teamsEconomy.turnStart(teamsEconomy.roundStart(petraStartsReloading().budget));
    expect(refusalOf(checkAction(nextTurn, "attack", crossbow))).toBe("finishOrAbandon");
    const finished = continueExtendedAction(nextTurn, true);
    if (!finished.ok) throw new Error(finished.reason.key);
    expect(finished.actions).toBe(1);
    expect(finished.completed).toBe("reload");
    expect(actionsLeft(finished.budget)).toBe(2);
    expect(checkAction(finished.budget, "attack", crossbow).ok).toBe(true);
  });

  it("an action started in one turn can be abandoned in the next at no cost, and the turn goes on as normal", () => {
    const nextTurn = teamsEconomy.turnStart(petraStartsReloading().budget);
    const abandoned = abandonExtendedAction(nextTurn, true);
    if (!abandoned.ok) throw new Error(abandoned.reason.key);
    expect(abandoned.abandoned).toBe("reload");
    expect(actionsLeft(abandoned.budget)).toBe(3);
    expect(checkAction(abandoned.budget, "attack", crossbow).ok).toBe(true);
  });

  it("an action longer than a whole turn spends every action of the turns it spans", () => {
    const long = { ...onMyTurn, reloadActions: 5 };
    const started = takeAction(teamsEconomy.fresh(), { stamina: 0, focus: 0 }, "reload", long);
    if (!started.ok) throw new Error(started.reason.key);
    expect(started.budget.extended).toEqual({ action: "reload", actionsLeft: 2 });
    const second = continueExtendedAction(teamsEconomy.turnStart(started.budget), true);
    if (!second.ok) throw new Error(second.reason.key);
    expect(second).toMatchObject({ actions: 2, completed: "reload" });
    expect(actionsLeft(second.budget)).toBe(1);
  });

  it("Petra's reload remembers her crossbow across turns and names it when finished, so that crossbow is the one loaded", () => {
    const { budget, resources } = afterActions(["attack", "seekCover"]);
    const started = takeAction(budget, resources, "reload", { ...crossbow, ...resources, itemId: "crossbow" });
    if (!started.ok) throw new Error(started.reason.key);
    expect(started.budget.extended).toEqual({ action: "reload", actionsLeft: 1, itemId: "crossbow" });
    const nextTurn = teamsEconomy.read(JSON.parse(JSON.stringify(teamsEconomy.turnStart(started.budget))));
    expect(continueExtendedAction(nextTurn, true)).toMatchObject({ ok: true, completed: "reload", itemId: "crossbow" });
    expect(continueExtendedAction(teamsEconomy.turnStart(petraStartsReloading().budget), true)).toMatchObject({ ok: true, completed: "reload", itemId: null });
  });

  it("a Short Task with all three actions left is done in the same turn", () => {
    const task = takeAction(teamsEconomy.fresh(), { stamina: 0, focus: 0 }, "shortTask", onMyTurn);
    expect(task).toMatchObject({ ok: true, completed: true, cost: { actions: 3, carried: 0 } });
  });

  it("is neither continued nor abandoned off your turn", () => {
    const started = petraStartsReloading().budget;
    expect(refusalOf(continueExtendedAction(started, false))).toBe("notYourTurn");
    expect(refusalOf(abandonExtendedAction(started, false))).toBe("notYourTurn");
    expect(refusalOf(continueExtendedAction(teamsEconomy.fresh(), true))).toBe("noExtendedAction");
  });

  it("is not continued once the turn has ended or its actions are spent", () => {
    const started = petraStartsReloading().budget;
    expect(refusalOf(continueExtendedAction({ ...started, turnEnded: true, actionsSpent: 0 }, true))).toBe("turnEnded");
    expect(refusalOf(continueExtendedAction(started, true))).toBe("noActionsLeft");
  });

  it("an action that needs more than a whole turn's actions spends them all and is still under way", () => {
    const siege = { ...onMyTurn, reloadActions: 8 };
    const started = takeAction(teamsEconomy.fresh(), { stamina: 0, focus: 0 }, "reload", { ...siege, itemId: "ballista" });
    if (!started.ok) throw new Error(started.reason.key);
    expect(started.budget.extended).toEqual({ action: "reload", actionsLeft: 5, itemId: "ballista" });
    const second = continueExtendedAction(teamsEconomy.turnStart(started.budget), true);
    expect(second).toMatchObject({ ok: true, actions: 3, completed: null, itemId: null, budget: { extended: { action: "reload", actionsLeft: 2, itemId: "ballista" } } });
    if (second.ok) expect(actionsLeft(second.budget)).toBe(0);
  });
});
