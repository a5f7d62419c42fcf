/**
 * The declared attack card and dialog in chromium, with the compiled stylesheet; screenshots for
 * review. The cards are the ones the GM posts through the Foundry double (the real record, template
 * and steps); the dialog is the view the sheet's Attack button shows.
 */
import { describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../support/browser";
import { chatPage, dialogPage } from "../../../support/chat-page";
import { CARD_COMMANDS, attackAs, declaredFight, lastCard, resetDoubles, startDeclared, step, text, turn, world } from "../flows/attack/fight";

const { attackDialogView } = await import("../../../../src/rulesets/declared/flows/attack/dialog-view");
const { DECLARED_ATTACK_DIALOG_TEMPLATE } = await import("../../../../src/rulesets/declared/flows/card/templates");
const { translate } = await import("../../../../src/foundry/i18n");
const { renderTemplate } = (globalThis as any).foundry.applications.handlebars;

const greataxe = { id: "greataxe", name: "Greataxe", kind: "weapon" as const, fields: { damage: "1d12", damageTypes: { blunt: false, chopping: true, slashing: true }, criticalMultiplier: 3, thrown: false } };
const hammer = { id: "hammer", name: "Throwing hammer", kind: "weapon" as const, fields: { damage: "1d6", criticalMultiplier: 2, thrown: true, range: 10 } };
const claws = { id: "claws", name: "Claws", kind: "weapon" as const, fields: { damage: "1d6", damageTypes: { blunt: false, piercing: true, slashing: true } } };

function fight() {
  resetDoubles();
  return declaredFight([
    { id: "ysolde", name: "Ysolde", owners: ["p1"], fields: { attributes: { strength: { score: 16 }, agility: { score: 14 } }, hitDice: 2, class: { name: "Hunter", level: 3 }, stress: { value: 20, max: 20 }, health: { value: 16, max: 16 } }, items: [greataxe, hammer] },
    { id: "ghoul", name: "Ghoul", owners: [], monster: true, fields: { attributes: { strength: { score: 12 }, agility: { score: 12 } }, hitDice: 2, defenseBonus: 1, armourBonus: 1, stress: { value: 8, max: 8 }, health: { value: 12, max: 12 } }, items: [claws] },
  ]).creatures;
}

describe("the declared attack card in chromium", () => {
  const page = browserPage({ width: 460, height: 1000 });
  const show = async (file: string, speaker: string) => expect(await shoot(page, chatPage(lastCard().content, speaker), ".chat-message", file)).toEqual([]);

  it("Ysolde's greataxe hits 18 against Defense 12: every line, the result, Roll damage for her player and the type for her to pick", async () => {
    fight();
    await attackAs("p1", "ysolde", "ghoul", "greataxe", [10]);
    await show("declared-attack-card-hit.png", "Ysolde");
    expect(await page.locator(".fray-card-outcome").textContent()).toBe(text("FRAY.Declared.Combat.Result.Hit"));
    expect(await page.locator(".fray-card-attack li").count()).toBe(4);
    expect(await page.locator("[data-fray-card-action]").allTextContents()).toEqual([text("FRAY.Declared.Attack.Card.Button.RollDamage", { formula: "1d12+3" }), "Slashing", "Chopping"]);
  });

  it("the same hit applied: 10 damage, Armour 1, 8 off Stress, 1 Wound Point, and Undo for the GM", async () => {
    fight();
    await attackAs("p1", "ysolde", "ghoul", "greataxe", [10]);
    await step("p1", CARD_COMMANDS.rollDamage, [7]);
    await step("p1", CARD_COMMANDS.chooseType, [], { type: "slashing" });
    await step("gm", CARD_COMMANDS.apply);
    await show("declared-attack-card-applied.png", "Ysolde");
    expect(await page.locator(".fray-card-damage-rolled").textContent()).toBe("10");
    expect(await page.locator(".fray-card-applied li").allTextContents()).toHaveLength(4);
    expect(await page.locator("[data-fray-card-action]").allTextContents()).toEqual([text("FRAY.Declared.Attack.Card.Button.Undo")]);
  });

  it("a critical that leaves the ghoul dying with a crushed shoulder: ×3, the notice, the d%, d20 and d4 lines, the attribute damage", async () => {
    fight();
    await attackAs("p1", "ysolde", "ghoul", "greataxe", [20]);
    await step("p1", CARD_COMMANDS.rollDamage, [2]);
    await step("p1", CARD_COMMANDS.chooseType, [], { type: "chopping" });
    await step("gm", CARD_COMMANDS.apply);
    // This world rolls the blunt table for the damage types that have none.
    world.settings.set("fray.declaredUntabledInjuries", "blunt");
    await step("gm", CARD_COMMANDS.injury, [10, 8, 3, 4, 5]);
    world.settings.set("fray.declaredUntabledInjuries", "gm");
    await show("declared-attack-card-critical.png", "Ysolde");
    expect(await page.locator(".fray-card-outcome").textContent()).toBe(text("FRAY.Declared.Combat.Result.Critical"));
    expect(await page.locator(".fray-card-notices li").allTextContents()).toEqual([text("FRAY.Declared.Condition.Notice.Dying")]);
    expect(await page.locator(".fray-card-injury li").count()).toBeGreaterThanOrEqual(3);
  });

  it("the ghoul's claws miss: no damage, no buttons", async () => {
    fight();
    await attackAs("gm", "ghoul", "ysolde", "claws", [2]);
    await show("declared-attack-card-miss.png", "Ghoul");
    expect(await page.locator(".fray-card-outcome").textContent()).toBe(text("FRAY.Declared.Combat.Result.Miss"));
    expect(await page.locator(".fray-card-damage").count()).toBe(0);
    expect(await page.locator(".fray-card-buttons").count()).toBe(0);
  });
});

describe("the riposte in chromium", () => {
  const page = browserPage({ width: 460, height: 700 });

  it("the ghoul's claws miss Ysolde on full defense (Defense 12 + 4): her player's Riposte buttons, one per melee weapon", async () => {
    fight();
    await startDeclared([5, 4], { ysolde: "fullDefense", ghoul: "attack:claws" });
    await turn({ kind: "lockDeclarations" });
    // Ysolde's full defense comes first; the ghoul attacks in its own step.
    await turn({ kind: "endTurn", combatantId: "ysolde" });
    await attackAs("gm", "ghoul", "ysolde", "claws", [10]);
    expect(await shoot(page, chatPage(lastCard().content, "Ghoul"), ".chat-message", "declared-attack-card-riposte.png")).toEqual([]);
    expect(await page.locator(".fray-card-defense li").allTextContents()).toHaveLength(3);
    expect(await page.locator('[data-fray-card-action="riposte"]').allTextContents()).toEqual(["Greataxe", "Throwing hammer"].map((weapon) => text("FRAY.Declared.Attack.Card.Button.Riposte", { weapon })));
  });
});

describe("the declared attack dialog in chromium", () => {
  const page = browserPage({ width: 460, height: 480 });

  it("Ysolde's throwing hammer at the ghoul: melee or thrown, each mode's roll, the situational modifier", async () => {
    const view = attackDialogView({ attacker: { level: 5, strengthModifier: 3, dexterityModifier: 0, isCharacter: true }, weapon: { name: "Throwing hammer", weapon: { ranged: false, thrown: true, damage: "1d6", criticalMultiplier: 2, types: ["blunt"] } }, targetName: "Ghoul" }, translate);
    const html = dialogPage(view.title, await renderTemplate(DECLARED_ATTACK_DIALOG_TEMPLATE, view), text("FRAY.Declared.Attack.Dialog.Roll"));
    expect(await shoot(page, html, ".application", "declared-attack-dialog.png")).toEqual([]);
    expect(await page.locator("select[name=mode] option").allTextContents()).toEqual(["Melee", "Thrown"]);
    expect(await page.locator(".fray-dialog-previews li").allTextContents()).toEqual(["Melee: 1d20+8 · 1d6+3", "Thrown: 1d20+5 · 1d6+3"]);
    expect(await page.locator("input[name=situational]").inputValue()).toBe("0");
  });
});
