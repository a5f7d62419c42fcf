/**
 * The factions attack card and dialog in chromium, with the compiled stylesheet; screenshots for review.
 * The cards are the ones the GM posts through the Foundry double (the real record, template and steps);
 * the dialog is the view the sheet's Attack button shows.
 */
import { describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../support/browser";
import { chatPage, dialogPage } from "../../../support/chat-page";
import { CARD_COMMANDS, attackAs, balthasarAgainstBandit, lastCard, step, text } from "../flows/attack/fight";

const { attackDialogView } = await import("../../../../src/rulesets/factions/flows/attack/dialog-view");
const { FACTIONS_ATTACK_DIALOG_TEMPLATE } = await import("../../../../src/rulesets/factions/flows/card/templates");
const { translate } = await import("../../../../src/foundry/i18n");
const { renderTemplate } = (globalThis as any).foundry.applications.handlebars;

describe("the factions attack card in chromium", () => {
  const page = browserPage({ width: 460, height: 900 });
  const show = async (file: string) => expect(await shoot(page, chatPage(lastCard().content, "Balthasar"), ".chat-message", file)).toEqual([]);

  it("Balthasar's arrow beyond half range: the WIT save and why, a hit, and the bandit's reactions on offer", async () => {
    balthasarAgainstBandit();
    await attackAs("p1", "balthasar", "bandit", "bow", [9], { nearby: false, beyondHalf: true });
    await show("factions-attack-card-reactions.png");
    expect(await page.locator(".fray-card-outcome").textContent()).toBe(text("FRAY.Factions.AttackFlow.Card.Hit"));
    expect(await page.locator(".fray-factions-wit-because li").allTextContents()).toEqual([text("FRAY.Factions.Attack.WitSave.BeyondHalfRange")]);
    expect(await page.locator("[data-fray-card-action]").allTextContents()).toEqual([
      text("FRAY.Factions.AttackFlow.Stunt.Button.Propose"),
      ...["Dodge", "Counter", "NoReaction", "Undo"].map((key) => text(`FRAY.Factions.AttackFlow.Card.Button.${key}`)),
    ]);
    expect(await page.locator('[data-role="target"]').count()).toBe(3);
  });

  it("the bandit counters: the tie lands together, both sides' damage lines", async () => {
    balthasarAgainstBandit();
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await step("gm", CARD_COMMANDS.counter, [5, 4]);
    await show("factions-attack-card-counter.png");
    expect(await page.locator(".fray-factions-reaction li").nth(1).textContent()).toBe(text("FRAY.Factions.Reaction.Outcome.together"));
    expect(await page.locator(".fray-factions-counter li").count()).toBe(3);
    expect(await page.locator(".fray-card-damage li").count()).toBe(3);
    expect(await page.locator("[data-fray-card-action]").allTextContents()).toEqual([text("FRAY.Factions.AttackFlow.Card.Button.Undo")]);
  });
});

describe("the factions attack dialog in chromium", () => {
  const page = browserPage({ width: 460, height: 520 });

  it("Balthasar's longbow at an incapacitated bandit: the circumstances, hold back, final blow, protection", async () => {
    const view = attackDialogView({ weaponName: "Longbow", targetName: "Bandit", kind: "ranged", targetIncapacitated: true }, translate);
    const html = dialogPage(view.title, await renderTemplate(FACTIONS_ATTACK_DIALOG_TEMPLATE, view), text("FRAY.Factions.AttackFlow.Dialog.Attack"));
    expect(await shoot(page, html, ".application", "factions-attack-dialog.png")).toEqual([]);
    expect(await page.locator("input[name=nearby]").isChecked()).toBe(false);
    expect(await page.locator("input[name=visible]").isChecked()).toBe(true);
    expect(await page.locator("input[name=beyondHalf]").count()).toBe(1);
    expect(await page.locator("input[name=finalBlow]").count()).toBe(1);
    expect(await page.locator("select[name=protection] option").allTextContents()).toEqual(["None", "Cover (+1 armour)", "Barrier"]);
  });
});
