/** The maneuver cards and dialog in chromium, with the compiled stylesheet; screenshots for review. */
import { describe, expect, it } from "vitest";
import { skillCheck } from "../../../../src/rulesets/sides/flows/maneuvers/card-checks";
import { buildManeuverCardView } from "../../../../src/rulesets/sides/flows/maneuvers/maneuver-card-view";
import { MANEUVER_DIALOG_TEMPLATE, maneuverDialogView } from "../../../../src/rulesets/sides/flows/maneuvers/maneuver-dialog";
import { MANEUVER_CARD_VERSION, type ManeuverCardData } from "../../../../src/rulesets/sides/flows/maneuvers/maneuver-data";
import { MANEUVER_CARD_TEMPLATE } from "../../../../src/rulesets/sides/flows/maneuvers/post-card";
import { MOD, OUTCOME } from "../../../../src/rulesets/sides/rules/combat/labels";
import { templateRenderer } from "../../../foundry-double/attack";
import { englishWithPending, maneuverTranslate } from "../flows/maneuvers/support";
import { browserPage, shoot } from "../../../support/browser";
import { chatPage, dialogPage } from "../../../support/chat-page";

const t = maneuverTranslate();
const render = templateRenderer(englishWithPending());



const strBrawl = { attributeMod: 1, skillLevel: 1, attribute: "str" as const, skill: "brawl" };
const ogre = { attributeMod: 0, skillLevel: 2, attribute: null, skill: "npc" };

/** Maren grapples a hobgoblin brute, a larger humanoid: 9 + 1 + 1 − 2 = 9 against 5 + 2 = 7. */
const grappleCard: ManeuverCardData = {
  schemaVersion: MANEUVER_CARD_VERSION,
  kind: "grapple",
  actorName: "Maren",
  targetName: "Hobgoblin brute",
  checks: [
    skillCheck("Maren", strBrawl, 9, [{ key: MOD.sizePenalty, value: -2 }], true),
    skillCheck("Hobgoblin brute", ogre, 5, [], false),
  ],
  outcomes: [{ key: OUTCOME.grappled }],
  hold: { grapplerId: "a", defenderId: "b", size: "largerHumanoid" },
};

const executionCard: ManeuverCardData = {
  schemaVersion: MANEUVER_CARD_VERSION,
  kind: "execution",
  actorName: "Sable",
  targetName: "Sentry",
  checks: [
    skillCheck("Sable", { attributeMod: 2, skillLevel: 1, attribute: "dex", skill: "shoot" }, 6, [{ key: MOD.executionClose, value: 4 }], true, 8),
    { name: "Sentry", what: { key: "FRAY.Sides.Maneuver.Check.PhysicalSave" }, die: 12, modifiers: [{ key: MOD.executionSkillPenalty, value: -1 }], total: 11, against: 15, won: false },
  ],
  outcomes: [{ key: OUTCOME.executionMortal }],
  hold: null,
};

describe("the maneuver cards in chromium", () => {
  const page = browserPage({ width: 460, height: 700 });

  async function show(html: string, selector: string, file: string): Promise<void> {
    expect(await shoot(page, html, selector, file)).toEqual([]);
  }

  it("the opposed check of a grapple: both rolls itemised, the winner marked, the outcome", async () => {
    await show(chatPage(render(MANEUVER_CARD_TEMPLATE, buildManeuverCardView(grappleCard, t)), "Gamemaster"), ".chat-message", "maneuver-card.png");
    expect(await page.locator(".fray-card-title").textContent()).toBe("Maren grapples Hobgoblin brute");
    expect(await page.locator(".fray-maneuver-check").count()).toBe(2);
    expect(await page.locator(".fray-maneuver-check.won .fray-maneuver-who strong").textContent()).toBe("Maren");
    expect(await page.locator(".fray-maneuver-check").first().locator("li").allTextContents()).toEqual(["Dice9", "Attribute (STR)+1", "Skill (Brawl)+1", "Size of the target−2"]);
    expect(await page.locator(".fray-maneuver-total strong").allTextContents()).toEqual(["9", "7"]);
    expect(await page.locator(".fray-maneuver-result").allTextContents()).toEqual(["Wins", "Loses"]);
    expect(await page.locator(".fray-maneuver-outcome").textContent()).toBe("Grappled.");
    expect(await page.locator("[data-fray-maneuver-action]").allTextContents()).toEqual(["Drag 10 ft", "Throw 5 ft, prone"]);
    const [won, lost] = await page.locator(".fray-maneuver-check").evaluateAll((els) => els.map((el) => getComputedStyle(el).borderLeftColor));
    expect(won).not.toBe(lost);
  });

  it("an execution: the shot against its number, the save against its target", async () => {
    await show(chatPage(render(MANEUVER_CARD_TEMPLATE, buildManeuverCardView(executionCard, t)), "Gamemaster"), ".chat-message", "maneuver-card-execution.png");
    expect(await page.locator(".fray-maneuver-against").allTextContents()).toEqual(["needs 8", "needs 15"]);
    expect(await page.locator(".fray-maneuver-result").allTextContents()).toEqual(["Succeeds", "Fails"]);
    expect(await page.locator(".fray-maneuver-outcome").textContent()).toBe("Reduced to 0 HP and mortally wounded.");
  });

  it("the shove dialog: size with its penalty, push or prone", async () => {
    await show(dialogPage(t("FRAY.Sides.Maneuver.Dialog.Title.shove"), render(MANEUVER_DIALOG_TEMPLATE, maneuverDialogView("shove", t))), ".application", "maneuver-dialog.png");
    expect(await page.locator("select[name=size]").inputValue()).toBe("manSized");
    expect(await page.locator("select[name=effect] option").allTextContents()).toEqual(["Knock prone", "Push into an adjacent square"]);
  });
});
