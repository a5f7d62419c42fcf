/**
 * A countered blast in chromium, with the compiled stylesheet: the bandit's counter told on its row (what
 * it rolled back, who was hit first, its blow on Greta), the brute offered Dodge only; and a blast the
 * counter stopped. Screenshots for review.
 */
import { describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../../support/browser";
import { chatPage } from "../../../../support/chat-page";
import { text } from "../attack/fight";
import { BLAST_COMMANDS, blastAs, blastFight, blastStep, lastBlast } from "./blast-fight";

const B = "FRAY.Factions.BlastFlow";

describe("a countered blast on the card in chromium", () => {
  const page = browserPage({ width: 460, height: 900 });
  const show = async (file: string) => expect(await shoot(page, chatPage(lastBlast().content, "Greta"), ".chat-message", file)).toEqual([]);

  it("the bandit counters the fire pot: its row tells the exchange and its blow on Greta; the brute keeps only its Dodge", async () => {
    blastFight();
    await blastAs("p1", "firepot", { zoneId: "hall" }, []);
    await blastStep("gm", BLAST_COMMANDS.counter, [5, 3], { token: "Scene.s.Token.bandit" });
    await show("factions-blast-card-countered.png");
    const bandit = page.locator(".fray-factions-blast-target").first();
    expect(await bandit.locator("span.fray-card-note").allTextContents()).toEqual([
      text("FRAY.Factions.AttackFlow.Card.Counter", { target: "Bandit", attacker: "Greta", formula: "1d4", rolled: 3 }),
      text("FRAY.Factions.Reaction.Outcome.defenderHitFirst"),
    ]);
    expect(await bandit.locator(".fray-factions-counter-on").textContent()).toBe(text(`${B}.Card.CounterOn`, { target: "Bandit", attacker: "Greta" }));
    expect(await bandit.locator(".fray-factions-counter li").count()).toBe(3);
    expect(await page.locator("[data-fray-card-action]").allTextContents()).toEqual([
      text(`${B}.Button.Dodge`, { name: "Brute" }),
      text(`${B}.Button.RollDamage`, { formula: "1d6" }),
      text(`${B}.Button.Undo`),
    ]);
  });

  it("Greta falls to the bandit's counter first: the card says her fire pot never went off, and only Undo is left", async () => {
    const { creatures } = blastFight();
    await creatures.greta!.update({ system: { health: { value: 2 } } });
    await blastAs("p1", "firepot", { zoneId: "hall" }, []);
    await blastStep("gm", BLAST_COMMANDS.counter, [2, 4], { token: "Scene.s.Token.bandit" });
    await show("factions-blast-card-voided.png");
    expect(await page.locator(".fray-card-effects li").allTextContents()).toEqual([text(`${B}.Card.Voided`, { attacker: "Greta" })]);
    expect(await page.locator("[data-fray-card-action]").allTextContents()).toEqual([text(`${B}.Button.Undo`)]);
  });
});
