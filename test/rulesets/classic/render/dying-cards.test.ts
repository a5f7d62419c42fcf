/**
 * The going-down cards and dialogs in chromium, with the compiled stylesheet; screenshots for review.
 * The cards are those the GM posts through the Foundry double (the real flows and templates); the
 * dialogs are the views the wound button and the sheet's Rest button show.
 */
import { describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../support/browser";
import { chatPage, dialogPage } from "../../../support/chat-page";
import { classicFight, double, fire, lastMessage, resetDoubles, text, world } from "../flows/dying/fight";

const { applyClassicDamage } = await import("../../../../src/rulesets/classic/flows/dying/apply-damage");
const { CLASSIC_WOUND_DIALOG_TEMPLATE } = await import("../../../../src/rulesets/classic/flows/dying/down-card");
const { CLASSIC_REST_DIALOG_TEMPLATE } = await import("../../../../src/rulesets/classic/flows/dying/rest");
const { renderTemplate } = (globalThis as any).foundry.applications.handlebars;

const bram = (fields: Record<string, unknown>) => ({
  id: "bram", name: "Bram", owners: ["p1"], statuses: fields.dying ? ["unconscious", "dying"] : [],
  fields: { health: { value: 20, max: 20 }, abilities: { con: { score: 14 } }, fortitudeBase: 3, hitDice: 3, ...fields },
});

describe("the going-down cards in chromium", () => {
  const page = browserPage({ width: 460, height: 700 });
  const show = async (file: string) => expect(await shoot(page, chatPage(lastMessage()!.content, "Bram"), ".chat-message", file)).toEqual([]);

  it("Bram drops under a massive hit: the GMs' card, the failed save, the wound to name", async () => {
    resetDoubles();
    const { actors } = await classicFight([bram({})]);
    double.dice.push(3);
    await applyClassicDamage(actors.bram as never, { damage: 12, nonLethal: false, attackerHitDice: 5 });
    await show("classic-down-card.png");
    expect(await page.locator(".fray-card-title").textContent()).toBe(text("FRAY.Classic.Dying.Down.title", { name: "Bram" }));
    expect(await page.locator("[data-classic-name-wound]").textContent()).toBe(text("FRAY.Classic.Dying.Down.nameWound"));
    expect(await page.locator(".fray-classic-massive").count()).toBe(1);
  });

  it("a Stats matter! death save that fails: d20 + Fortitude against DC 10 + HD − CON, one failure of three", async () => {
    resetDoubles();
    world.settings.set("fray.classicDeathRoll", "statsMatter");
    const { combat } = await classicFight([bram({ health: { value: 0, max: 20 }, dying: { down: true, failures: 1, droppingDamage: 9 } })]);
    double.dice.push(2);
    await fire(combat, { type: "turnStart", combatantIds: ["bram"] });
    await show("classic-death-save-failed.png");
    expect(await page.locator(".fray-classic-death-save-needed li").count()).toBe(4);
    expect(await page.locator(".fray-classic-death-save-outcome").textContent()).toBe(text("FRAY.Classic.Dying.Outcome.failed"));
  });

  it("a d% death save that stabilizes", async () => {
    resetDoubles();
    const { combat } = await classicFight([bram({ health: { value: 0, max: 20 }, dying: { down: true, failures: 0, droppingDamage: 9 } })]);
    double.dice.push(77);
    await fire(combat, { type: "turnStart", combatantIds: ["bram"] });
    await show("classic-death-save-stabilized.png");
    expect(await page.locator(".fray-card-total .fray-card-value").allTextContents()).toEqual(["77", "51"]);
  });
});

describe("the going-down dialogs in chromium", () => {
  const page = browserPage({ width: 460, height: 400 });

  it("the wound dialog and the rest dialog", async () => {
    const wound = await renderTemplate(CLASSIC_WOUND_DIALOG_TEMPLATE, { wound: "", label: text("FRAY.Classic.Dying.Down.woundLabel") });
    expect(await shoot(page, dialogPage(text("FRAY.Classic.Dying.Down.nameWound"), wound, text("FRAY.Classic.Dying.Down.save")), ".application", "classic-wound-dialog.png")).toEqual([]);
    const rest = await renderTemplate(CLASSIC_REST_DIALOG_TEMPLATE, { days: 1, max: 90, label: text("FRAY.Classic.Rest.days") });
    expect(await shoot(page, dialogPage(text("FRAY.Classic.Rest.title", { name: "Bram" }), rest, text("FRAY.Classic.Rest.button")), ".application", "classic-rest-dialog.png")).toEqual([]);
    expect(await page.locator("input[name=days]").inputValue()).toBe("1");
  });
});
