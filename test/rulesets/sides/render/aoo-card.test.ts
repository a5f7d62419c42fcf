/** The Attack of Opportunity card in chromium, with the compiled stylesheet; screenshots for review. */
import { describe, expect, it } from "vitest";
import { buildOpportunityCardView } from "../../../../src/rulesets/sides/flows/actions/aoo-card-view";
import type { OpportunityCardData } from "../../../../src/rulesets/sides/flows/actions/aoo-card-data";
import { SIDES_CARD_VERSION } from "../../../../src/rulesets/sides/schema/cards";
import { SIDES_TEMPLATES } from "../../../../src/rulesets/sides/sheets/templates";
import { english, testTranslate } from "../flows/support";
import { templateRenderer } from "../../../foundry-double/attack";
import { browserPage, shoot } from "../../../support/browser";
import { chatPage } from "../../../support/chat-page";

const t = testTranslate();
const render = templateRenderer(english());
// A token image the page can load without a server.
const goblinImage = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="14" fill="#5a7d3a"/></svg>')}`;


/** Maren runs from a goblin and a pikeman. */
const offer: OpportunityCardData = {
  schemaVersion: SIDES_CARD_VERSION,
  moverUuid: "Scene.s.Token.maren",
  moverName: "Maren",
  action: "run",
  foes: [
    { tokenUuid: "Scene.s.Token.gob", name: "Goblin", img: goblinImage, itemId: "", attackIndex: 1 },
    { tokenUuid: "Scene.s.Token.pike", name: "Pikeman", img: goblinImage, itemId: "pike", attackIndex: null },
  ],
  struck: [],
};

describe("the Attack of Opportunity card in chromium", () => {
  const page = browserPage({ width: 460, height: 400 });

  it("offers each foe beside the mover a Strike", async () => {
    const html = chatPage(render(SIDES_TEMPLATES.aooCard, buildOpportunityCardView(offer, t)));
    expect(await shoot(page, html, ".chat-message", "aoo-card.png")).toEqual([]);
    expect(await page.locator(".fray-aoo-intro").textContent()).toBe("Maren provokes with Run. Each foe below may make one free attack.");
    expect(await page.locator(".fray-aoo-name").allTextContents()).toEqual(["Goblin", "Pikeman"]);
    expect((await page.locator("[data-fray-card-action]").allTextContents()).map((text) => text.trim())).toEqual(["Strike", "Strike"]);
  });

  it("a foe who has struck is ticked off, its Strike gone", async () => {
    const html = chatPage(render(SIDES_TEMPLATES.aooCard, buildOpportunityCardView({ ...offer, struck: ["Scene.s.Token.gob"] }, t)));
    expect(await shoot(page, html, ".chat-message", "aoo-card-struck.png")).toEqual([]);
    expect(await page.locator(".fray-aoo-foe").first().locator("button").count()).toBe(0);
    expect(await page.locator(".fray-aoo-foe").first().locator(".fray-aoo-struck").count()).toBe(1);
    expect(await page.locator("[data-fray-card-action]").count()).toBe(1);
  });
});
