/** The reach card in chromium with the compiled stylesheet, as the GM posts it through the double; screenshots for review. */
import { beforeEach, describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../../support/browser";
import { chatPage } from "../../../../support/chat-page";
import { askGm, double, settle, text } from "../attack/fight";
import { begin, move, reachCards, setUp } from "./reach-fight";

const { REACH_RIPOSTE_COMMAND } = await import("../../../../../src/rulesets/declared/flows/reach/reach-card");

beforeEach(() => setUp());

describe("the reach card in chromium", () => {
  const page = browserPage({ width: 460, height: 500 });
  const show = async (file: string) => expect(await shoot(page, chatPage(reachCards().at(-1)!.content, "Gamemaster"), ".chat-message", file)).toEqual([]);

  it("the hobgoblin steps next to Maren: the title, the prompt and one Riposte button", async () => {
    await begin();
    await move("gm", "hob", 1);
    await show("declared-reach-card-offered.png");
    expect(await page.locator(".fray-card-title").textContent()).toBe(text("FRAY.Declared.Reach.Card.Title", { mover: "Hobgoblin", watcher: "Maren" }));
    expect((await page.locator("[data-fray-card-action]").allTextContents()).map((label) => label.trim())).toEqual([text("FRAY.Declared.Attack.Card.Button.Riposte", { weapon: "Longsword" })]);
  });

  it("once she ripostes, the card says so and offers nothing more", async () => {
    await begin();
    await move("gm", "hob", 1);
    double.actAs("p1");
    double.dice.push(2);
    expect(await askGm(REACH_RIPOSTE_COMMAND, { messageId: reachCards().at(-1)!.id, weaponId: "sword" })).toEqual({ ok: true });
    double.actAs("gm");
    await settle();
    await show("declared-reach-card-riposted.png");
    expect(await page.locator(".fray-reach-status").textContent()).toBe(text("FRAY.Declared.Reach.Card.Riposted", { watcher: "Maren" }));
    expect(await page.locator("[data-fray-card-action]").count()).toBe(0);
  });
});
