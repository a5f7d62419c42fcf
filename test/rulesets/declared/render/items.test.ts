import { describe, expect, it } from "vitest";
import type { ItemRow } from "../../../../src/foundry/sheets/item-row";
import { declaredItemSheetContext } from "../../../../src/rulesets/declared/sheets/item-context";
import { DECLARED_ITEM_PARTS, declaredItemDetailsTemplate } from "../../../../src/rulesets/declared/sheets/layout";
import { browserPage, shoot } from "../../../support/browser";
import { itemSheetHtml } from "../../../support/item-sheet-page";
import { chainShirt, draught, huntersMark, longsword } from "../sheets/creatures";

/** What DeclaredItemSheet#_prepareContext assembles. */
const itemHtml = (item: ItemRow) =>
  itemSheetHtml(item, { rulesetClass: "declared", parts: DECLARED_ITEM_PARTS, detailsTemplate: declaredItemDetailsTemplate, typeContext: declaredItemSheetContext });

describe("what a player sees on a declared item sheet in chromium", () => {
  const page = browserPage({ width: 560, height: 900 });
  const text = (selector: string) => page.locator(selector).first().innerText();

  it("a longsword: speed +3, 1d8, ×2 on a critical, piercing and slashing ticked", async () => {
    expect(await shoot(page, itemHtml(longsword()), ".application", "declared-weapon.png")).toEqual([]);
    expect(await text(".declared-item-summary .speed")).toBe("Speed +3");
    expect(await text(".declared-item-summary .critical")).toBe("Critical ×2");
    expect(await page.locator('[name="system.damage"]').inputValue()).toBe("1d8");
    expect(await page.locator('[name="system.criticalMultiplier"]').inputValue()).toBe("2");
    expect(await page.locator(".declared-damage-types label:has(input:checked)").evaluateAll((labels) => labels.map((label) => label.getAttribute("data-key")))).toEqual(["piercing", "slashing"]);
    expect(await page.locator('[name="system.range"]').inputValue()).toBe("");
    expect(await page.locator('[name="system.thrown"]').isChecked()).toBe(false);
  });

  it("worn chain: Defense +1 and Armour +3, its Worn box ticked", async () => {
    expect(await shoot(page, itemHtml(chainShirt()), ".application", "declared-armour.png")).toEqual([]);
    expect(await page.locator(".declared-item-summary > span").allInnerTexts()).toEqual(["Defense +1", "Armour +3"]);
    expect(await page.locator('[name="system.worn"]').isChecked()).toBe(true);
  });

  it("a healing draught is used at the chapter's +6, two in the pack", async () => {
    expect(await shoot(page, itemHtml(draught()), ".application", "declared-consumable.png")).toEqual([]);
    expect(await text(".declared-item-summary .modifier")).toBe("Initiative +6");
    expect(await page.locator('[name="system.quantity"]').inputValue()).toBe("2");
    expect(await page.locator('[name="system.effect"]').inputValue()).toBe("Restores 1d6 Stress");
  });

  it("a spell of TN 13 with no speed of its own is cast at +3, and the empty field says 3", async () => {
    expect(await shoot(page, itemHtml(huntersMark()), ".application", "declared-spell.png")).toEqual([]);
    expect(await text(".declared-item-summary .speed")).toBe("Speed +3");
    expect(await page.locator('[name="system.speed"]').getAttribute("placeholder")).toBe("3");
  });
});
