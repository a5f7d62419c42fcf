/** The attack card and dialog in chromium, with the compiled stylesheet; screenshots for review. */
import { describe, expect, it } from "vitest";
import { buildAttackCardView } from "../../../../src/rulesets/sides/flows/attack-card-view";
import { attackDialogView, defaultChoices, type DialogFacts } from "../../../../src/rulesets/sides/flows/attack-dialog-view";
import { ATTACK_CARD_TEMPLATE, ATTACK_DIALOG_TEMPLATE } from "../../../../src/rulesets/sides/flows/templates";
import { coverFromGrid } from "../../../../src/rulesets/sides/rules/combat/cover";
import { dagger, longsword, target } from "../rules/combat/fixtures";
import { english, sampleCard, testTranslate } from "../flows/support";
import { templateRenderer } from "../../../foundry-double/attack";
import { browserPage, shoot } from "../../../support/browser";
import { chatPage, dialogPage } from "../../../support/chat-page";

const t = testTranslate();
const render = templateRenderer(english());



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
