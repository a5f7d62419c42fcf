/** The Attack of Opportunity card in chromium, with the compiled stylesheet; screenshots for review. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as sass from "sass";
import { buildOpportunityCardView } from "../../../../src/rulesets/sides/flows/actions/aoo-card-view";
import type { OpportunityCardData } from "../../../../src/rulesets/sides/flows/actions/aoo-card-data";
import { SIDES_CARD_VERSION } from "../../../../src/rulesets/sides/schema/cards";
import { SIDES_TEMPLATES } from "../../../../src/rulesets/sides/sheets/templates";
import { english, testTranslate } from "../flows/support";
import { templateRenderer } from "../../../foundry-double/attack";
import { browserPage, shoot } from "../../../support/browser";
import { ROOT } from "../../../support/lang";

const t = testTranslate();
const render = templateRenderer(english());
const css = sass.compile(path.join(ROOT, "styles/fray.scss"), { style: "expanded" }).css;
// A token image the page can load without a server.
const goblinImage = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="14" fill="#5a7d3a"/></svg>')}`;

function chatPage(content: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}
    body { margin: 0; padding: 16px; background: #3b3a36; font-family: "Signika", "Segoe UI", system-ui, sans-serif; }
    .chat-message { width: 300px; background: #f6f1e7; border: 1px solid #cbbfa8; border-radius: 6px; padding: 6px 8px; box-shadow: 0 0 10px #000; }
    .message-header { font: 600 13px sans-serif; color: #5b544a; border-bottom: 1px solid #cbbfa8; margin-bottom: 6px; padding-bottom: 3px; }
  </style></head><body><li class="chat-message message" style="list-style:none"><header class="message-header">Maren</header><div class="message-content">${content}</div></li></body></html>`;
}

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
