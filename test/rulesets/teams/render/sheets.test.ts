import { describe, expect, it } from "vitest";
import { actorBaseContext, textAt } from "../../../../src/foundry/sheets/base-context";
import type { ItemRow } from "../../../../src/foundry/sheets/item-row";
import { teamsCharacterSheetContext, type TeamsCharacterSystem } from "../../../../src/rulesets/teams/sheets/character-context";
import { TEAMS_CHARACTER_PARTS, TEAMS_MONSTER_PARTS } from "../../../../src/rulesets/teams/sheets/layout";
import { teamsMonsterSheetContext, type TeamsMonsterSystem } from "../../../../src/rulesets/teams/sheets/monster-context";
import { browserPage, shoot } from "../../../support/browser";
import { renderParts, sheetPage } from "../../../support/render-sheet";
import { foundryContext } from "../../../support/sheet-contexts";
import { teamsActionsView, type TeamsActionsView } from "../../../../src/rulesets/teams/flows/actions/actions-view";
import { petraOnTurn } from "../flows/actions/support";
import { boudicaSpear, boudicaWounded, gambeson, goblin, roundShield, torch } from "../sheets/boudica";



const doc = (name: string, type: string) => ({ _id: name, name, img: "icons/svg/mystery-man.svg", type, system: {} });

/** What TeamsCharacterSheet#_prepareContext assembles: Foundry's part, the base sheet's, the teams builder's and, in a fight, the actions panel. */
function characterHtml(system: TeamsCharacterSystem, items: ItemRow[], actions?: TeamsActionsView): string {
  const context = { ...foundryContext(doc("Boudica", "teamsCharacter")), ...actorBaseContext(system, {}, textAt(system, "notes")), ...teamsCharacterSheetContext({ system, items }), ...(actions ? { actions } : {}) };
  return sheetPage("Boudica", "sheet fray actor teams character", 780, renderParts(TEAMS_CHARACTER_PARTS, context));
}

function monsterHtml(system: TeamsMonsterSystem): string {
  const context = { ...foundryContext(doc("Goblin", "teamsMonster")), ...actorBaseContext(system, {}, textAt(system, "notes")), ...teamsMonsterSheetContext(system) };
  return sheetPage("Goblin", "sheet fray actor teams monster", 640, renderParts(TEAMS_MONSTER_PARTS, context));
}

describe("what a player sees on a teams sheet in chromium", () => {
  const page = browserPage({ width: 840, height: 1600 });
  const text = (selector: string) => page.locator(selector).first().innerText();

  it("Boudica's sheet: her spear's 2d6+1 test, +4 piercing, 8 on a 19+, and her wounds from the chapter as conditions", async () => {
    const items = [boudicaSpear(), gambeson(true), roundShield(4), torch()];
    const system = boudicaWounded();
    // Mid-fight on her turn, as the GM sees it: she has moved and attacked once, spear and shield in hand.
    const inHand = [{ id: "spear", name: "Spear", wielded: true, reload: 0 }, { id: "shield", name: "Round shield", wielded: true, reload: 0 }, { id: "torch", name: "Torch", wielded: false, reload: 0 }];
    const actions = teamsActionsView(petraOnTurn({ actionsSpent: 1, attacksThisRound: 1, moved: true }, { stamina: system.stamina, focus: system.focus, items: inHand }));
    expect(await shoot(page, characterHtml(system, items, actions), ".application", "teams-character.png")).toEqual([]);
    expect(await page.locator(".teams-actions .fray-budget-slot.available").count()).toBe(3);
    expect(await page.locator(".teams-hand .teams-hand-name").allInnerTexts()).toEqual(["Spear", "Round shield", "Torch"]);
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
    // What the knife's test may use reads as two labelled groups, each on its own row.
    const knife = page.locator('.teams-attacks tbody[data-index="0"]');
    expect(await knife.locator(".teams-uses-group-label").allInnerTexts()).toEqual(["Attributes", "Proficiencies"]);
    const rowsOf = async (group: string) => new Set(await knife.locator(`.teams-uses-boxes[data-group="${group}"] label`).evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().top)));
    expect((await rowsOf("attributes")).size).toBe(1);
    expect((await rowsOf("proficiencies")).size).toBe(1);
    expect(await knife.locator('.teams-uses-boxes[data-group="proficiencies"] input:checked').evaluateAll((boxes) => boxes.map((box) => box.getAttribute("name")))).toEqual(["system.attacks.0.proficiencies.finesse"]);
  });
});
