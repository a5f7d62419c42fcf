/**
 * The attack from the player's side: the sheet's button opens the dialog (the iteratives from the next
 * unused one, the item's modes, the stance, two hands, non-lethal, the grapple box for a shot), and the
 * answer goes to the GM; a missing target or item is told to the user before anything is asked.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { attackCards, classicFight, double, lastCard, resetDoubles, settle, text } from "./fight";

const { startClassicAttack } = await import("../../../../../src/rulesets/classic/flows/attack/start-attack");

type Plain = Record<string, any>;
let creatures: Record<string, Plain>;

beforeEach(() => {
  resetDoubles();
  ({ creatures } = classicFight([
    {
      id: "aldric",
      name: "Aldric",
      owners: ["p1"],
      square: 0,
      fields: { abilities: { str: { score: 18 } }, baseAttackBonus: 11 },
      items: [
        { id: "dagger", name: "Dagger", kind: "weapon", fields: { damage: "1d4", thrown: true } },
        { id: "shield", name: "Buckler", kind: "shield", fields: { kind: "buckler", held: "offhand" } },
      ],
    },
    { id: "ogre", name: "Ogre", owners: [], monster: true, square: 1 },
  ]));
});

const target = (id: string) => double.targets.add(creatures[id]!.getActiveTokens()[0]);

describe("the attack dialog", () => {
  it("offers the dagger's four ways, attacks 1–3 at +11/+6/+1, two hands and the grapple box; the answer becomes the GM's card", async () => {
    target("ogre");
    double.actAs("p1");
    double.answers.push({ mode: "melee", iterative: "0", stance: "defensive", twoHanded: true, nonLethal: false, situational: "2" });
    double.dice.push(10);
    await startClassicAttack(creatures.aldric as never, "dagger");
    await settle();
    const dialog = double.dialogs.at(-1)!;
    expect(dialog.title).toBe(text("FRAY.Classic.Attack.Dialog.Title", { item: "Dagger", target: "Ogre" }));
    for (const mode of ["Melee", "Thrown", "MeleeTouch", "RangedTouch"]) expect(dialog.content).toContain(text(`FRAY.Classic.Attack.Mode.${mode}`));
    for (const [attack, bonus] of [[1, "+11"], [2, "+6"], [3, "+1"]]) expect(dialog.content).toContain(text("FRAY.Classic.Attack.Dialog.IterativeChoice", { attack: attack!, bonus: bonus! }));
    expect(dialog.content).toContain('name="twoHanded"');
    expect(dialog.content).toContain('name="intoGrapple"');
    // 11 + STR 4 − 4 defensive + 2 situational; two hands: 1.5 × 4 = 6.
    expect(lastCard().system).toMatchObject({ formula: "1d20+13", stance: "defensive", twoHanded: true, damage: { formula: "1d4+6" } });
  });

  it("a buckler bashes only (no two hands, no grapple box); a new character untrained with shields takes −3: 1d4+4−3", async () => {
    target("ogre");
    double.actAs("p1");
    double.answers.push({ mode: "shieldBash", iterative: "0", stance: "normal" });
    double.dice.push(10);
    await startClassicAttack(creatures.aldric as never, "shield");
    await settle();
    expect(double.dialogs.at(-1)!.content).not.toContain('name="twoHanded"');
    expect(double.dialogs.at(-1)!.content).not.toContain('name="intoGrapple"');
    expect(lastCard().system).toMatchObject({ mode: "shieldBash", damage: { formula: "1d4+1" } });
  });

  it("no target: the user is told and nothing is asked", async () => {
    double.actAs("p1");
    await startClassicAttack(creatures.aldric as never, "dagger");
    expect(double.notices.at(-1)).toEqual({ level: "warn", message: text("FRAY.Classic.Attack.Notice.NoTarget") });
    expect(double.dialogs).toEqual([]);
    expect(attackCards()).toEqual([]);
  });

  it("an Attack of Opportunity names its target and offers only the first attack", async () => {
    double.actAs("p1");
    double.answers.push({ mode: "melee", iterative: "2", stance: "normal" });
    double.dice.push(10);
    await startClassicAttack(creatures.aldric as never, "dagger", { opportunity: true, targetTokenUuid: "Scene.s.Token.ogre" });
    await settle();
    const dialog = double.dialogs.at(-1)!;
    expect(dialog.title).toBe(text("FRAY.Classic.Attack.Dialog.OpportunityTitle", { item: "Dagger", target: "Ogre" }));
    expect(dialog.content).not.toContain(text("FRAY.Classic.Attack.Dialog.IterativeChoice", { attack: 2, bonus: "+6" }));
    expect(lastCard().system).toMatchObject({ opportunity: true, iterative: 0, formula: "1d20+15" });
  });
});
