/**
 * Non-lethal attacks in chromium, with the compiled stylesheet: the disarm card with a button per weapon
 * the bandit holds, the disarm and the grapple resolved, and the attack dialog's non-lethal choice;
 * screenshots for review.
 */
import { describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../../support/browser";
import { chatPage, dialogPage } from "../../../../support/chat-page";
import { CARD_COMMANDS, attackAs, balthasarAgainstBandit, lastCard, step, text } from "../attack/fight";

const { attackDialogView } = await import("../../../../../src/rulesets/factions/flows/attack/dialog-view");
const { FACTIONS_ATTACK_DIALOG_TEMPLATE } = await import("../../../../../src/rulesets/factions/flows/card/templates");
const { translate } = await import("../../../../../src/foundry/i18n");
const { renderTemplate } = (globalThis as any).foundry.applications.handlebars;

const T = "FRAY.Factions.NonLethalFlow";

async function nonLethal(kind: "disarm" | "grapple") {
  const { creatures } = balthasarAgainstBandit();
  // A second weapon in the bandit's hand: the attacker picks which one to knock away.
  creatures.bandit!.items.contents.push({ id: "knife", name: "Knife", type: "factionsWeapon", system: { equipped: true, condition: "intact", damage: "1d4" }, update: async () => undefined });
  await attackAs("p1", "balthasar", "bandit", null, [], { nonLethal: kind });
  await step("gm", CARD_COMMANDS.noReaction);
}

describe("a non-lethal attack on the card in chromium", () => {
  const page = browserPage({ width: 460, height: 700 });
  const show = async (file: string) => expect(await shoot(page, chatPage(lastCard().content, "Balthasar"), ".chat-message", file)).toEqual([]);

  it("a disarm waiting on its STR save: one button per weapon the bandit holds, no damage", async () => {
    await nonLethal("disarm");
    await show("factions-disarm-pick.png");
    expect(await page.locator('[data-fray-card-action="resolveNonLethal"]').allTextContents()).toEqual(["Club", "Knife"].map((weapon) => text(`${T}.Card.Button.Disarm`, { weapon })));
    expect(await page.locator('[data-fray-card-action="resolveNonLethal"]').evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.type))).toEqual(["club", "knife"]);
    expect(await page.locator(".fray-card-damage").count()).toBe(0);
    expect(await page.locator(".fray-card-weapon").textContent()).toBe(text("FRAY.Factions.Attack.NonLethal.Disarm"));
  });

  it("the disarm failed: the knife dropped", async () => {
    await nonLethal("disarm");
    await step("p1", CARD_COMMANDS.resolveNonLethal, [17], { type: "knife" });
    await show("factions-disarm-dropped.png");
    expect((await page.locator(".fray-factions-non-lethal li").allTextContents()).at(-1)).toBe(text(`${T}.Card.Dropped`, { target: "Bandit", weapon: "Knife" }));
  });

  it("the grapple failed: the bandit grabbed, and the hold's buttons: shove, let go, break free", async () => {
    await nonLethal("grapple");
    await step("p1", CARD_COMMANDS.resolveNonLethal, [17]);
    await show("factions-grapple-grabbed.png");
    expect(await page.locator("[data-fray-card-action]").allTextContents()).toEqual(
      ["ShoveHalfZone", "ShoveHazard", "Release", "BreakFree"].map((key) => text(`${T}.Hold.Button.${key}`)).concat(text("FRAY.Factions.AttackFlow.Card.Button.Undo")),
    );
    expect((await page.locator(".fray-factions-non-lethal li").allTextContents()).at(-1)).toBe(text(`${T}.Card.Grabbed`, { attacker: "Balthasar", target: "Bandit" }));
  });
});

describe("the attack dialog's non-lethal choice in chromium", () => {
  const page = browserPage({ width: 460, height: 620 });

  it("bare hands at the bandit: harm, disarm or grapple, and the stunt field", async () => {
    const view = attackDialogView({ weaponName: "Unarmed", targetName: "Bandit", kind: "melee", targetIncapacitated: false }, translate);
    const html = dialogPage(view.title, await renderTemplate(FACTIONS_ATTACK_DIALOG_TEMPLATE, view), text("FRAY.Factions.AttackFlow.Dialog.Attack"));
    expect(await shoot(page, html, ".application", "factions-attack-dialog-non-lethal.png")).toEqual([]);
    expect(await page.locator("select[name=nonLethal] option").allTextContents()).toEqual(["Normal", "Disarm", "Grapple"].map((k) => text(`${T}.Dialog.${k}`)));
    expect(await page.locator("input[name=stunt]").getAttribute("maxlength")).toBe("160");
  });

  it("a longbow offers no non-lethal choice", async () => {
    const view = attackDialogView({ weaponName: "Longbow", targetName: "Bandit", kind: "ranged", targetIncapacitated: false }, translate);
    await page.setContent(dialogPage(view.title, await renderTemplate(FACTIONS_ATTACK_DIALOG_TEMPLATE, view)));
    expect(await page.locator("select[name=nonLethal]").count()).toBe(0);
  });
});
