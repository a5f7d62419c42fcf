import { describe, expect, it } from "vitest";
import type { ItemRow } from "../../../../src/foundry/sheets/item-row";
import { classicItemSheetContext } from "../../../../src/rulesets/classic/sheets/item-context";
import { CLASSIC_ITEM_PARTS, classicItemDetailsTemplate } from "../../../../src/rulesets/classic/sheets/layout";
import { browserPage, shoot } from "../../../support/browser";
import { itemSheetHtml } from "../../../support/item-sheet-page";
import { chainShirt, healingPotion, heavyShield, holySymbol, longsword } from "../sheets/creatures";

/** What ClassicItemSheet#_prepareContext assembles. */
const itemHtml = (item: ItemRow) =>
  itemSheetHtml(item, { rulesetClass: "classic", parts: CLASSIC_ITEM_PARTS, detailsTemplate: classicItemDetailsTemplate, typeContext: classicItemSheetContext });

describe("what a player sees on a classic item sheet in chromium", () => {
  const page = browserPage({ width: 560, height: 900 });
  const text = (selector: string) => page.locator(selector).first().innerText();

  it("a longsword: 1d8, threatens 19–20 for ×2, martial, held in the primary hand", async () => {
    expect(await shoot(page, itemHtml(longsword()), ".application", "classic-weapon.png")).toEqual([]);
    expect(await page.locator(".classic-item-summary > span").allInnerTexts()).toEqual(["1d8", "19\u201320/\u00d72"]);
    expect(await page.locator('[name="system.threatFrom"]').inputValue()).toBe("19");
    expect(await page.locator('[name="system.criticalMultiplier"]').inputValue()).toBe("2");
    expect(await page.locator('[name="system.trainingGroup"]').inputValue()).toBe("martial");
    expect(await page.locator('[name="system.held"]').inputValue()).toBe("primary");
    expect(await page.locator('[name="system.twoHanded"]').isChecked()).toBe(false);
  });

  it("a heavy shield: AC +2 and a 1d6 bash, as the chapter's table gives a full shield", async () => {
    expect(await shoot(page, itemHtml(heavyShield()), ".application", "classic-shield.png")).toEqual([]);
    expect(await page.locator(".classic-item-summary > span").allInnerTexts()).toEqual(["AC +2", "Bash 1d6", "20/\u00d72"]);
    expect(await page.locator('[name="system.kind"]').inputValue()).toBe("full");
    expect(await page.locator('[name="system.held"]').inputValue()).toBe("offhand");
  });

  it("a holy symbol focus adds +1 to the spells cast through it", async () => {
    expect(await shoot(page, itemHtml(holySymbol()), ".application", "classic-focus.png")).toEqual([]);
    expect(await text(".classic-item-summary .bonus")).toBe("Spell bonus +1");
  });

  it("worn chain: AC +4, check −2, 20% spell failure, light, its Worn box ticked", async () => {
    expect(await shoot(page, itemHtml(chainShirt()), ".application", "classic-armour.png")).toEqual([]);
    expect(await page.locator(".classic-item-summary > span").allInnerTexts()).toEqual(["AC +4", "Check \u22122", "Spell failure 20%"]);
    expect(await page.locator('[name="system.category"]').inputValue()).toBe("light");
    expect(await page.locator('[name="system.worn"]').isChecked()).toBe(true);
  });

  it("a potion heals 2d8+3, two of them in the pack", async () => {
    expect(await shoot(page, itemHtml(healingPotion()), ".application", "classic-gear.png")).toEqual([]);
    expect(await page.locator(".classic-item-summary > span").allInnerTexts()).toEqual(["Potion", "Heals 2d8+3"]);
    expect(await page.locator('[name="system.quantity"]').inputValue()).toBe("2");
    expect(await page.locator('[name="system.kind"]').inputValue()).toBe("potion");
  });
});
