/** The attack card and dialog in chromium, with the compiled stylesheet; screenshots for review. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as sass from "sass";
import { buildAttackCardView } from "../../../../src/rulesets/sides/flows/attack-card-view";
import { attackDialogView, defaultChoices, type DialogFacts } from "../../../../src/rulesets/sides/flows/attack-dialog-view";
import { ATTACK_CARD_TEMPLATE, ATTACK_DIALOG_TEMPLATE } from "../../../../src/rulesets/sides/flows/templates";
import { coverFromGrid } from "../../../../src/rulesets/sides/rules/combat/cover";
import { dagger, longsword, target } from "../rules/combat/fixtures";
import { english, sampleCard, testTranslate } from "../flows/support";
import { templateRenderer } from "../../../foundry-double/attack";
import { browserPage, shoot } from "../../../support/browser";
import { ROOT } from "../../../support/lang";

const t = testTranslate();
const render = templateRenderer(english());
const css = sass.compile(path.join(ROOT, "styles/fray.scss"), { style: "expanded" }).css;

/** A chat log entry the size of Foundry's sidebar, holding the card as message content. */
function chatPage(content: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}
    body { margin: 0; padding: 16px; background: #3b3a36; font-family: "Signika", "Segoe UI", system-ui, sans-serif; }
    .chat-message { width: 300px; background: #f6f1e7; border: 1px solid #cbbfa8; border-radius: 6px; padding: 6px 8px; box-shadow: 0 0 10px #000; }
    .message-header { font: 600 13px sans-serif; color: #5b544a; border-bottom: 1px solid #cbbfa8; margin-bottom: 6px; padding-bottom: 3px; }
  </style></head><body><li class="chat-message message" style="list-style:none"><header class="message-header">Maren</header><div class="message-content">${content}</div></li></body></html>`;
}

function dialogPage(title: string, content: string, button: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}
    body { margin: 0; padding: 16px; background: #3b3a36; font-family: "Signika", "Segoe UI", system-ui, sans-serif; font-size: 14px; }
    .application { width: 400px; background: #f6f1e7; border-radius: 6px; overflow: hidden; box-shadow: 0 0 12px #000; color: #23201c; }
    .window-header { background: #23201c; color: #f6f1e7; padding: 6px 10px; font: 600 14px sans-serif; }
    .window-content { padding: 10px; }
    select, input[type=number] { height: 1.8rem; }
    footer button { width: 100%; margin-top: 8px; line-height: 2rem; }
  </style></head><body><div class="application dialog"><header class="window-header">${title}</header>
  <form class="window-content">${content}<footer><button type="button">${button}</button></footer></form></div></body></html>`;
}

function cardHtml(card: ReturnType<typeof sampleCard>, rolls: { d20: number; damage: number | null }): string {
  const view = buildAttackCardView(card, rolls, t);
  if (!view) throw new Error("the sample card must resolve");
  return render(ATTACK_CARD_TEMPLATE, view);
}

describe("the attack card and dialog in chromium", () => {
  const page = browserPage({ width: 460, height: 760 });

  async function show(html: string, selector: string, file: string): Promise<void> {
    expect(await shoot(page, html, selector, file)).toEqual([]);
  }

  it("a hit with damage rolled: itemised roll, HIT, damage parts, apply buttons", async () => {
    await show(chatPage(cardHtml(sampleCard(), { d20: 14, damage: 6 })), ".chat-message", "attack-card-hit.png");
    expect(await page.locator(".fray-card-outcome").textContent()).toBe("Hit");
    expect(await page.locator(".fray-card-mods").first().locator("li").count()).toBe(4);
    expect(await page.locator(".fray-card-damage-head strong").textContent()).toBe("6");
    expect(await page.locator("[data-fray-card-action]").allTextContents()).toEqual(["Apply full", "Apply half", "Total Defense", "Snap Attack"]);
  });

  it("a miss with Shock: the rulebook's Shock 2/AC 15 against AC 13", async () => {
    await show(chatPage(cardHtml(sampleCard(), { d20: 5, damage: null })), ".chat-message", "attack-card-miss-shock.png");
    expect(await page.locator(".fray-card-outcome").textContent()).toBe("Miss");
    expect(await page.locator(".fray-card-shock-summary").textContent()).toBe("Shock 2/AC 15 misses AC 13 and still does 2 damage.");
    expect(await page.locator(".fray-card-shock").getAttribute("class")).toContain("applied");
  });

  it("a miss without Shock says why", async () => {
    const card = sampleCard({ target: target({ ac: 16 }), coverNote: t("FRAY.Sides.AttackFlow.Dialog.CoverChosen", { cover: t("FRAY.Sides.AttackFlow.Dialog.CoverChoice.half") }) }, { cover: "half" });
    await show(chatPage(cardHtml(card, { d20: 9, damage: null })), ".chat-message", "attack-card-miss.png");
    expect(await page.locator(".fray-card-reason").first().textContent()).toBe("No Shock: AC 16 is above the weapon's rating (15).");
    expect(await page.locator(".fray-card-buttons").count()).toBe(0);
  });

  it("the attack dialog with cover found on the map, a prone target beyond normal range", async () => {
    const cover = coverFromGrid({ x: 0, y: 1 }, { x: 5, y: 1 }, [{ a: { x: 3, y: -5 }, b: { x: 3, y: 1.55 } }]);
    const facts: DialogFacts = {
      weapon: dagger, target: target({ prone: true }), targetName: "Goblin skirmisher", distanceFt: 35, cover,
      otherWeapons: [{ id: "sw", name: "Longsword", profile: longsword }], attributeMods: { str: 0, dex: 2 }, attackerProne: false, snap: false,
    };
    const content = render(ATTACK_DIALOG_TEMPLATE, attackDialogView(facts, defaultChoices(facts), t));
    await show(dialogPage(t("FRAY.Sides.AttackFlow.Dialog.Title", { weapon: "Dagger" }), content, t("FRAY.Sides.AttackFlow.Dialog.Roll")), ".application", "attack-dialog.png");
    expect(await page.locator("select[name=cover]").inputValue()).toBe("half");
    expect(await page.locator("select[name=mode]").inputValue()).toBe("ranged");
    expect(await page.locator(".fray-dialog-cover").textContent()).toBe("Half cover: 3 of 4 corners seen.");
  });
});
