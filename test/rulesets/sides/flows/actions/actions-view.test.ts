import { describe, expect, it } from "vitest";
import { actionsView, type PanelInput } from "../../../../../src/rulesets/sides/flows/actions/actions-view";
import { freshRound, takeAction, type ActionContext } from "../../../../../src/rulesets/sides/rules/combat/action-economy";
import { SIDES_ACTIONS } from "../../../../../src/rulesets/sides/rules/combat/action-table";
import { REFUSAL } from "../../../../../src/rulesets/sides/rules/combat/labels";
import { weaponAttacks, statBlockAttacks } from "../../../../../src/rulesets/sides/flows/actions/panel-attacks";

const ctx: ActionContext = { ownTurn: true, kind: "character", snapTrained: false };
const input = (partial: Partial<PanelInput> = {}): PanelInput => ({
  state: freshRound(),
  ctx,
  inCombat: true,
  prone: false,
  baseMovementFt: 30,
  attacks: [],
  morale: false,
  ...partial,
});
const button = (view: ReturnType<typeof actionsView>, id: string) => view.groups.flatMap((group) => group.actions).find((action) => action.id === id)!;

describe("the actions panel", () => {
  it("has one button per action of the table, grouped by type, each with its type and whether it provokes", () => {
    const view = actionsView(input());
    expect(view.groups.flatMap((group) => group.actions.map((action) => action.id)).sort()).toEqual(SIDES_ACTIONS.map((a) => a.id).sort());
    expect(view.groups.map((group) => group.type)).toEqual(["main", "moveAndMain", "move", "free", "instant"]);
    expect(button(view, "charge")).toMatchObject({ typeLabel: "FRAY.Sides.Actions.Type.moveAndMain", provokes: "yes" });
    expect(button(view, "screenAlly")).toMatchObject({ type: "move", provokes: "sometimes" });
  });

  it("marks what the economy would refuse now, with the reason, once the Main is spent", () => {
    const taken = takeAction(freshRound(), "meleeAttack", ctx);
    if (!taken.ok) throw new Error("refused");
    const view = actionsView(input({ state: taken.state }));
    expect(view.budget.map((slot) => [slot.key, slot.available])).toEqual([["main", false], ["move", true], ["secondMove", false]]);
    expect(button(view, "useSkill")).toMatchObject({ allowed: false, reason: REFUSAL.mainSpent });
    expect(button(view, "totalDefense")).toMatchObject({ allowed: false, reason: REFUSAL.totalDefenseMainSpent });
    expect(button(view, "run")).toMatchObject({ allowed: true, reason: null });
  });

  it("moves Reload to its own type, halves movement while prone and notes the pointless prone toggle", () => {
    const view = actionsView(input({ ctx: { ...ctx, reloadType: "free" }, prone: true }));
    expect(view.groups.find((group) => group.type === "free")!.actions.map((a) => a.id)).toEqual(["reload", "goProne"]);
    expect(view.movement).toEqual({ ft: 15, prone: true });
    expect(button(view, "goProne").note).toBe("FRAY.Sides.Actions.alreadyProne");
    expect(button(view, "standUp").note).toBeNull();
    expect(view.markers).toContain("FRAY.Sides.Actions.Marker.prone");
  });

  it("says when the actor is not in combat, or waits for its side's turn", () => {
    expect(actionsView(input({ inCombat: false })).turnNote).toBe("FRAY.Sides.Actions.notInCombat");
    expect(actionsView(input({ ctx: { ...ctx, ownTurn: false } })).turnNote).toBe("FRAY.Sides.Actions.notYourTurn");
  });

  it("offers a release button only while an action is held", () => {
    const held = takeAction(freshRound(), "holdAction", ctx);
    if (!held.ok) throw new Error("refused");
    expect(actionsView(input({ state: held.state })).holding).toBe(true);
    expect(actionsView(input()).holding).toBe(false);
  });

  it("turns readied weapons and stat-block lines into attack buttons taking the action their row shows", () => {
    const weapons = weaponAttacks([{ id: "bow", name: "Bow", toHit: "+2", damage: "1d8", action: "rangedAttack" }]);
    const lines = statBlockAttacks([{ index: 0, name: "Claw", summary: "+3, 1d4", action: "meleeAttack" }]);
    const view = actionsView(input({ attacks: [...weapons, ...lines] }));
    expect(view.attacks).toEqual([
      { name: "Bow", detail: "+2, 1d8", action: "rangedAttack", itemId: "bow", attackIndex: null },
      { name: "Claw", detail: "+3, 1d4", action: "meleeAttack", itemId: null, attackIndex: 0 },
    ]);
  });
});
