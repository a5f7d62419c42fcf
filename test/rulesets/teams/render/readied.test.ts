/** Ready an Action in chromium with the compiled stylesheet: the readying dialog and the panel's readied row; screenshots for review. */
import { describe, expect, it } from "vitest";
import { actorBaseContext, textAt } from "../../../../src/foundry/sheets/base-context";
import { teamsActionsView } from "../../../../src/rulesets/teams/flows/actions/actions-view";
import { readyDialogView } from "../../../../src/rulesets/teams/flows/actions/ready-dialog-view";
import { TEAMS_READY_DIALOG_TEMPLATE } from "../../../../src/rulesets/teams/flows/dialog-templates";
import { teamsCharacterSheetContext } from "../../../../src/rulesets/teams/sheets/character-context";
import { TEAMS_CHARACTER_PARTS } from "../../../../src/rulesets/teams/sheets/layout";
import { templateRenderer } from "../../../foundry-double/attack";
import { browserPage, shoot } from "../../../support/browser";
import { dialogPage } from "../../../support/chat-page";
import { flatLang } from "../../../support/lang";
import { renderParts, sheetPage } from "../../../support/render-sheet";
import { foundryContext } from "../../../support/sheet-contexts";
import { petraOnTurn } from "../flows/actions/support";
import { boudica, boudicaSpear, roundShield } from "../sheets/boudica";

const render = templateRenderer(flatLang());

describe("Ready an Action in chromium", () => {
  const page = browserPage({ width: 840, height: 1400 });

  it("the readying dialog: the five single actions, Attack chosen, and the trigger in the player's words", async () => {
    const html = dialogPage("Ready an Action", render(TEAMS_READY_DIALOG_TEMPLATE, readyDialogView(true)), "Ready");
    expect(await shoot(page, html, ".application", "teams-ready-dialog.png")).toEqual([]);
    expect(await page.locator("select[name=readiedAction] option").allTextContents()).toEqual(["Attack", "Move", "Interact", "Seek Cover", "Stand Up"]);
    expect(await page.locator("select[name=readiedAction]").inputValue()).toBe("attack");
    expect(await page.locator("input[name=readiedTrigger]").getAttribute("placeholder")).toBe("when the goblin steps out");
  });

  it("on the goblin's turn the panel reads 'Readied: Attack — when the goblin steps out' with the button to take it", async () => {
    const system = boudica();
    const readied = { actionsSpent: 2, turnEnded: true, readied: true, readiedAction: "attack", readiedTrigger: "when the goblin steps out" };
    const actions = teamsActionsView(petraOnTurn(readied, { ownTurn: false }));
    const doc = { _id: "Clementine", name: "Clementine", img: "icons/svg/mystery-man.svg", type: "teamsCharacter", system: {} };
    const context = { ...foundryContext(doc), ...actorBaseContext(system, {}, textAt(system, "notes")), ...teamsCharacterSheetContext({ system, items: [boudicaSpear(), roundShield(0)] }), actions };
    const html = sheetPage("Clementine", "sheet fray actor teams character", 780, renderParts(TEAMS_CHARACTER_PARTS, context));
    expect(await shoot(page, html, ".teams-actions", "teams-actions-readied.png")).toEqual([]);
    expect(await page.locator(".teams-readied .teams-readied-text").innerText()).toBe("Readied: Attack — when the goblin steps out");
    expect(await page.locator('[data-action-id="takeReadied"]').isDisabled()).toBe(false);
    expect(await page.locator('[data-action-id="takeReadied"]').innerText()).toContain("Take the readied action");
    // The readied row says what is readied; the budget row does not repeat it.
    expect(await page.locator(".teams-budget .fray-budget-slot").allInnerTexts()).toEqual(["Action", "Action", "Action", "Reaction"]);
  });
});
