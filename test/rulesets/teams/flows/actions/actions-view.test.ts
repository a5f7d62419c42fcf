import { describe, expect, it } from "vitest";
import { TEAMS_ACTION_IDS } from "../../../../../src/rulesets/teams/rules/actions/action-table";
import { TEAMS_ECONOMY_REFUSAL as REFUSAL } from "../../../../../src/rulesets/teams/rules/actions/labels";
import { teamsActionsView, type PanelSituation } from "../../../../../src/rulesets/teams/flows/actions/actions-view";
import { petraOnTurn } from "./support";
import { ITEM_ACTIONS, PANEL_ACTIONS, PANEL_FREE_ACTIONS } from "../../../../../src/rulesets/teams/flows/actions/panel-actions";
import { COST_KEYS, REFUSAL_KEYS } from "../../../../../src/rulesets/teams/flows/actions/keys";
import { teamsOwnTurn } from "../../../../../src/rulesets/teams/flows/actions/own-turn";
import type { TrackerView } from "../../../../../src/core/turns/adapters/adapter";

const buttons = (situation: PanelSituation) => teamsActionsView(situation).groups.flatMap((group) => group.actions);
const reasonOf = (situation: PanelSituation, id: string) => buttons(situation).find((button) => button.id === id)?.reason;

describe("the teams actions panel", () => {
  it("offers every action of the chapter's tables but the attacks, which start from a weapon", () => {
    const offered = [...PANEL_ACTIONS, ...PANEL_FREE_ACTIONS, ...ITEM_ACTIONS].sort();
    expect(offered).toEqual(TEAMS_ACTION_IDS.filter((id) => id !== "attack" && id !== "killingStrike").sort());
    const view = teamsActionsView(petraOnTurn());
    expect(view.groups.map((group) => group.actions.length)).toEqual([PANEL_ACTIONS.length, PANEL_FREE_ACTIONS.length]);
    expect(view.items.map((item) => item.buttons.map((button) => button.id))).toEqual([["brandish", "dropItem", "reload"], ["brandish"]]);
  });

  it("shows three actions and the reaction left, the pools, and what each action costs", () => {
    const view = teamsActionsView(petraOnTurn({ actionsSpent: 1 }));
    expect(view.badges.map((badge) => badge.available)).toEqual([true, true, false, true]);
    expect(view.pools).toMatchObject([{ key: "stamina", value: 3, max: 3 }, { key: "focus", value: 3, max: 3 }]);
    const costOf = (id: string) => buttons(petraOnTurn()).find((button) => button.id === id)?.cost;
    expect(costOf("command")).toEqual([{ key: COST_KEYS.action, count: 1 }, { key: COST_KEYS.focus, count: 2 }]);
    expect(costOf("shortTask")).toEqual([{ key: COST_KEYS.actions, count: 3 }]);
    expect(costOf("step")).toEqual([{ key: COST_KEYS.free, count: 0 }]);
    expect(view.items[0]!.buttons.find((button) => button.id === "reload")?.cost).toEqual([{ key: COST_KEYS.actions, count: 2 }]);
  });

  it("Petra's reload under way: the other actions say to finish or abandon it first, free actions stay open", () => {
    const situation = petraOnTurn({ extended: { action: "reload", actionsLeft: 1, itemId: "crossbow" } });
    const view = teamsActionsView(situation);
    expect(view.extended).toMatchObject({ action: "reload", actionsLeft: 1, canContinue: true, canAbandon: true });
    expect(reasonOf(situation, "move")).toBe(REFUSAL.finishOrAbandon);
    expect(reasonOf(situation, "step")).toBeNull();
  });

  it("Command says why not before any ally is named: no focus, or the turn is over", () => {
    expect(reasonOf(petraOnTurn({}, { focus: { value: 1, max: 3 } }), "command")).toBe(REFUSAL.notEnoughFocus);
    expect(reasonOf(petraOnTurn(), "command")).toBeNull();
    expect(reasonOf(petraOnTurn({ turnEnded: true }), "command")).toBe(REFUSAL.turnEnded);
  });

  it("off her turn only a commanded action is open, and no extended action can go on", () => {
    const waiting = petraOnTurn({ extended: { action: "reload", actionsLeft: 1, itemId: "crossbow" } }, { ownTurn: false });
    expect(reasonOf(waiting, "interact")).toBe(REFUSAL.notYourTurn);
    expect(teamsActionsView(waiting).extended).toMatchObject({ canContinue: false, continueReason: REFUSAL.notYourTurn, canAbandon: false });
    expect(reasonOf(petraOnTurn({ grantedActions: 1 }, { ownTurn: false }), "interact")).toBeNull();
  });

  it("out of a started fight: no badges, turn-long actions refused, prone actions follow the actor", () => {
    const calm = petraOnTurn({}, { started: false, prone: true });
    expect(teamsActionsView(calm).badges).toEqual([]);
    expect(reasonOf(calm, "guard")).toBe(REFUSAL_KEYS.onlyInFight);
    expect(reasonOf(calm, "standUp")).toBeNull();
    expect(reasonOf(calm, "dropProne")).toBe(REFUSAL.alreadyProne);
  });
});

describe("whose turn it is in a teams fight", () => {
  const view = (partial: Partial<TrackerView>) => ({ started: true, activeIds: [], fighters: [], groups: [], ...partial }) as unknown as TrackerView;

  it("only the character the team chose is on turn, not the whole team", () => {
    const running = view({ activeIds: ["petra"], groups: [{ id: "party", onTurn: true }] as never });
    expect(teamsOwnTurn(running, "petra")).toBe(true);
    expect(teamsOwnTurn(running, "clementine")).toBe(false);
  });

  it("a fight not started has no turn to be out of", () => {
    expect(teamsOwnTurn(null, "petra")).toBe(true);
    expect(teamsOwnTurn(view({ started: false }), "petra")).toBe(true);
  });
});
