/**
 * In chromium, with the compiled stylesheet: the attack card after a heavy blow with a poisoned sword
 * (what broke, the dose taking hold), as the GM posts it through the Foundry double; and the dialog a
 * dose of poison's Use opens to pick the weapon. Screenshots for review.
 */
import { describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../../support/browser";
import { chatPage, dialogPage } from "../../../../support/chat-page";
import { CARD_COMMANDS, attackAs, balthasarAgainstBandit, lastCard, step, text } from "../attack/fight";

const { COAT_WEAPON_TEMPLATE, POISON_TEXT } = await import("../../../../../src/rulesets/factions/flows/poison/keys");
const { renderTemplate } = (globalThis as any).foundry.applications.handlebars;

describe("heavy blows and poison in chromium", () => {
  const page = browserPage({ width: 460, height: 900 });

  it("Balthasar's coated sword hits the bandit for 8: the damaged mail breaks, the poison takes hold", async () => {
    const { creatures } = balthasarAgainstBandit({ coated: true });
    creatures.bandit!.items.get("mail").system.condition = "damaged";
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await step("gm", CARD_COMMANDS.noReaction);
    await step("p1", CARD_COMMANDS.rollDamage, [8, 15]);
    expect(await shoot(page, chatPage(lastCard().content, "Balthasar"), ".chat-message", "factions-heavy-blow-poison-card.png")).toEqual([]);
    const after = await page.locator(".message-content").textContent();
    expect(after).toContain("Mail shirt breaks under the heavy blow");
    expect(after).toContain("The poison takes hold of Bandit: STR save 15 against 10 failed.");
  });

  it("the dialog a dose's Use opens: the dose, and the weapons it may coat", async () => {
    const view = { dose: "Spider venom", weapons: [{ id: "sword", name: "Arming sword" }, { id: "bow", name: "Longbow" }] };
    const html = dialogPage(text(POISON_TEXT.dialogTitle), await renderTemplate(COAT_WEAPON_TEMPLATE, view), text(POISON_TEXT.dialogCoat));
    expect(await shoot(page, html, ".application", "factions-coat-weapon-dialog.png")).toEqual([]);
    expect(await page.locator(".fray.fray-card-dialog.factions select[name=weaponId] option").allTextContents()).toEqual(["Arming sword", "Longbow"]);
  });
});
