/**
 * The chapter's spells in a fight, through the sheet's buttons: casting (a standard action that provokes)
 * asks for its somatic components, is refused while grappled when they are needed, and worn armour's spell
 * failure is a d% the GM rolls; a counterspell is the immediate action of its own kind, taken off-turn,
 * with its exclusivity, and left to the GM to judge. Maren (p1) acts first; Pip (p2) watches.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { actionLines, begin, cast, confirmed, confirms, double, fight, setUp, take, turn, words } from "./action-fight";
import { budgetOf, text } from "../attack/fight";

const { storeEconomy } = await import("../../../../../src/foundry/combat/round-budget");
const { classicEconomy } = await import("../../../../../src/rulesets/classic/rules/actions/budget");

const lastLine = () => words(actionLines().at(-1)!.content);
const marensTurn = async () => {
  await begin();
  await turn({ kind: "act", combatantId: "maren" });
};
const maren = () => fight.creatures.maren!;

beforeEach(() => setUp());

describe("a counterspell", () => {
  it("Pip counterspells during Maren's turn: one immediate action of the counterspell kind, a line for the GM to judge", async () => {
    await marensTurn();
    await take("p2", "pip", "counterspell");
    expect(budgetOf(fight.combat, "pip")).toMatchObject({ immediates: 1, immediateLock: "counterspell", standard: "unused" });
    expect(lastLine()).toBe(`${text("FRAY.Classic.Taken.Line", { name: "Pip", action: "attempts a counterspell", slot: "immediate action" })} ${text("FRAY.Classic.Taken.CounterspellNote")}`);
    expect(confirmed).toHaveLength(0);
  });

  it("a second counterspell that round is past the budget: off Pip's turn his player is told why, in words, and not offered to go ahead", async () => {
    await marensTurn();
    await take("p2", "pip", "counterspell");
    await take("p2", "pip", "counterspell");
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Classic.Action.Refusal.immediateSpent", { count: 1 }));
    expect(confirmed).toHaveLength(0);
    expect(actionLines()).toHaveLength(1);
  });

  it("after an attack of opportunity this round it is refused with the exclusivity, naming the kind in words", async () => {
    await marensTurn();
    await storeEconomy(fight.combat.combatants.get("pip"), { ...classicEconomy.fresh(), immediates: 1, immediateLock: "opportunity" });
    await take("p2", "pip", "counterspell");
    const kind = text("FRAY.Classic.Action.Immediate.opportunity");
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Classic.Action.Refusal.immediateExclusive", { kind }));
    expect(double.notices.at(-1)?.message).not.toContain("FRAY.");
    expect(budgetOf(fight.combat, "pip").immediateLock).toBe("opportunity");
  });

  it("after a held action (the other kind) it is refused too", async () => {
    await marensTurn();
    await storeEconomy(fight.combat.combatants.get("pip"), { ...classicEconomy.fresh(), immediates: 1, immediateLock: "other" });
    await take("p2", "pip", "counterspell");
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Classic.Action.Refusal.immediateExclusive", { kind: text("FRAY.Classic.Action.Immediate.other") }));
  });
});

describe("casting a spell", () => {
  it("the dialog asks for somatic components; closing it asks nothing of the GM", async () => {
    await marensTurn();
    double.answers.push(null);
    await take("p1", "maren", "castSpell");
    expect(double.dialogs.at(-1)?.content).toContain('name="somatic"');
    expect(double.dialogs.at(-1)?.content).toContain('name="somaticRemoved"');
    expect(budgetOf(fight.combat, "maren").standard).toBe("unused");
    expect(actionLines()).toHaveLength(0);
  });

  it("grappled, a spell with somatic components is refused and nothing is spent", async () => {
    await marensTurn();
    await maren().toggleStatusEffect("grappled", { active: true });
    await cast("p1", "maren");
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Classic.Maneuver.Refusal.SomaticWhileGrappled"));
    expect(budgetOf(fight.combat, "maren").standard).toBe("unused");
  });

  it("grappled, Signless Spell removes the gestures: the spell is cast", async () => {
    await marensTurn();
    await maren().toggleStatusEffect("grappled", { active: true });
    await cast("p1", "maren", { somatic: true, somaticRemoved: true });
    expect(budgetOf(fight.combat, "maren").standard).toBe("standard");
    expect(lastLine()).toContain(text("FRAY.Classic.Taken.Line", { name: "Maren", action: "casts a spell", slot: "standard action" }));
  });

  it("in armour she is not trained in, the spell fails on 50 or less (the armour's 10% is lower)", async () => {
    setUp({ armour: { spellFailure: 10 } });
    await marensTurn();
    double.dice.push(50);
    await cast("p1", "maren");
    expect(lastLine()).toContain(text("FRAY.Classic.Taken.SpellFails", { name: "Maren", roll: 50, chance: 50 }));
    expect(actionLines().at(-1)!.rolls.map((roll: { total: number }) => roll.total)).toEqual([50]);
  });

  it("in armour she is trained in, its own 20% counts: 21 does not fail", async () => {
    setUp({ armour: { spellFailure: 20 } });
    maren().system.training.armour.light = true;
    await marensTurn();
    double.dice.push(21);
    await cast("p1", "maren");
    expect(lastLine()).toContain(text("FRAY.Classic.Taken.SpellHolds", { name: "Maren", roll: 21, chance: 20 }));
  });

  it("a spell without somatic components rolls no spell failure", async () => {
    setUp({ armour: { spellFailure: 10 } });
    await marensTurn();
    await cast("p1", "maren", { somatic: false, somaticRemoved: false });
    expect(actionLines().at(-1)!.rolls).toEqual([]);
    expect(lastLine()).not.toContain("spell failure");
  });
});
