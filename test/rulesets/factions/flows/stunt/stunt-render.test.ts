/**
 * Attack stunts in chromium, with the compiled stylesheet: the card at each step (proposed, approved,
 * accepted, refused), the stunt dialog and the attack dialog's stunt field; screenshots for review.
 */
import { describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../../support/browser";
import { chatPage, dialogPage } from "../../../../support/chat-page";
import { CARD_COMMANDS, attackAs, balthasarAgainstBandit, lastCard, step, text } from "../attack/fight";

const { FACTIONS_STUNT_DIALOG_TEMPLATE } = await import("../../../../../src/rulesets/factions/flows/card/templates");
const { renderTemplate } = (globalThis as any).foundry.applications.handlebars;

const T = "FRAY.Factions.AttackFlow.Stunt";
const EFFECT = "Cut the rope bridge under <the bandit>";

async function stuntAt(steps: string[]) {
  balthasarAgainstBandit();
  await attackAs("p1", "balthasar", "bandit", "sword", []);
  await step("p1", CARD_COMMANDS.proposeStunt, [], { effect: EFFECT });
  for (const command of steps) await step("gm", command);
}

describe("an attack stunt on the card in chromium", () => {
  const page = browserPage({ width: 460, height: 700 });
  const show = async (file: string) => expect(await shoot(page, chatPage(lastCard().content, "Balthasar"), ".chat-message", file)).toEqual([]);
  const buttons = () => page.locator("[data-fray-card-action]").allTextContents();
  const stuntLines = () => page.locator(".fray-factions-stunt li").allTextContents();

  it("proposed: the effect in the player's words (as text), waiting on the GM's Approve or Veto", async () => {
    await stuntAt([]);
    await show("factions-stunt-proposed.png");
    expect(await stuntLines()).toEqual([text(`${T}.Proposes`, { attacker: "Balthasar", effect: EFFECT }), text("FRAY.Factions.Attack.Stunt.Proposed")]);
    expect(await buttons()).toEqual([text(`${T}.Button.Approve`), text(`${T}.Button.Veto`), text("FRAY.Factions.AttackFlow.Card.Button.Undo")]);
  });

  it("approved: the bandit's owner accepts or refuses", async () => {
    await stuntAt([CARD_COMMANDS.approveStunt]);
    await show("factions-stunt-approved.png");
    expect(await page.locator('[data-role="target"]').allTextContents()).toEqual([text(`${T}.Button.Accept`), text(`${T}.Button.Refuse`)]);
  });

  it("accepted: no damage line, no reaction; the GM applies the effect by hand", async () => {
    await stuntAt([CARD_COMMANDS.approveStunt, CARD_COMMANDS.acceptStunt]);
    await show("factions-stunt-accepted.png");
    expect((await stuntLines()).at(-1)).toBe(text(`${T}.ByHand`));
    expect(await page.locator(".fray-card-damage").count()).toBe(0);
    expect(await buttons()).toEqual([text("FRAY.Factions.AttackFlow.Card.Button.Undo")]);
  });

  it("refused: the attack resolves as normal, the reactions back on the card", async () => {
    await stuntAt([CARD_COMMANDS.approveStunt, CARD_COMMANDS.refuseStunt]);
    await show("factions-stunt-refused.png");
    expect(await buttons()).toContain(text("FRAY.Factions.AttackFlow.Card.Button.Dodge"));
    expect(await buttons()).not.toContain(text(`${T}.Button.Propose`));
  });
});

describe("the stunt dialog in chromium", () => {
  const page = browserPage({ width: 460, height: 300 });

  it("one line for the effect, capped, and what happens next", async () => {
    const html = dialogPage(text(`${T}.Dialog.Title`), await renderTemplate(FACTIONS_STUNT_DIALOG_TEMPLATE, { max: 160 }), text(`${T}.Dialog.Propose`));
    expect(await shoot(page, html, ".application", "factions-stunt-dialog.png")).toEqual([]);
    expect(await page.locator("input[name=effect]").getAttribute("maxlength")).toBe("160");
    expect(await page.locator(".hint").textContent()).toBe(text(`${T}.Dialog.Hint`));
  });
});
