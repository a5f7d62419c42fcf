/**
 * Non-lethal counters in chromium, with the compiled stylesheet: the ways to counter a sword blow on
 * offer, and a disarm counter waiting on Balthasar's STR save with one button per weapon he holds.
 * Screenshots for review.
 */
import { describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../../support/browser";
import { chatPage } from "../../../../support/chat-page";
import { CARD_COMMANDS, attackAs, balthasarAgainstBandit, lastCard, step, text } from "../attack/fight";

const T = "FRAY.Factions.NonLethalFlow";

describe("a non-lethal counter on the card in chromium", () => {
  const page = browserPage({ width: 460, height: 700 });
  const show = async (file: string) => expect(await shoot(page, chatPage(lastCard().content, "Balthasar"), ".chat-message", file)).toEqual([]);

  it("the bandit may counter the sword blow with its club, a disarm or a grapple", async () => {
    balthasarAgainstBandit();
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await show("factions-counter-choices.png");
    expect(await page.locator('[data-fray-card-action="counter"]').allTextContents()).toEqual([
      text("FRAY.Factions.AttackFlow.Card.Button.Counter"),
      text(`${T}.Counter.Button.Disarm`, { attacker: "Balthasar" }),
      text(`${T}.Counter.Button.Grapple`, { attacker: "Balthasar" }),
    ]);
    expect(await page.locator('[data-fray-card-action="counter"]').evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.type ?? ""))).toEqual(["", "disarm", "grapple"]);
  });

  it("the bandit's disarm counter after the sword's blow: Balthasar's STR save to come, the sword to pick", async () => {
    balthasarAgainstBandit();
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await step("gm", CARD_COMMANDS.counter, [3], { type: "disarm" });
    await show("factions-counter-disarm-pick.png");
    expect(await page.locator(".fray-factions-non-lethal li").allTextContents()).toEqual([
      text(`${T}.Counter.Explain`, { attacker: "Bandit", target: "Balthasar" }),
      text(`${T}.Card.ExplainDisarm`, { attacker: "Bandit", target: "Balthasar" }),
    ]);
    expect(await page.locator('[data-fray-card-action="resolveCounter"]').allTextContents()).toEqual([text(`${T}.Card.Button.Disarm`, { weapon: "Arming sword" })]);
  });

  it("the disarm counter resolved: Balthasar drops his sword", async () => {
    balthasarAgainstBandit();
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await step("gm", CARD_COMMANDS.counter, [3], { type: "disarm" });
    await step("gm", CARD_COMMANDS.resolveCounter, [15], { type: "sword" });
    await show("factions-counter-disarmed.png");
    expect(await page.locator(".fray-factions-non-lethal li").last().textContent()).toBe(text(`${T}.Card.Dropped`, { target: "Balthasar", weapon: "Arming sword" }));
  });

  it("the grapple counter holds Balthasar: the bandit's Shove and Let go, Balthasar's Break free; then he breaks free", async () => {
    balthasarAgainstBandit();
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await step("gm", CARD_COMMANDS.counter, [3], { type: "grapple" });
    await step("gm", CARD_COMMANDS.resolveCounter, [15]);
    await show("factions-counter-hold.png");
    expect(await page.locator("[data-fray-card-action]").allTextContents()).toEqual([
      text(`${T}.Hold.Button.ShoveHalfZone`),
      text(`${T}.Hold.Button.ShoveHazard`),
      text(`${T}.Hold.Button.Release`),
      text(`${T}.Hold.Button.BreakFree`, { target: "Balthasar" }),
      text("FRAY.Factions.AttackFlow.Card.Button.Undo"),
    ]);
    await step("p1", CARD_COMMANDS.breakFree, [3]);
    await show("factions-counter-hold-broken.png");
    expect(await page.locator(".fray-factions-non-lethal li").last().textContent()).toContain("Balthasar breaks free");
  });
});
