/**
 * The attack from the player's side: the sheet's Attack (or Unarmed) opens the dialog (the
 * circumstances with no zones drawn, hold back, a final blow only at an incapacitated target, the
 * target's protection), and the answer goes to the GM; a missing target is told to the user before
 * anything is asked.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { attackCards, balthasarAgainstBandit, double, lastCard, settle, text } from "./fight";

const { startFactionsAttack } = await import("../../../../../src/rulesets/factions/flows/attack/start-attack");

type Plain = Record<string, any>;
let creatures: Record<string, Plain>;

beforeEach(() => {
  ({ creatures } = balthasarAgainstBandit());
});

const target = (id: string) => double.targets.add(creatures[id]!.getActiveTokens()[0]);

describe("the attack dialog", () => {
  it("Balthasar's longbow: the range box is offered, no final blow on a standing bandit; the answer becomes the GM's card", async () => {
    target("bandit");
    double.actAs("p1");
    double.answers.push({ nearby: false, visible: "on", beyondHalf: "on", moving: false, holdBack: false, protection: "cover" });
    double.dice.push(14);
    await startFactionsAttack(creatures.balthasar as never, "bow");
    await settle();
    const dialog = double.dialogs.at(-1)!;
    expect(dialog.title).toBe(text("FRAY.Factions.AttackFlow.Dialog.Title", { weapon: "Longbow", target: "Bandit" }));
    expect(dialog.content).toContain('name="beyondHalf"');
    expect(dialog.content).not.toContain('name="finalBlow"');
    // Beyond half range: a WIT save, 14 against 12 misses.
    expect(lastCard().system).toMatchObject({ kind: "ranged", protection: "cover", hit: false, witSave: { natural: 14 } });
  });

  it("Unarmed at the incapacitated bandit: the final blow is offered, and taken it kills", async () => {
    await creatures.bandit!.update({ system: { health: { value: 0 } } });
    await creatures.bandit!.toggleStatusEffect("incapacitated", { active: true });
    target("bandit");
    double.actAs("p1");
    double.answers.push({ nearby: "on", visible: "on", finalBlow: "on", protection: "none" });
    await startFactionsAttack(creatures.balthasar as never, null);
    await settle();
    expect(double.dialogs.at(-1)!.content).toContain('name="finalBlow"');
    expect(double.dialogs.at(-1)!.content).not.toContain('name="beyondHalf"');
    expect(lastCard().system).toMatchObject({ weaponId: "", weaponName: text("FRAY.Factions.AttackFlow.Unarmed"), finalBlow: true });
    expect(creatures.bandit!.statuses.has("dead")).toBe(true);
  });

  it("no target: the user is told and nothing is asked", async () => {
    double.actAs("p1");
    await startFactionsAttack(creatures.balthasar as never, "sword");
    expect(double.notices.at(-1)).toEqual({ level: "warn", message: text("FRAY.Factions.AttackFlow.Notice.NoTarget") });
    expect(double.dialogs).toEqual([]);
    expect(attackCards()).toEqual([]);
  });
});
