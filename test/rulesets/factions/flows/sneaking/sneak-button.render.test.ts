/** The sheet's turn panel in chromium with the sneaking button: Reveal on a concealed creature, Hide for the GM. Screenshots for review. */
import { describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../../support/browser";
import { compileTemplate, sheetPage } from "../../../../support/render-sheet";
import { factionsTurnButtons } from "../../../../../src/rulesets/factions/sheets/turn-buttons";
import { sneakButton } from "../../../../../src/rulesets/factions/flows/sneaking/sneak-button";

const turnPanel = compileTemplate("systems/fray/templates/factions/sheets/creature-turn.hbs");
const panelHtml = (concealed: boolean, gm: boolean) => sheetPage("Brenna", "sheet fray actor factions character", 720, turnPanel({ turnActions: factionsTurnButtons(), sneak: sneakButton(concealed, gm) }));

describe("the sheet's Hide and Reveal in chromium", () => {
  const page = browserPage({ width: 780, height: 400 });

  it("a concealed Brenna's player sees Reveal after the turn's buttons", async () => {
    expect(await shoot(page, panelHtml(true, false), ".factions-turn", "factions-sheet-reveal.png")).toEqual([]);
    expect(await page.locator('[data-action="sneak"]').textContent()).toBe("Reveal");
    expect(await page.locator('[data-action="sneak"]').getAttribute("data-conceal")).toBe("false");
  });

  it("the GM sees Hide on one in the open; a player sees no button", async () => {
    await page.setContent(panelHtml(false, true));
    expect(await page.locator('[data-action="sneak"]').textContent()).toBe("Hide");
    expect(await page.locator('[data-action="sneak"]').getAttribute("data-conceal")).toBe("true");
    await page.setContent(panelHtml(false, false));
    expect(await page.locator('[data-action="sneak"]').count()).toBe(0);
  });
});
