/** The attack of opportunity offer and the action line in chromium with the compiled stylesheet, as the GM posts them through the double; screenshots for review. */
import { beforeEach, describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../../support/browser";
import { chatPage } from "../../../../support/chat-page";
import { actionLines, begin, double, move, offers, setUp, take, turn } from "../actions/action-fight";
import { text } from "../attack/fight";

beforeEach(() => setUp());

describe("the classic action cards in chromium", () => {
  const page = browserPage({ width: 360, height: 400 });

  it("the orc walks away from Maren: the offer's title, why, and one button", async () => {
    await begin();
    await move("gm", "orc", 4);
    expect(await shoot(page, chatPage(offers().at(-1)!.content, "Maren"), ".chat-message", "classic-opportunity-offer.png")).toEqual([]);
    expect(await page.locator(".fray-card-title").textContent()).toBe(text("FRAY.Classic.Opportunity.Title", { mover: "Orc" }));
    expect((await page.locator("[data-classic-opportunity]").allTextContents()).map((label) => label.trim())).toEqual([text("FRAY.Classic.Opportunity.Button")]);
  });

  it("Maren drinks a potion next to the orc: what she did, what it healed, who may strike", async () => {
    await begin();
    await turn({ kind: "act", combatantId: "maren" });
    double.dice.push(4, 5);
    await take("p1", "maren", "drinkPotion", "potion");
    expect(await shoot(page, chatPage(actionLines().at(-1)!.content, "Maren"), ".chat-message", "classic-action-line.png")).toEqual([]);
    expect(await page.locator(".fray-classic-action-provokes").textContent()).toBe(text("FRAY.Classic.Taken.Provokes", { names: "Orc" }));
  });
});
