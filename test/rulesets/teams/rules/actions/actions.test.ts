import { describe, expect, it } from "vitest";
import { actionCost } from "../../../../../src/rulesets/teams/rules/actions/action-cost";
import { checkAction } from "../../../../../src/rulesets/teams/rules/actions/check-action";
import { grantCommandedAction, expireGrantedActions } from "../../../../../src/rulesets/teams/rules/actions/command";
import { teamsEconomy } from "../../../../../src/rulesets/teams/rules/actions/economy";
import { lastingDefences } from "../../../../../src/rulesets/teams/rules/actions/lasting-defences";
import { takeAction } from "../../../../../src/rulesets/teams/rules/actions/take-action";
import { actionsLeft, freshBudget } from "../../../../../src/rulesets/teams/rules/actions/turn-budget";
import { afterActions, onMyTurn } from "./support";

const refusal = (result: { ok: boolean; reason?: { key: string } }) => (result.ok ? null : result.reason?.key.split(".").pop());

describe("three actions a turn", () => {
  it("a turn has three actions, and a fourth is refused", () => {
    const { budget } = afterActions(["attack", "brandish", "interact"]);
    expect(actionsLeft(budget)).toBe(0);
    expect(refusal(checkAction(budget, "attack", onMyTurn))).toBe("noActionsLeft");
  });

  it("free actions do not count against the three", () => {
    const { budget } = afterActions(["dropItem", "dropProne", "attack", "attack", "attack"]);
    expect(actionsLeft(budget)).toBe(0);
    expect(checkAction(budget, "dropItem", onMyTurn).ok).toBe(true);
  });

  it("nothing is taken off your turn", () => {
    expect(refusal(checkAction(freshBudget(), "attack", { ...onMyTurn, ownTurn: false }))).toBe("notYourTurn");
    expect(refusal(checkAction(freshBudget(), "dropItem", { ...onMyTurn, ownTurn: false }))).toBe("notYourTurn");
  });

  it("your own turn start gives the three actions back", () => {
    const { budget } = afterActions(["attack", "attack", "attack"]);
    expect(actionsLeft(teamsEconomy.turnStart(budget))).toBe(3);
  });
});

describe("moving", () => {
  it("Move once per turn", () => {
    expect(refusal(checkAction(afterActions(["move"]).budget, "move", onMyTurn))).toBe("alreadyMoved");
  });

  it("Sprint: only after moving this turn, for 1 stamina, another move", () => {
    expect(refusal(checkAction(freshBudget(), "sprint", onMyTurn))).toBe("sprintNeedsMove");
    const { budget, resources } = afterActions(["move", "sprint"], freshBudget(), { stamina: 3 });
    expect(resources.stamina).toBe(2);
    expect(actionsLeft(budget)).toBe(1);
    expect(refusal(checkAction(afterActions(["move"]).budget, "sprint", { ...onMyTurn, stamina: 0 }))).toBe("notEnoughStamina");
  });

  it("Step: a free 1 m step instead of a move, once a turn", () => {
    const stepped = afterActions(["step"]).budget;
    expect(actionsLeft(stepped)).toBe(3);
    expect(refusal(checkAction(stepped, "step", onMyTurn))).toBe("alreadyStepped");
    expect(refusal(checkAction(stepped, "move", onMyTurn))).toBe("alreadyStepped");
    expect(refusal(checkAction(afterActions(["move"]).budget, "step", onMyTurn))).toBe("alreadyMoved");
  });

  it("lying prone, a combatant may still drop what it holds", () => {
    expect(checkAction(freshBudget(), "dropItem", { ...onMyTurn, prone: true }).ok).toBe(true);
  });

  it("Drop Prone leaves the combatant prone; an attack or a move leaves prone as it was", () => {
    const take = (id: "dropProne" | "attack" | "move") => takeAction(freshBudget(), { stamina: 0, focus: 0 }, id, onMyTurn);
    expect(take("dropProne")).toMatchObject({ ok: true, prone: true });
    expect(take("attack")).toMatchObject({ ok: true, prone: null });
    expect(take("move")).toMatchObject({ ok: true, prone: null });
  });

  it("a Sprint forced through without a Move still counts as moving: no Move after it", () => {
    const sprinted = takeAction(freshBudget(), { stamina: 1, focus: 0 }, "sprint", onMyTurn, true);
    if (!sprinted.ok) throw new Error(sprinted.reason.key);
    expect(refusal(checkAction(sprinted.budget, "move", onMyTurn))).toBe("alreadyMoved");
  });

  it("Stand Up only when prone; Drop Prone only when standing", () => {
    expect(refusal(checkAction(freshBudget(), "standUp", onMyTurn))).toBe("notProne");
    expect(takeAction(freshBudget(), { stamina: 0, focus: 0 }, "standUp", { ...onMyTurn, prone: true })).toMatchObject({ ok: true, prone: false });
    expect(refusal(checkAction(freshBudget(), "dropProne", { ...onMyTurn, prone: true }))).toBe("alreadyProne");
  });
});

describe("actions that end the turn", () => {
  it("Guard ends the turn with +1 to all defences until your next turn", () => {
    const { budget } = afterActions(["attack", "guard"]);
    expect(actionsLeft(budget)).toBe(0);
    expect(refusal(checkAction(budget, "dropItem", onMyTurn))).toBe("turnEnded");
    expect(lastingDefences(teamsEconomy.roundStart(budget)).defenceBonus).toBe(1);
    expect(lastingDefences(teamsEconomy.turnStart(budget)).defenceBonus).toBe(0);
  });

  it("Wait ends the turn with an extra reaction until your next turn", () => {
    const { budget } = afterActions(["wait"]);
    expect(budget).toMatchObject({ turnEnded: true, reactionsLeft: 2 });
    expect(teamsEconomy.turnStart(budget).reactionsLeft).toBe(1);
  });

  it("Ready an Action ends the turn and lasts until your next turn", () => {
    const { budget } = afterActions(["readyAction"]);
    expect(budget).toMatchObject({ turnEnded: true, readied: true });
    expect(teamsEconomy.turnStart(budget).readied).toBe(false);
  });

  it("Seek Cover gives ranged attackers disadvantage until your next turn", () => {
    const { budget } = afterActions(["seekCover"]);
    expect(lastingDefences(budget).rangedDisadvantage).toBe(true);
    expect(lastingDefences(teamsEconomy.turnStart(budget)).rangedDisadvantage).toBe(false);
  });
});

describe("longer actions", () => {
  it("Roland revived by Clementine: resuscitating takes two of her actions, leaves her prone and one action", () => {
    const result = takeAction(freshBudget(), { stamina: 0, focus: 0 }, "resuscitate", onMyTurn);
    expect(result).toMatchObject({ ok: true, completed: true, prone: true, cost: { actions: 2 } });
    if (result.ok) expect(actionsLeft(result.budget)).toBe(1);
  });

  it("Resuscitate with one action left is started now and finished next turn", () => {
    const result = takeAction(afterActions(["move", "attack"]).budget, { stamina: 0, focus: 0 }, "resuscitate", onMyTurn);
    expect(result).toMatchObject({ ok: true, completed: false, prone: true, cost: { actions: 1, carried: 1 } });
  });

  it("a killing strike takes three actions and counts as an attack this round", () => {
    const result = takeAction(freshBudget(), { stamina: 0, focus: 0 }, "killingStrike", onMyTurn);
    expect(result).toMatchObject({ ok: true, completed: true, cost: { actions: 3 }, budget: { attacksThisRound: 1 } });
  });
});

describe("Command", () => {
  const commanding = { ...onMyTurn, target: "ally" };

  it("spends 2 focus and an action, once per turn per target", () => {
    const first = takeAction(freshBudget(), { stamina: 0, focus: 4 }, "command", commanding);
    if (!first.ok) throw new Error(first.reason.key);
    expect(first.resources.focus).toBe(2);
    expect(actionsLeft(first.budget)).toBe(2);
    expect(refusal(checkAction(first.budget, "command", commanding))).toBe("alreadyCommanded");
    expect(checkAction(first.budget, "command", { ...commanding, target: "another ally" }).ok).toBe(true);
    expect(refusal(checkAction(freshBudget(), "command", { ...commanding, focus: 1 }))).toBe("notEnoughFocus");
    expect(refusal(checkAction(freshBudget(), "command", onMyTurn))).toBe("commandNeedsTarget");
  });

  it("gives the ally one action to take during the commander's turn, even after the ally's own turn", () => {
    const allySpentTurn = afterActions(["move", "attack", "attack"]).budget;
    const granted = grantCommandedAction(allySpentTurn);
    const offTurn = { ...onMyTurn, ownTurn: false };
    expect(refusal(checkAction(granted, "guard", offTurn))).toBe("notWithGrantedAction");
    expect(refusal(checkAction(granted, "shortTask", offTurn))).toBe("notWithGrantedAction");
    const moved = takeAction(granted, { stamina: 0, focus: 0 }, "move", offTurn);
    if (!moved.ok) throw new Error(moved.reason.key);
    expect(moved.cost.granted).toBe(true);
    expect(moved.budget.grantedActions).toBe(0);
    expect(refusal(checkAction(moved.budget, "attack", offTurn))).toBe("notYourTurn");
  });

  it("an action the ally did not take is lost when the commander's turn ends", () => {
    expect(expireGrantedActions(grantCommandedAction(freshBudget())).grantedActions).toBe(0);
  });

  it("an ally given nothing keeps its budget untouched when the commander's turn ends (nothing to store)", () => {
    const ally = afterActions(["move"]).budget;
    expect(expireGrantedActions(ally)).toBe(ally);
  });

  it("an action given by Command is a single simple one: not Guard, Wait, Ready an Action, Sprint, Command, a longer or a free action", () => {
    const offTurn = { ...onMyTurn, ownTurn: false, target: "ally", readied: { action: "attack", trigger: "" } };
    const granted = grantCommandedAction(afterActions(["move"]).budget);
    const refused = ["guard", "wait", "readyAction", "sprint", "command", "shortTask", "resuscitate", "dropItem", "attack", "interact", "seekCover"] as const;
    expect(refused.filter((id) => refusal(checkAction(granted, id, offTurn)) === "notWithGrantedAction")).toEqual(refused.slice(0, 8));
  });

  it("a commanded Move is not the ally's own Move; a commanded Seek Cover gives cover until the ally's next turn", () => {
    const offTurn = { ...onMyTurn, ownTurn: false };
    const moved = takeAction(grantCommandedAction(freshBudget()), { stamina: 0, focus: 0 }, "move", offTurn);
    expect(moved).toMatchObject({ ok: true, budget: { moved: false } });
    const covered = takeAction(grantCommandedAction(freshBudget()), { stamina: 0, focus: 0 }, "seekCover", offTurn);
    if (!covered.ok) throw new Error(covered.reason.key);
    expect(lastingDefences(covered.budget).rangedDisadvantage).toBe(true);
    expect(lastingDefences(teamsEconomy.turnStart(covered.budget)).rangedDisadvantage).toBe(false);
  });

  it("two allies' Commands give two actions; taking one leaves the other", () => {
    const twice = grantCommandedAction(grantCommandedAction(freshBudget()));
    const moved = takeAction(twice, { stamina: 0, focus: 0 }, "move", { ...onMyTurn, ownTurn: false });
    expect(moved).toMatchObject({ ok: true, budget: { grantedActions: 1 } });
  });

  it("an action given by Command costs one action now; a longer one forced through carries the rest", () => {
    const granted = grantCommandedAction(freshBudget());
    const offTurn = { ...onMyTurn, ownTurn: false };
    expect(actionCost(granted, "attack", offTurn)).toEqual({ actions: 1, granted: true, carried: 0, stamina: 0, focus: 0 });
    expect(actionCost(granted, "resuscitate", offTurn)).toMatchObject({ actions: 1, granted: true, carried: 1 });
    expect(actionCost(granted, "dropItem", offTurn)).toMatchObject({ actions: 0, granted: false, carried: 0 });
  });
});

describe("what a refusal tells the player", () => {
  it("short of stamina or focus, it says how much is needed and how much is left", () => {
    const moved = afterActions(["move"]).budget;
    expect(checkAction(moved, "sprint", { ...onMyTurn, stamina: 0 })).toMatchObject({ ok: false, reason: { data: { needed: 1, left: 0 } } });
    expect(checkAction(freshBudget(), "command", { ...onMyTurn, target: "ally", focus: 1 })).toMatchObject({ ok: false, reason: { data: { needed: 2, left: 1 } } });
  });
});

describe("over budget", () => {
  it("a confirmed action is taken anyway, the GM is told why it was refused, and nothing runs below zero", () => {
    const spent = afterActions(["move", "attack", "attack"]);
    const forced = takeAction(spent.budget, { stamina: 0, focus: 0 }, "sprint", onMyTurn, true);
    if (!forced.ok) throw new Error(forced.reason.key);
    expect(forced.overridden?.data?.reason).toMatch(/noActionsLeft$/);
    expect(forced.resources.stamina).toBe(0);
    expect(actionsLeft(forced.budget)).toBe(0);
  });
});
