/** The use, cast and intimidate cards in chromium, with the compiled stylesheet; screenshots for review. */
import { describe, expect, it } from "vitest";
import { templateRenderer } from "../../../../foundry-double/attack";
import { browserPage, shoot } from "../../../../support/browser";
import { chatPage } from "../../../../support/chat-page";
import { flatLang } from "../../../../support/lang";
import { castCardView, DECLARED_USE_CARD_TEMPLATE, intimidateCardView, useItemCardView } from "../../../../../src/rulesets/declared/flows/use/use-card";
import { intimidationCheck } from "../../../../../src/rulesets/declared/rules/actions/use-and-intimidate";

const lang = flatLang();
const render = templateRenderer(lang);
const t = (key: string, data: Record<string, string | number> = {}) => (lang.get(key) ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => String(data[name] ?? whole));

describe("the use, cast and intimidate cards in chromium", () => {
  const page = browserPage({ width: 460, height: 700 });
  const card = () => page.locator(".fray-declared-use");

  it("a healing draught: its effect, 1 left, speed +6", async () => {
    const html = render(DECLARED_USE_CARD_TEMPLATE, useItemCardView({ actor: "Ysolde", item: "Healing Draught", effect: "Restores 1d6 Stress.", left: 1, speed: 6 }, t));
    expect(await shoot(page, chatPage(html, "Ysolde"), ".chat-message", "declared-use-card.png")).toEqual([]);
    expect(await card().locator(".fray-card-title").textContent()).toBe("Ysolde uses Healing Draught");
    expect(await card().locator(".fray-use-facts > div").allInnerTexts()).toEqual(["Left\n1", "Speed\n+6"]);
    expect(await card().locator(".fray-use-text").textContent()).toBe("Restores 1d6 Stress.");
  });

  it("Sleep: casting TN 14, speed +4, its words and the note that nothing is rolled", async () => {
    const html = render(DECLARED_USE_CARD_TEMPLATE, castCardView({ actor: "Ysolde", spell: "Sleep", castingTn: 14, speed: 4, description: "<p>Creatures of 4 HD or fewer within 10 yards fall asleep for 1d4 rounds.</p>" }, t));
    expect(await shoot(page, chatPage(html, "Ysolde"), ".chat-message", "declared-cast-card.png")).toEqual([]);
    expect(await card().locator(".fray-use-facts > div").allInnerTexts()).toEqual(["Casting TN\n14", "Speed\n+4"]);
    expect(await card().locator(".fray-use-note").textContent()).toBe(t("FRAY.Declared.Use.Card.CastNote"));
  });

  it("an Intimidation check: d20 13 + 4 = 17 against the ghoul, noted for its morale", async () => {
    const check = intimidationCheck(4);
    const html = render(DECLARED_USE_CARD_TEMPLATE, intimidateCardView({ actor: "Ysolde", target: "Ghoul", formula: check.formula, die: 13, lines: check.lines, total: 17 }, t));
    expect(await shoot(page, chatPage(html, "Ysolde"), ".chat-message", "declared-intimidate-card.png")).toEqual([]);
    expect(await card().locator(".fray-card-mods li").allInnerTexts()).toEqual(["d20\n13", "Intimidation\n+4", "Intimidation check\n17"]);
    expect(await card().locator(".fray-use-note").textContent()).toBe("Ghoul’s morale check at the end of the round opposes 17.");
  });
});
