import { describe, expect, it } from "vitest";
import { actorBaseContext, textAt } from "../../../../src/foundry/sheets/base-context";
import type { ItemRow } from "../../../../src/foundry/sheets/item-row";
import { teamsCharacterSheetContext, type TeamsCharacterSystem } from "../../../../src/rulesets/teams/sheets/character-context";
import { TEAMS_CHARACTER_PARTS, TEAMS_MONSTER_PARTS } from "../../../../src/rulesets/teams/sheets/layout";
import { teamsMonsterSheetContext, type TeamsMonsterSystem } from "../../../../src/rulesets/teams/sheets/monster-context";
import { browserPage, shoot } from "../../../support/browser";
import { renderParts, sheetPage } from "../../../support/render-sheet";
import { foundryContext } from "../../../support/sheet-contexts";
import { boudicaSpear, boudicaWounded, gambeson, goblin, roundShield, torch } from "../sheets/boudica";



const doc = (name: string, type: string) => ({ _id: name, name, img: "icons/svg/mystery-man.svg", type, system: {} });

/** What TeamsCharacterSheet#_prepareContext assembles: Foundry's part, the base sheet's, and the teams builder's. */
function characterHtml(system: TeamsCharacterSystem, items: ItemRow[]): string {
  const context = { ...foundryContext(doc("Boudica", "teamsCharacter")), ...actorBaseContext(system, {}, textAt(system, "notes")), ...teamsCharacterSheetContext({ system, items }) };
  return sheetPage("Boudica", "sheet fray actor teams character", 780, renderParts(TEAMS_CHARACTER_PARTS, context));
}

function monsterHtml(system: TeamsMonsterSystem): string {
  const context = { ...foundryContext(doc("Goblin", "teamsMonster")), ...actorBaseContext(system, {}, textAt(system, "notes")), ...teamsMonsterSheetContext(system) };
  return sheetPage("Goblin", "sheet fray actor teams monster", 640, renderParts(TEAMS_MONSTER_PARTS, context));
}

describe("what a player sees on a teams sheet in chromium", () => {
  const page = browserPage({ width: 840, height: 1000 });
  const text = (selector: string) => page.locator(selector).first().innerText();

  it("Boudica's sheet: her spear's 2d6+1 test, +4 piercing, 8 on a 19+, and her wounds from the chapter as conditions", async () => {
    const items = [boudicaSpear(), gambeson(true), roundShield(4), torch()];
    expect(await shoot(page, characterHtml(boudicaWounded(), items), ".application", "teams-character.png")).toEqual([]);
    const spear = '.teams-weapons tr[data-item-id="spear"]';
    expect(await text(`${spear} .test`)).toBe("2d6+1");
    expect(await text(`${spear} .damage`)).toBe("+4 piercing");
    expect(await text(`${spear} .critical`)).toBe("+8 19+");
    expect(await text(`${spear} .durability`)).toBe("4/4");
    expect(await text(`${spear} .defends`)).toBe("Parry +1");
    expect(await page.locator(".teams-condition").allInnerTexts()).toEqual(["Harmed", "Bloodied"]);
    expect(await page.locator('[name="system.health.value"]').inputValue()).toBe("7");
    expect(await page.locator('[name="system.endurance.value"]').inputValue()).toBe("0");
    expect(await text(".teams-pool.death .fray-vital-value")).toBe("10");
    expect(await text(".fray-vital.deflection .physical")).toBe("2");
    expect(await text(".fray-vital.deflection .elemental")).toBe("0");
    expect(await text(".fray-vital.luck .fray-vital-value")).toBe("1d20");
    expect(await text('.teams-protection li[data-item-id="shield"] .durability')).toBe("BROKEN");
    expect(await page.locator('.teams-rating.attribute[data-key="strength"] select').inputValue()).toBe("d6");
    expect(await page.locator('.teams-rating.proficiency[data-key="martial"] input').inputValue()).toBe("1");
    expect(await page.locator('[name="system.deflection.physical"]').inputValue()).toBe("0");
  });

  it("Petra's reload: her fired crossbow is marked Unloaded until reloaded; a spear shows no load", async () => {
    const crossbow = (loaded: boolean) => ({ ...boudicaSpear({ reload: 2, loaded, projectile: true }), id: "crossbow", name: "Crossbow" });
    expect(await shoot(page, characterHtml(boudicaWounded(), [crossbow(false), boudicaSpear()]), ".application", "teams-character-unloaded.png")).toEqual([]);
    expect(await page.locator('.teams-weapons tr[data-item-id="crossbow"] .teams-load.unloaded').innerText()).toBe("Unloaded");
    expect(await page.locator('.teams-weapons tr[data-item-id="spear"] .teams-load').count()).toBe(0);
    await page.setContent(characterHtml(boudicaWounded(), [crossbow(true)]));
    expect(await page.locator('.teams-weapons tr[data-item-id="crossbow"] .teams-load').innerText()).toBe("Loaded");
  });

  it("a character with no weapon in hand is told so", async () => {
    expect(await shoot(page, characterHtml(boudicaWounded(), [boudicaSpear({ wielded: false })]), ".application", "teams-character-unarmed.png")).toEqual([]);
    expect(await page.locator(".teams-weapons .fray-empty").isVisible()).toBe(true);
    expect(await page.locator(".teams-weapons tr.off").count()).toBe(1);
  });

  it("the goblin's stat block: evasion 6, reduction 8, size small, each attack with its test and damage", async () => {
    expect(await shoot(page, monsterHtml(goblin()), ".application", "teams-monster.png")).toEqual([]);
    expect(await page.locator('[name="system.evasion"]').inputValue()).toBe("6");
    expect(await page.locator('[name="system.deflection.physical"]').inputValue()).toBe("8");
    expect(await page.locator('[name="system.size"]').inputValue()).toBe("small");
    expect(await page.locator(".teams-attacks tbody.teams-attack").count()).toBe(2);
    expect(await text('.teams-attacks tbody[data-index="0"] .test')).toBe("1d8+1d6+2");
    expect(await text('.teams-attacks tbody[data-index="0"] .damage')).toBe("+2 slashing");
    expect(await text('.teams-attacks tbody[data-index="1"] .test')).toBe("1d6+1d4");
    expect(await text(".teams-condition")).toBe("Unhurt");
  });
});
