/**
 * In chromium, with the compiled stylesheet: the attack card after a heavy blow with a poisoned sword
 * (what broke, the dose taking hold), as the GM posts it through the Foundry double; and the dialog a
 * dose of poison's Use opens to pick the weapon. Screenshots for review.
 */
import { describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../../support/browser";
import { chatPage, dialogPage } from "../../../../support/chat-page";
import { CARD_COMMANDS, attackAs, balthasarAgainstBandit, factionsFight, lastCard, resetDoubles, step, text } from "../attack/fight";

const { COAT_WEAPON_TEMPLATE, POISON_TEXT } = await import("../../../../../src/rulesets/factions/flows/poison/keys");
const { renderTemplate } = (globalThis as any).foundry.applications.handlebars;
const { POISON_TICK_TEMPLATE, buildPoisonTickView } = await import("../../../../../src/rulesets/factions/flows/poison/tick-card");

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
    expect(after).toContain("Bandit's Mail shirt breaks under the heavy blow");
    expect(after).toContain("The poison takes hold of Bandit: STR save 15 against 10 failed.");
  });

  it("the dialog a dose's Use opens: the dose, and the weapons it may coat", async () => {
    const view = { dose: "Spider venom", weapons: [{ id: "sword", name: "Arming sword" }, { id: "bow", name: "Longbow" }] };
    const html = dialogPage(text(POISON_TEXT.dialogTitle), await renderTemplate(COAT_WEAPON_TEMPLATE, view), text(POISON_TEXT.dialogCoat));
    expect(await shoot(page, html, ".application", "factions-coat-weapon-dialog.png")).toEqual([]);
    expect(await page.locator(".fray.fray-card-dialog.factions select[name=weaponId] option").allTextContents()).toEqual(["Arming sword", "Longbow"]);
  });
});

describe("a counter's heavy blow and the poison's round end in chromium", () => {
  const page = browserPage({ width: 460, height: 900 });

  it("the bandit's club counters for 8: Balthasar's damaged buckler breaks, and the card says so", async () => {
    resetDoubles();
    factionsFight([
      { id: "balthasar", name: "Balthasar", owners: ["p1"], fields: { health: { value: 12, max: 12 } }, items: [{ id: "sword", name: "Arming sword", kind: "weapon", fields: { damage: "1d8", equipped: true } }, { id: "buckler", name: "Buckler", kind: "shield", fields: { held: true, armourValue: 1, condition: "damaged" } }] },
      { id: "bandit", name: "Bandit", owners: [], monster: true, fields: { health: { value: 6, max: 6 } }, items: [{ id: "club", name: "Club", kind: "weapon", fields: { damage: "1d8", equipped: true } }] },
    ]);
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await step("gm", CARD_COMMANDS.counter, [2, 8]);
    expect(await shoot(page, chatPage(lastCard().content, "Balthasar"), ".chat-message", "factions-counter-heavy-blow-card.png")).toEqual([]);
    expect(await page.locator(".message-content").textContent()).toContain("Balthasar's Buckler breaks under the heavy blow: 8 damage");
  });

  it("the round's-end poison card: the save, the health lost and the GM's Undo; then undone", async () => {
    const record = { schemaVersion: 1, tokenUuid: "", actorUuid: "", name: "Bandit", natural: 14, score: 10, reason: { key: "FRAY.Factions.Consumable.Effect.poisonHurts", data: { amount: 1 } }, before: { health: 6, poisoned: true, incapacitated: false }, after: { health: 5, poisoned: true, incapacitated: false }, undone: false };
    const view = (undone: boolean) => renderTemplate(POISON_TICK_TEMPLATE, buildPoisonTickView({ ...record, undone }, text));
    expect(await shoot(page, chatPage(await view(false), "Bandit"), ".chat-message", "factions-poison-tick-card.png")).toEqual([]);
    expect(await page.locator("[data-fray-card-action=undo]").textContent()).toBe("Undo (GM)");
    expect(await shoot(page, chatPage(await view(true), "Bandit"), ".chat-message", "factions-poison-tick-undone.png")).toEqual([]);
    expect(await page.locator("[data-fray-card-action]").count()).toBe(0);
    expect(await page.locator(".fray-card-undone").textContent()).toContain("Undone: Bandit");
  });
});
