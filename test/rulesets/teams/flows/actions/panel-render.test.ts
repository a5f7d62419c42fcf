import { describe, expect, it } from "vitest";
import { actorBaseContext, textAt } from "../../../../../src/foundry/sheets/base-context";
import { teamsActionsView } from "../../../../../src/rulesets/teams/flows/actions/actions-view";
import { teamsCharacterSheetContext } from "../../../../../src/rulesets/teams/sheets/character-context";
import { TEAMS_CHARACTER_PARTS, TEAMS_MONSTER_PARTS } from "../../../../../src/rulesets/teams/sheets/layout";
import { teamsMonsterSheetContext } from "../../../../../src/rulesets/teams/sheets/monster-context";
import { browserPage, shoot } from "../../../../support/browser";
import { renderParts, sheetPage } from "../../../../support/render-sheet";
import { foundryContext } from "../../../../support/sheet-contexts";
import { boudica, boudicaSpear, goblin, roundShield } from "../../sheets/boudica";
import { petraOnTurn } from "./support";

const doc = (name: string, type: string) => ({ _id: name, name, img: "icons/svg/mystery-man.svg", type, system: {} });

describe("the actions panel a player and the GM see in chromium", () => {
  const page = browserPage({ width: 840, height: 1400 });
  const texts = (selector: string) => page.locator(selector).allInnerTexts();

  it("Petra mid-reload on her next turn: Continue and Abandon, and every other action greyed with the reason", async () => {
    const system = boudica();
    const actions = teamsActionsView(petraOnTurn({ extended: { action: "reload", actionsLeft: 1, itemId: "crossbow" } }));
    const context = { ...foundryContext(doc("Petra", "teamsCharacter")), ...actorBaseContext(system, {}, textAt(system, "notes")), ...teamsCharacterSheetContext({ system, items: [boudicaSpear(), roundShield(0)] }), actions };
    const html = sheetPage("Petra", "sheet fray actor teams character", 780, renderParts(TEAMS_CHARACTER_PARTS, context));
    expect(await shoot(page, html, ".teams-actions", "teams-actions-reload.png")).toEqual([]);
    expect(await page.locator(".teams-extended .teams-extended-text").innerText()).toContain("Reload");
    expect(await page.locator(".teams-extended .teams-extended-left").innerText()).toBe("1");
    expect(await page.locator('[data-action-id="continueExtended"]').isDisabled()).toBe(false);
    expect(await page.locator('.teams-action-group[data-group="actions"] .teams-action.refused').count()).toBe(11);
    expect(await texts('[data-action-id="move"] .teams-action-reason')).toEqual(["Finish or abandon the action you started first."]);
    expect(await page.locator('[data-action-id="step"]').getAttribute("class")).not.toContain("refused");
    expect(await texts(".fray-budget-slot.count strong")).toEqual(["3", "3"]);
    // The reload is its own row, so the budget row keeps to one line at the sheet's default width: three actions, the reaction, stamina and focus.
    expect((await texts(".teams-budget-row .fray-budget-slot")).map((slot) => slot.replace(/\s+/g, " "))).toEqual(["Action", "Action", "Action", "Reaction", "Stamina 3/3", "Focus 3/3"]);
    const tops = await page.locator(".teams-budget-row .fray-budget-slot").evaluateAll((slots) => slots.map((slot) => slot.getBoundingClientRect().top));
    // One row: the slots' tops differ by less than a slot's height (centring moves the taller count slots a pixel or two).
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(10);
  });

  it("the goblin's stat block carries the same panel for the GM, with Command's focus cost and the items in hand", async () => {
    const system = goblin();
    const actions = teamsActionsView(petraOnTurn({ moved: true }, { items: [{ id: "club", name: "Club", wielded: true, reload: 0 }] }));
    const context = { ...foundryContext(doc("Goblin", "teamsMonster")), ...actorBaseContext(system, {}, textAt(system, "notes")), ...teamsMonsterSheetContext(system), actions };
    const html = sheetPage("Goblin", "sheet fray actor teams monster", 640, renderParts(TEAMS_MONSTER_PARTS, context));
    expect(await shoot(page, html, ".teams-actions", "teams-actions-monster.png")).toEqual([]);
    expect(await texts('[data-action-id="command"] .teams-cost')).toEqual(["1 action", "2 focus"]);
    expect(await texts('[data-action-id="move"] .teams-action-reason')).toEqual(["You have already moved this turn."]);
    expect(await texts(".teams-hand .teams-action-name")).toEqual(["Brandish", "Drop Item"]);
    expect(await texts(".teams-budget .fray-budget-slot.available")).toHaveLength(4);
    const tops = await page.locator(".teams-budget-row .fray-budget-slot").evaluateAll((slots) => slots.map((slot) => slot.getBoundingClientRect().top));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(10);
  });
});
