/**
 * The classic attack card and dialog in chromium, with the compiled stylesheet; screenshots for review.
 * The cards are the ones the GM posts through the Foundry double (the real record, template and steps);
 * the dialog is the view the sheet's attack button shows.
 */
import { describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../support/browser";
import { chatPage, dialogPage } from "../../../support/chat-page";
import { CARD_COMMANDS, attackAs, classicFight, giveStatuses, lastCard, resetDoubles, step, text } from "../flows/attack/fight";

const { attackDialogView } = await import("../../../../src/rulesets/classic/flows/attack/dialog-view");
const { CLASSIC_ATTACK_DIALOG_TEMPLATE } = await import("../../../../src/rulesets/classic/flows/card/templates");
const { translate } = await import("../../../../src/foundry/i18n");
const { renderTemplate } = (globalThis as any).foundry.applications.handlebars;

const trained = { weapons: { simple: true, martial: true, exotic: false }, armour: { light: true, medium: true, heavy: false }, shields: true };

function fight() {
  resetDoubles();
  return classicFight([
    {
      id: "aldric",
      name: "Aldric",
      owners: ["p1"],
      square: 0,
      fields: { abilities: { str: { score: 18 }, dex: { score: 12 } }, baseAttackBonus: 11, hitDice: 11, training: trained },
      items: [
        { id: "sword", name: "Straight sword", kind: "weapon", fields: { damage: "1d8", threatFrom: 19, trainingGroup: "martial", flatDamageBonus: 2 } },
        { id: "bow", name: "Longbow", kind: "weapon", fields: { damage: "1d8", criticalMultiplier: 3, ranged: true, trainingGroup: "martial" } },
      ],
    },
    {
      id: "ogre",
      name: "Ogre",
      owners: [],
      monster: true,
      square: 1,
      fields: { abilities: { dex: { score: 8 } }, ac: { natural: 4 }, health: { value: 30, max: 30 }, hitDice: 4 },
      items: [{ id: "chain", name: "Chain shirt", kind: "armour", fields: { worn: true, category: "medium", acBonus: 5 } }],
    },
    { id: "bram", name: "Bram", owners: ["p2"], square: 8 },
    { id: "goblin", name: "Goblin", owners: [], monster: true, square: 9 },
  ]).creatures;
}

describe("the classic attack card in chromium", () => {
  const page = browserPage({ width: 460, height: 1000 });
  const show = async (file: string, speaker: string) => expect(await shoot(page, chatPage(lastCard().content, speaker), ".chat-message", file)).toEqual([]);

  it("Aldric's straight sword crits the ogre: 19 and a confirmation, 2d8+16 (STR 4, Weapon Offensive Training 2, reckless 2, all doubled), Roll damage for his player", async () => {
    fight();
    await attackAs("p1", "aldric", "ogre", "sword", [19, 5], { stance: "reckless" });
    await show("classic-attack-card-critical.png", "Aldric");
    expect(await page.locator(".fray-card-outcome").textContent()).toBe(text("FRAY.Classic.Attack.Result.Critical"));
    expect(await page.locator(".fray-classic-confirmation").textContent()).toBe(text("FRAY.Classic.Attack.Card.Confirmation", { natural: 5, total: 20, ac: 18 }));
    expect(await page.locator(".fray-card-attack li").count()).toBe(2);
    expect(await page.locator(".fray-card-damage li").allTextContents()).toHaveLength(4);
    expect(await page.locator(".fray-card-damage li").last().textContent()).toBe(`${text("FRAY.Classic.Attack.Card.CriticalTimes")}×2`);
    expect(await page.locator("[data-fray-card-action]").allTextContents()).toEqual([text("FRAY.Classic.Attack.Card.Button.RollDamage", { formula: "2d8+16" }), text("FRAY.Classic.Attack.Card.Button.Undo")]);
  });

  it("the same critical rolled and applied: 16 + 9 = 25 damage, the ogre's HP line, Undo for the GM", async () => {
    fight();
    await attackAs("p1", "aldric", "ogre", "sword", [19, 5], { stance: "reckless" });
    await step("p1", CARD_COMMANDS.rollDamage, [4, 5]);
    await step("gm", CARD_COMMANDS.apply, [], { type: "lethal" });
    await show("classic-attack-card-applied.png", "Aldric");
    expect(await page.locator(".fray-card-damage-rolled").textContent()).toBe(text("FRAY.Classic.Attack.Card.Dealt", { damage: 25 }));
    expect(await page.locator(".fray-card-applied li").count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator("[data-fray-card-action]").allTextContents()).toEqual([text("FRAY.Classic.Attack.Card.Button.Undo")]);
  });

  it("an arrow into a grapple strikes Bram instead of the goblin (d% 73)", async () => {
    const creatures = fight();
    await giveStatuses(creatures.goblin!, ["grappled"]);
    await giveStatuses(creatures.bram!, ["grappled"]);
    await attackAs("p1", "aldric", "goblin", "bow", [73, 2], { mode: "ranged" });
    await show("classic-attack-card-grapple-shot.png", "Aldric");
    expect(await page.locator(".fray-classic-grapple-shot").textContent()).toContain("Bram");
  });
});

describe("the classic attack dialog in chromium", () => {
  const page = browserPage({ width: 460, height: 520 });

  it("Aldric's dagger at the ogre after one attack: attacks 2 and 3, four ways, the stances, two hands, non-lethal, the grapple box", async () => {
    const view = attackDialogView({ itemName: "Dagger", targetName: "Ogre", modes: ["melee", "thrown", "meleeTouch", "rangedTouch"], iteratives: [11, 6, 1], attacksSpent: 1, opportunity: false, twoHandsChoice: true, targetInGrapple: true }, translate);
    const html = dialogPage(view.title, await renderTemplate(CLASSIC_ATTACK_DIALOG_TEMPLATE, view), text("FRAY.Classic.Attack.Dialog.Roll"));
    expect(await shoot(page, html, ".application", "classic-attack-dialog.png")).toEqual([]);
    expect(await page.locator("select[name=iterative] option").allTextContents()).toEqual(["Attack 2 (+6)", "Attack 3 (+1)"]);
    expect(await page.locator("select[name=mode] option").allTextContents()).toEqual(["Melee", "Thrown", "Melee touch", "Ranged touch"]);
    expect(await page.locator("select[name=stance] option").count()).toBe(3);
    expect(await page.locator("input[name=intoGrapple]").isChecked()).toBe(true);
    expect(await page.locator("input[name=twoHanded]").isChecked()).toBe(false);
  });
});
