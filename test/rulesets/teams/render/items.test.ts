import { describe, expect, it } from "vitest";
import type { ItemRow } from "../../../../src/foundry/sheets/item-row";
import { teamsItemSheetContext } from "../../../../src/rulesets/teams/sheets/item-context";
import { TEAMS_ITEM_PARTS, teamsItemDetailsTemplate } from "../../../../src/rulesets/teams/sheets/item-layout";
import { browserPage, shoot } from "../../../support/browser";
import { itemSheetHtml } from "../../../support/item-sheet-page";
import { boudicaSpear, gambeson, roundShield, torch } from "../sheets/boudica";

/** What TeamsItemSheet#_prepareContext assembles. */
const itemHtml = (item: ItemRow) => itemSheetHtml(item, { rulesetClass: "teams", parts: TEAMS_ITEM_PARTS, detailsTemplate: teamsItemDetailsTemplate, typeContext: teamsItemSheetContext });

describe("what a player sees on a teams item sheet in chromium", () => {
  const page = browserPage({ width: 560, height: 900 });
  const text = (selector: string) => page.locator(selector).first().innerText();
  const checkedKeys = (selector: string) => page.locator(`${selector} label:has(input:checked)`).evaluateAll((labels) => labels.map((label) => label.getAttribute("data-key")));

  it("Boudica's spear: strength or dexterity, finesse or martial, +4 piercing, critical +8 at 19+, durability 4/4, parries for +1", async () => {
    expect(await shoot(page, itemHtml(boudicaSpear()), ".application", "teams-weapon.png")).toEqual([]);
    expect(await text(".teams-item-summary .damage")).toBe("+4 piercing");
    expect(await text(".teams-item-summary .critical")).toBe("Critical +8 at 19+");
    expect(await checkedKeys(".teams-allowed.attributes")).toEqual(["strength", "dexterity"]);
    expect(await checkedKeys(".teams-allowed.proficiencies")).toEqual(["finesse", "martial"]);
    expect(await page.locator('[name="system.damageType"]').inputValue()).toBe("piercing");
    expect(await page.locator('[name="system.blockValue"]').inputValue()).toBe("");
    expect(await text(".teams-durability-value")).toBe("4/4");
    expect(await page.locator('[name="system.durability.listed"]').getAttribute("placeholder")).toBe("4");
    expect(await page.locator(".teams-defends").allInnerTexts()).toEqual(["Parry +1"]);
  });

  it("Petra's crossbow once fired: its Loaded box is clear for the GM to tick", async () => {
    await page.setContent(itemHtml(boudicaSpear({ reload: 2, loaded: false })));
    expect(await page.locator('[name="system.reload"]').inputValue()).toBe("2");
    expect(await page.locator('[name="system.loaded"]').isChecked()).toBe(false);
    await page.setContent(itemHtml(boudicaSpear()));
    expect(await page.locator('[name="system.loaded"]').isChecked()).toBe(true);
  });

  it("a broken shield says so and can neither block nor parry", async () => {
    expect(await shoot(page, itemHtml(roundShield(4)), ".application", "teams-shield.png")).toEqual([]);
    expect(await text(".teams-durability-value")).toBe("BROKEN");
    expect(await page.locator('[name="system.blockValue"]').inputValue()).toBe("3");
    expect(await page.locator(".teams-defends").allInnerTexts()).toEqual(["Broken: cannot block or parry"]);
  });

  it("worn armour shows its deflection by category and no durability", async () => {
    expect(await shoot(page, itemHtml(gambeson(true)), ".application", "teams-armour.png")).toEqual([]);
    expect(await page.locator('[name="system.deflection.physical"]').inputValue()).toBe("2");
    expect(await page.locator('[name="system.worn"]').isChecked()).toBe(true);
    expect(await page.locator(".teams-item-durability").count()).toBe(0);
  });

  it("a torch not in hand: quantity 2, durability 4/4, and it cannot parry until held", async () => {
    expect(await shoot(page, itemHtml(torch()), ".application", "teams-gear.png")).toEqual([]);
    expect(await page.locator('[name="system.quantity"]').inputValue()).toBe("2");
    expect(await text(".teams-durability-value")).toBe("4/4");
    expect(await page.locator(".teams-defends").allInnerTexts()).toEqual(["Not in hand: cannot block or parry"]);
  });
});
