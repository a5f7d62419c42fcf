/**
 * The classic maneuver card and dialog in chromium, with the compiled stylesheet; screenshots for review.
 * The cards are the ones the GM posts through the Foundry double (the real record, template and steps).
 */
import { describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../support/browser";
import { chatPage, dialogPage } from "../../../support/chat-page";
import { classicFight, goOn, lastCard, maneuverAs, resetDoubles } from "../flows/maneuvers/fight";
import { text } from "../flows/attack/fight";

const { maneuverDialogView } = await import("../../../../src/rulesets/classic/flows/maneuvers/dialog-view");
const { CLASSIC_MANEUVER_DIALOG_TEMPLATE } = await import("../../../../src/rulesets/classic/flows/maneuvers/card-type");
const { translate } = await import("../../../../src/foundry/i18n");
const { renderTemplate } = (globalThis as any).foundry.applications.handlebars;

const sword = { id: "sword", name: "Longsword", kind: "weapon" as const, fields: { held: "primary", damage: "1d8", trainingGroup: "martial" } };

function fight() {
  resetDoubles();
  classicFight([
    { id: "brom", name: "Brom", owners: ["p1"], square: 0, fields: { abilities: { str: { score: 16 } }, baseAttackBonus: 6, training: { weapons: { martial: true } } }, items: [sword] },
    { id: "orc", name: "Orc", owners: [], monster: true, square: 1, fields: { abilities: { str: { score: 14 } }, baseAttackBonus: 2 }, items: [{ ...sword, id: "axe", name: "Greataxe" }] },
  ]);
}

describe("the classic maneuver card in chromium", () => {
  const page = browserPage({ width: 460, height: 700 });
  const show = async (file: string) => expect(await shoot(page, chatPage(lastCard().content, "Brom"), ".chat-message", file)).toEqual([]);

  it("Brom's shove waits for the orc's attack of opportunity: the note and the GM's buttons", async () => {
    fight();
    await maneuverAs("p1", "brom", "orc", "shove", []);
    await show("classic-maneuver-card-waiting.png");
    expect(await page.locator("[data-fray-card-action]").count()).toBe(3);
    expect(await page.locator(".fray-card-outcome").textContent()).toBe(text("FRAY.Classic.Maneuver.Outcome.pending"));
  });

  it("the shove settled after a tie: the touch attack, the struck-out tie, the win and 10 ft", async () => {
    fight();
    await maneuverAs("p1", "brom", "orc", "shove", []);
    await goOn("gm", [10, 9, 6, 14, 3], true);
    await show("classic-maneuver-card-shove.png");
    expect(await page.locator(".fray-classic-maneuver-opposed li").count()).toBe(2);
    expect(await page.locator(".fray-classic-maneuver-opposed li.is-tie").count()).toBe(1);
    expect(await page.locator(".fray-card-effects li").allTextContents()).toEqual([text("FRAY.Classic.Maneuver.Effect.Shove", { name: "Orc", feet: 10 })]);
    expect(await page.locator("[data-fray-card-action]").count()).toBe(0);
  });

  it("the charge dialog: distance and the straight line", async () => {
    const view = maneuverDialogView({ maneuver: "charge", attacks: [6, 1], targetName: "Orc", items: [] }, translate);
    const content = await renderTemplate(CLASSIC_MANEUVER_DIALOG_TEMPLATE, view);
    expect(await shoot(page, dialogPage(view.title, content, text("FRAY.Classic.Maneuver.Dialog.Go")), ".application", "classic-maneuver-dialog-charge.png")).toEqual([]);
    expect(await page.locator("input[name=distanceFeet]").count()).toBe(1);
  });

  it("the shatter dialog: which of the orc's items, and which attack of the round", async () => {
    const view = maneuverDialogView({ maneuver: "shatter", attacks: [6, 1], targetName: "Orc", items: [{ id: "axe", name: "Greataxe" }, { id: "shield", name: "Heavy shield" }] }, translate);
    const content = await renderTemplate(CLASSIC_MANEUVER_DIALOG_TEMPLATE, view);
    expect(await shoot(page, dialogPage(view.title, content, text("FRAY.Classic.Maneuver.Dialog.Go")), ".application", "classic-maneuver-dialog-shatter.png")).toEqual([]);
    expect(await page.locator("select[name=iterative] option").allTextContents()).toEqual(["Attack 1 (+6)", "Attack 2 (+1)"]);
  });
});
