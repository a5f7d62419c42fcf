import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHARACTER_PARTS, CHARACTER_TABS, ITEM_PARTS, MONSTER_PARTS, itemDetailsTemplate } from "../../../../src/rulesets/sides/sheets/layout";
import { loadPack, type PackDocument } from "../../../support/packs";
import { characterContext, itemContext, monsterContext, tabsContext } from "../../../support/sheet-contexts";
import type { RoundSituation } from "../../../../src/rulesets/sides/sheets/actions-panel";
import { freshRound, takeAction, type ActionContext, type RoundActions } from "../../../../src/rulesets/sides/rules/combat/action-economy";
import type { ActionId } from "../../../../src/rulesets/sides/rules/combat/action-table";
import { SIDES_ACTIONS } from "../../../../src/rulesets/sides/rules/combat/action-table";
import { precompileTemplate, renderParts, sheetPage } from "../../../support/render-sheet";
import { browserPage, shoot } from "../../../support/browser";
import { ROOT } from "../../../support/lang";

const heroes = loadPack("sides-heroes");
const monsters = loadPack("sides-monsters");
const items = [...loadPack("sides-weapons"), ...loadPack("sides-armour"), ...loadPack("sides-gear")];

function characterHtml(doc: PackDocument, tab: string, round?: RoundSituation): string {
  return sheetPage(doc.name, "sheet fray actor sides character", 760, renderParts(CHARACTER_PARTS, characterContext(doc, tabsContext(CHARACTER_TABS, tab), round)));
}
function monsterHtml(doc: PackDocument, round?: RoundSituation): string {
  return sheetPage(doc.name, "sheet fray actor sides monster", 620, renderParts(MONSTER_PARTS, monsterContext(doc, round)));
}

/** A round in progress: the actions taken so far, in order, on the combatant's own turn. */
function midRound(actions: ActionId[], extra: Partial<RoundSituation> = {}): RoundSituation {
  const ctx: ActionContext = { ownTurn: true, kind: "character", snapTrained: false };
  const state = actions.reduce<RoundActions>((round, action) => {
    const taken = takeAction(round, action, ctx);
    if (!taken.ok) throw new Error(`${action} refused: ${taken.reason.key}`);
    return taken.state;
  }, freshRound());
  return { inCombat: true, ownTurn: true, state, prone: false, ...extra };
}
function itemHtml(doc: PackDocument): string {
  const parts = { ...ITEM_PARTS, details: { template: itemDetailsTemplate(doc.type) } };
  return sheetPage(doc.name, "sheet fray item sides", 520, renderParts(parts, itemContext(doc)));
}

describe("every template compiles with only the helpers Foundry and Fray provide", () => {
  const files = readdirSync(path.join(ROOT, "templates"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".hbs"))
    .map((file) => `systems/fray/templates/${file}`);
  it.each(files)("%s", (file) => {
    expect(precompileTemplate(file)).toContain("compiler");
  });
});

describe("sheets render from every pack document", () => {
  it.each(heroes.map((doc) => [doc.name, doc] as const))("character sheet of %s", (_name, doc) => {
    for (const tab of ["combat", "actions", "skills", "gear", "notes"]) expect(characterHtml(doc, tab)).toContain(doc.name);
  });
  it.each(monsters.map((doc) => [doc.name, doc] as const))("stat block of %s", (_name, doc) => {
    const html = monsterHtml(doc);
    expect(html).toContain(doc.name);
    expect(html.match(/data-action="takeAction" data-action-id="(?!releaseHeld)/g)).toHaveLength(SIDES_ACTIONS.length);
    expect(html).toContain(`data-action="moraleCheck"`);
  });
  it.each(items.map((doc) => [doc.name, doc] as const))("item sheet of %s", (_name, doc) => {
    expect(itemHtml(doc)).toContain(`name="system.encumbrance"`);
  });
});

describe("what a player sees in chromium", () => {
  const page = browserPage({ width: 820, height: 900 });

  async function show(html: string, file: string): Promise<void> {
    expect(await shoot(page, html, ".application", file)).toEqual([]);
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

  it("the Actions tab of a character mid-round shows what is spent, prone movement and one button per action", async () => {
    const hero = heroes.find((doc) => doc.name.startsWith("Maren"))!;
    const round = midRound(["meleeAttack", "goProne"], { prone: true });
    await show(characterHtml(hero, "actions", round), "sides-character-actions.png");
    expect(await page.locator('[data-tab="actions"].tab').isVisible()).toBe(true);
    expect(await page.locator('[data-tab="combat"].tab').isVisible()).toBe(false);
    const slot = (key: string) => page.locator(`.fray-budget-slot[data-slot="${key}"]`).getAttribute("class");
    expect(await slot("main")).toContain("spent");
    expect(await slot("move")).toContain("available");
    expect(await slot("secondMove")).toContain("spent");
    expect(await page.locator('.fray-budget-slot[data-slot="movement"] strong').textContent()).toBe(String(Number(hero.system.movement) / 2));
    expect(await page.locator(".fray-action").count()).toBe(SIDES_ACTIONS.length);
    expect(await page.locator('.fray-action[data-action-id="useSkill"]').getAttribute("class")).toContain("refused");
    expect(await page.locator('.fray-action[data-action-id="run"]').getAttribute("class")).not.toContain("refused");
    expect(await page.locator(".fray-attack").count()).toBe(characterContext(hero, {}).view.readiedWeapons.length);
    expect(await page.locator(".fray-release").count()).toBe(0);
  });

  it("a character holding an action gets the release button; a skilled archer reloads as a Free action", async () => {
    const archer = heroes.find((doc) => doc.name.startsWith("Tamsin"))!;
    await show(characterHtml(archer, "actions", midRound(["holdAction"])), "sides-character-holding.png");
    expect(await page.locator(".fray-release").isVisible()).toBe(true);
    expect(await page.locator('.fray-action-group[data-type="free"] [data-action-id="reload"]').count()).toBe(1);
  });

  it("a stat block out of combat shows a fresh round, its attacks and the morale check", async () => {
    const monster = monsters.find((doc) => (doc.system.attacks as unknown[]).length > 1) ?? monsters[0]!;
    await show(monsterHtml(monster), "sides-monster-actions.png");
    expect(await page.locator(".fray-turn-note.off").isVisible()).toBe(true);
    expect(await page.locator(".fray-attack").count()).toBe((monster.system.attacks as unknown[]).length);
    expect(await page.locator(".fray-morale-check").isVisible()).toBe(true);
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
