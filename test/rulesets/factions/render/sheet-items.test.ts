import { describe, expect, it } from "vitest";
import type { ItemRow } from "../../../../src/foundry/sheets/item-row";
import { factionsItemSheetContext } from "../../../../src/rulesets/factions/sheets/item-context";
import { FACTIONS_ITEM_PARTS, factionsItemDetailsTemplate } from "../../../../src/rulesets/factions/sheets/layout";
import { browserPage, shoot } from "../../../support/browser";
import { itemSheetHtml } from "../../../support/item-sheet-page";
import { bow, draught, firepot, mail, shield } from "../sheets/creatures";

/** What FactionsItemSheet#_prepareContext assembles, for the GM or a player. */
const itemHtml = (item: ItemRow, gm = false) =>
  itemSheetHtml(item, { rulesetClass: "factions", parts: FACTIONS_ITEM_PARTS, detailsTemplate: factionsItemDetailsTemplate, typeContext: (type) => factionsItemSheetContext(type, gm) });

describe("what a player and the GM see on a factions item sheet in chromium", () => {
  const page = browserPage({ width: 560, height: 900 });
  const value = (name: string) => page.locator(`[name="${name}"]`).inputValue();

  it("a longbow: 1d6, ranged, 6 zones, a great weapon, damaged; a player cannot change its condition", async () => {
    expect(await shoot(page, itemHtml(bow()), ".application", "factions-weapon.png")).toEqual([]);
    expect([await value("system.damage"), await value("system.attackKind"), await value("system.range"), await value("system.grip"), await value("system.condition")]).toEqual(["1d6", "ranged", "6", "great", "damaged"]);
    expect(await page.locator('[name="system.condition"]').isDisabled()).toBe(true);
    expect(await page.locator('[name="system.condition"] option').allInnerTexts()).toEqual(["Intact", "Damaged", "Broken"]);
  });

  it("the GM may change a weapon's condition; a firepot is an indirect blast", async () => {
    await page.setContent(itemHtml(firepot(), true));
    expect(await page.locator('[name="system.condition"]').isDisabled()).toBe(false);
    expect(await value("system.attackKind")).toBe("indirect");
    expect(await page.locator('[name="system.blast"]').isChecked()).toBe(true);
  });

  it("worn mail worth 2 armour, and a held shield worth 1 that strikes for a d4", async () => {
    expect(await shoot(page, itemHtml(mail()), ".application", "factions-armour.png")).toEqual([]);
    expect(await value("system.armourValue")).toBe("2");
    expect(await page.locator('[name="system.worn"]').isChecked()).toBe(true);
    await page.setContent(itemHtml(shield()));
    expect([await value("system.armourValue"), await value("system.damage")]).toEqual(["1", "1d4"]);
    expect(await page.locator('[name="system.held"]').isChecked()).toBe(true);
  });

  it("two healing draughts, healing the usual 1d6 while their dice are blank", async () => {
    expect(await shoot(page, itemHtml(draught()), ".application", "factions-consumable.png")).toEqual([]);
    expect([await value("system.kind"), await value("system.quantity"), await value("system.healing")]).toEqual(["healingDraught", "2", ""]);
    expect(await page.locator('[name="system.healing"]').getAttribute("placeholder")).toBe("1d6");
  });
});
