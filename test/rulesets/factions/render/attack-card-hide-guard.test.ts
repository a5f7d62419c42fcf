/**
 * Hide behind and guard on the factions attack card in chromium, with the compiled stylesheet: the
 * bandit's club at Sybilla with her companions on offer to hide behind and to guard; the ask waiting on
 * Balthasar's answer; and the card after he guarded her. Screenshots for review.
 */
import { describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../support/browser";
import { chatPage } from "../../../support/chat-page";
import { CARD_COMMANDS, attackAs, factionsFight, lastCard, resetDoubles, step, text } from "../flows/attack/fight";

const token = (id: string) => `Scene.s.Token.${id}`;

function fight() {
  resetDoubles();
  const party = (id: string, name: string, owners: string[]) => ({ id, name, owners, fields: { faction: "Party", health: { value: 8, max: 8 } } });
  factionsFight([
    { id: "bandit", name: "Bandit", owners: [], monster: true, fields: { faction: "Bandits", health: { value: 6, max: 6 } }, items: [{ id: "club", name: "Club", kind: "weapon", fields: { damage: "1d6", equipped: true } }] },
    party("sybilla", "Sybilla", ["p2"]),
    party("balthasar", "Balthasar", ["p1"]),
  ]);
}

describe("hide behind and guard on the factions attack card in chromium", () => {
  const page = browserPage({ width: 460, height: 900 });
  const show = async (file: string) => expect(await shoot(page, chatPage(lastCard().content, "Bandit"), ".chat-message", file)).toEqual([]);
  const buttons = () => page.locator("[data-fray-card-action]").allTextContents();

  it("Sybilla may dodge, counter or hide behind Balthasar; Balthasar may guard her", async () => {
    fight();
    await attackAs("gm", "bandit", "sybilla", "club", []);
    await show("factions-attack-card-hide-guard.png");
    expect(await buttons()).toContain("Hide behind Balthasar");
    expect(await buttons()).toContain("Balthasar guards");
    expect(await page.locator(`[data-role="named"][data-token="${token("balthasar")}"]`).count()).toBe(1);
  });

  it("while Balthasar is asked, only his answers and Undo are on the card", async () => {
    fight();
    await attackAs("gm", "bandit", "sybilla", "club", []);
    await step("p2", CARD_COMMANDS.hideBehind, [], { token: token("balthasar") });
    await show("factions-attack-card-hide-asked.png");
    expect(await buttons()).toEqual(["Balthasar agrees", "Balthasar refuses", text("FRAY.Factions.AttackFlow.Card.Button.Undo")]);
  });

  it("after Balthasar guarded Sybilla: the card says so and offers him no reaction", async () => {
    fight();
    await attackAs("gm", "bandit", "sybilla", "club", []);
    await step("p1", CARD_COMMANDS.guard, [], { token: token("balthasar") });
    await show("factions-attack-card-guarded.png");
    expect(await page.locator(".fray-factions-reaction li").first().textContent()).toBe("Balthasar guards Sybilla: the attack turns on Balthasar, who can neither dodge nor counter.");
    expect(await buttons()).not.toContain(text("FRAY.Factions.AttackFlow.Card.Button.Dodge"));
  });
});
