import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { CHARACTER_PARTS, CHARACTER_TABS, ITEM_PARTS, MONSTER_PARTS, itemDetailsTemplate } from "../../src/rulesets/sides/sheets/layout";
import { loadPack, type PackDocument } from "../support/packs";
import { characterContext, itemContext, monsterContext, tabsContext } from "../support/sheet-contexts";
import { precompileTemplate, renderParts, sheetPage } from "../support/render-sheet";
import { launchBrowser, SCREENSHOT_DIR } from "../support/browser";
import { ROOT } from "../support/lang";

const heroes = loadPack("sides-heroes");
const monsters = loadPack("sides-monsters");
const items = [...loadPack("sides-weapons"), ...loadPack("sides-armour"), ...loadPack("sides-gear")];

function characterHtml(doc: PackDocument, tab: string): string {
  return sheetPage(doc.name, "sheet fray actor sides character", 760, renderParts(CHARACTER_PARTS, characterContext(doc, tabsContext(CHARACTER_TABS, tab))));
}
function monsterHtml(doc: PackDocument): string {
  return sheetPage(doc.name, "sheet fray actor sides monster", 620, renderParts(MONSTER_PARTS, monsterContext(doc)));
}
function itemHtml(doc: PackDocument): string {
  const parts = { ...ITEM_PARTS, details: { template: itemDetailsTemplate(doc.type) } };
  return sheetPage(doc.name, "sheet fray item sides", 520, renderParts(parts, itemContext(doc)));
}

describe("every template compiles with only the helpers Foundry and Fray provide", () => {
  const files = ["shared", "sides", "combat"].flatMap((dir) =>
    readdirSync(path.join(ROOT, "templates", dir)).map((file) => `systems/fray/templates/${dir}/${file}`),
  );
  it.each(files)("%s", (file) => {
    expect(precompileTemplate(file)).toContain("compiler");
  });
});

describe("sheets render from every pack document", () => {
  it.each(heroes.map((doc) => [doc.name, doc] as const))("character sheet of %s", (_name, doc) => {
    for (const tab of ["combat", "skills", "gear", "notes"]) expect(characterHtml(doc, tab)).toContain(doc.name);
  });
  it.each(monsters.map((doc) => [doc.name, doc] as const))("stat block of %s", (_name, doc) => {
    expect(monsterHtml(doc)).toContain(doc.name);
  });
  it.each(items.map((doc) => [doc.name, doc] as const))("item sheet of %s", (_name, doc) => {
    expect(itemHtml(doc)).toContain(`name="system.encumbrance"`);
  });
});

describe("what a player sees in chromium", () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 820, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function show(html: string, shot: string): Promise<void> {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.setContent(html, { waitUntil: "load" });
    await page.locator(".application").screenshot({ path: path.join(SCREENSHOT_DIR, shot) });
    expect(errors).toEqual([]);
  }

  it("the character sheet shows derived AC and modifiers and only the open tab", async () => {
    const hero = heroes[0]!;
    const context = characterContext(hero, tabsContext(CHARACTER_TABS, "combat"));
    await show(characterHtml(hero, "combat"), "sides-character-combat.png");
    await expect(page.locator(".fray-vital.ac .fray-vital-value").textContent()).resolves.toBe(String(context.system.ac.value));
    const firstMod = await page.locator(".fray-attribute .mod").first().textContent();
    expect(firstMod).toBe(context.view.attributes[0]!.modifier);
    expect(await page.locator('[data-tab="combat"].tab').isVisible()).toBe(true);
    expect(await page.locator('[data-tab="skills"].tab').isVisible()).toBe(false);
  });

  it("the gear tab lists every embedded item of the hero", async () => {
    const hero = heroes[0]!;
    await show(characterHtml(hero, "gear"), "sides-character-gear.png");
    const listed = await page.locator('[data-tab="gear"] [data-item-id]').count();
    expect(listed).toBe(hero.items?.length);
  });

  it("the skills tab shows every skill with its level", async () => {
    await show(characterHtml(heroes[1]!, "skills"), "sides-character-skills.png");
    expect(await page.locator('[data-tab="skills"] .fray-skill').count()).toBe(18);
  });

  it("the monster stat block shows each attack with its Shock", async () => {
    const monster = monsters.find((doc) => (doc.system.attacks as unknown[]).length > 1) ?? monsters[0]!;
    await show(monsterHtml(monster), "sides-monster.png");
    expect(await page.locator(".fray-attacks tbody tr").count()).toBe((monster.system.attacks as unknown[]).length);
  });

  it("the weapon sheet offers every field the rulebook uses", async () => {
    const weapon = items.find((doc) => doc.type === "sidesWeapon" && (doc.system.shock as { points: number }).points > 0)!;
    await show(itemHtml(weapon), "sides-weapon.png");
    for (const field of ["damage", "skill", "shock.points", "shock.ac", "range.normal", "range.long", "twoHanded", "thrown", "long", "magicBonus", "carry", "attributes.str", "attributes.dex"]) {
      expect(await page.locator(`[name="system.${field}"]`).count(), field).toBe(1);
    }
  });

  it("armour, shield and gear sheets render", async () => {
    for (const type of ["sidesArmour", "sidesShield", "sidesGear"]) {
      const doc = items.find((item) => item.type === type)!;
      await show(itemHtml(doc), `${type}.png`);
      expect(await page.locator(".fray-item-details").isVisible()).toBe(true);
    }
  });
});
