import { describe, expect, it } from "vitest";
import { teamsEconomy } from "../../../../../src/rulesets/teams/rules/actions/economy";
import { checkAction } from "../../../../../src/rulesets/teams/rules/actions/check-action";
import { TEAMS_ECONOMY_BADGE, TEAMS_ECONOMY_REFUSAL } from "../../../../../src/rulesets/teams/rules/actions/labels";
import { readiedAttackBudget, readiedOf, readiedTrigger, takeReadiedAction } from "../../../../../src/rulesets/teams/rules/actions/ready-action";
import { freshBudget, readBudget } from "../../../../../src/rulesets/teams/rules/actions/turn-budget";
import { afterActions, onMyTurn } from "./support";

const refusal = (result: { ok: boolean; reason?: { key: string } }) => (result.ok ? null : result.reason?.key.split(".").pop());
const goblinTrigger = { action: "attack", trigger: "when the goblin steps out" };
/** "End your turn declaring an action as a reaction with a trigger condition": Clementine moves, then readies an attack. */
const readiedAttack = () => afterActions(["move", "readyAction"], freshBudget(), { readied: goblinTrigger }).budget;

describe("Ready an Action: declaring it", () => {
  it("costs one action, ends the turn, and keeps the action named and its trigger", () => {
    const budget = readiedAttack();
    expect(budget).toMatchObject({ actionsSpent: 2, turnEnded: true, readied: true, readiedAction: "attack", readiedTrigger: "when the goblin steps out" });
    expect(readiedOf(budget)).toEqual({ action: "attack", trigger: "when the goblin steps out" });
  });

  it("only a single action can be readied: not Guard, not a Short Task", () => {
    for (const action of ["guard", "shortTask", "command"]) {
      expect(refusal(checkAction(freshBudget(), "readyAction", { ...onMyTurn, readied: { action, trigger: "" } }))).toBe("notReadyable");
    }
    expect(checkAction(freshBudget(), "readyAction", { ...onMyTurn, readied: { action: "guard", trigger: "" } })).toMatchObject({ ok: false, reason: { data: { action: "guard" } } });
    expect(checkAction(freshBudget(), "readyAction", { ...onMyTurn, readied: { action: "seekCover", trigger: "" } }).ok).toBe(true);
  });

  it("a trigger is kept as one short line", () => {
    expect(readiedTrigger("  when the\n goblin   steps out ")).toBe("when the goblin steps out");
    expect(readiedTrigger("x".repeat(500))).toHaveLength(120);
    expect(readiedTrigger(undefined)).toBe("");
  });

  it("the tracker shows it as 'Readied: Attack' with the trigger beside it", () => {
    const badges = teamsEconomy.badges(readiedAttack());
    expect(badges.at(-1)).toEqual({ label: `${TEAMS_ECONOMY_BADGE.readiedAs}attack`, available: true, detail: "when the goblin steps out" });
  });

  it("a budget stored before actions were named still reads, as an unnamed readied action", () => {
    const stored = { ...freshBudget(), readied: true } as Record<string, unknown>;
    delete stored.readiedAction;
    delete stored.readiedTrigger;
    expect(readiedOf(readBudget(stored))).toEqual({ action: "", trigger: "" });
  });
});

describe("Ready an Action: when the trigger happens", () => {
  it("the readied attack is taken as the reaction: no action is spent again and it counts toward the multiple attack penalty", () => {
    const taken = takeReadiedAction(readiedAttack(), "attack", { prone: false });
    expect(taken).toMatchObject({ ok: true, action: "attack", budget: { reactionsLeft: 0, readied: false, readiedAction: "", readiedTrigger: "", actionsSpent: 2, attacksThisRound: 1 } });
  });

  it("the attack it makes is planned on a budget with its actions free and this round's earlier attacks counted", () => {
    const planned = readiedAttackBudget({ ...readiedAttack(), attacksThisRound: 2 });
    expect(planned).toMatchObject({ actionsSpent: 0, turnEnded: false, attacksThisRound: 2 });
  });

  it("is refused with no reaction left, with nothing readied, and as another action than the one readied", () => {
    expect(refusal(takeReadiedAction({ ...readiedAttack(), reactionsLeft: 0 }, "attack", { prone: false }))).toBe("noReactionLeft");
    expect(refusal(takeReadiedAction(freshBudget(), "attack", { prone: false }))).toBe("nothingReadied");
    expect(takeReadiedAction(readiedAttack(), "move", { prone: false })).toMatchObject({ ok: false, reason: { key: TEAMS_ECONOMY_REFUSAL.notTheReadiedAction, data: { action: "attack" } } });
  });

  it("an unnamed readied action (stored before actions were named) goes off as any readyable action, never as another", () => {
    const unnamed = { ...readiedAttack(), readiedAction: "" };
    expect(takeReadiedAction(unnamed, "move", { prone: false })).toMatchObject({ ok: true, action: "move" });
    expect(refusal(takeReadiedAction(unnamed, "guard", { prone: false }))).toBe("notTheReadiedAction");
  });

  it("Wait's extra reaction can pay for it", () => {
    const waited = { ...readiedAttack(), reactionsLeft: 2 };
    expect(takeReadiedAction(waited, "attack", { prone: false })).toMatchObject({ ok: true, budget: { reactionsLeft: 1 } });
  });

  it("a readied Seek Cover puts the combatant in cover; a readied Stand Up needs it prone and stands it up", () => {
    const cover = afterActions(["readyAction"], freshBudget(), { readied: { action: "seekCover", trigger: "" } }).budget;
    expect(takeReadiedAction(cover, "seekCover", { prone: false })).toMatchObject({ ok: true, budget: { inCover: true }, prone: null });
    const rise = afterActions(["readyAction"], freshBudget(), { readied: { action: "standUp", trigger: "" } }).budget;
    expect(refusal(takeReadiedAction(rise, "standUp", { prone: false }))).toBe("notProne");
    expect(takeReadiedAction(rise, "standUp", { prone: true })).toMatchObject({ ok: true, prone: false });
  });

  it("unused, it ends at the start of the combatant's next turn", () => {
    expect(readiedOf(teamsEconomy.turnStart(readiedAttack()))).toBeNull();
    // A new round that is not yet its turn leaves it readied.
    expect(readiedOf(teamsEconomy.roundStart(readiedAttack()))).not.toBeNull();
  });
});
