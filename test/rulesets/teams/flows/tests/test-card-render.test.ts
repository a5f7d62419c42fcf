/** The teams test card and its dialog in chromium, with the compiled stylesheet; screenshots for review. */
import { describe, expect, it } from "vitest";
import { buildTeamsTestCardView } from "../../../../../src/rulesets/teams/flows/tests/test-card-view";
import { buildTestDialogView } from "../../../../../src/rulesets/teams/flows/tests/test-dialog-view";
import { TEAMS_TEST_CARD_TEMPLATE, TEAMS_TEST_DIALOG_TEMPLATE } from "../../../../../src/rulesets/teams/flows/tests/templates";
import { wirePresets } from "../../../../../src/foundry/form-presets";
import { defaultTestChoice } from "../../../../../src/rulesets/teams/rules/tests/default-pairs";
import { TEAMS_TEST_CARD_VERSION, type TestCardData } from "../../../../../src/rulesets/teams/schema/test-card";
import { templateRenderer } from "../../../../foundry-double/attack";
import { browserPage, shoot } from "../../../../support/browser";
import { chatPage, dialogPage } from "../../../../support/chat-page";
import { flatLang } from "../../../../support/lang";
import { teamsTranslate } from "../support";
import { characterData } from "./support";

const render = templateRenderer(flatLang());
const t = teamsTranslate();

function record(changes: Partial<TestCardData>): TestCardData {
  return {
    schemaVersion: TEAMS_TEST_CARD_VERSION,
    actorUuid: "Actor.clementine",
    tokenUuid: "Scene.s.Token.clementine",
    actorName: "Clementine",
    attribute: "intellect",
    skill: "medicine",
    proficiency: null,
    attributeDie: "d8",
    skillDie: "d6",
    proficiencyBonus: 0,
    luckModifier: 0,
    advantage: 0,
    difficulty: 10,
    sets: [{ attribute: 6, skill: 4 }],
    luckFace: 3,
    purpose: "resuscitation",
    patientName: "Roland",
    revived: true,
    reaction: null,
    guarding: false,
    ...changes,
  };
}

describe("the teams test card in chromium", () => {
  const page = browserPage({ width: 460, height: 700 });

  async function show(data: TestCardData, file: string): Promise<void> {
    const view = buildTeamsTestCardView(data, t);
    expect(view).not.toBeNull();
    expect(await shoot(page, chatPage(render(TEAMS_TEST_CARD_TEMPLATE, view!), data.actorName), ".chat-message", file)).toEqual([]);
  }

  it("Roland revived by Clementine: her dice, 10 vs difficulty 10, SUCCESS and what it did", async () => {
    await show(record({}), "teams-test-card-resuscitate.png");
    expect(await page.locator(".fray-card-title").textContent()).toBe("Clementine tests Intellect + Medicine");
    expect(await page.locator(".fray-card-purpose").textContent()).toBe("Resuscitating Roland");
    expect(await page.locator(".fray-card-test li").allTextContents()).toEqual(["Intellect die (d8)6", "Medicine die (d6)4", "Test result10"]);
    expect(await page.locator(".fray-card-outcome").textContent()).toBe("Success");
    expect(await page.locator(".fray-card-effects li").textContent()).toBe("Roland returns to consciousness.");
  });

  it("a lucky test with advantage: two sets, the better kept, +4 from the luck die, and no verdict without a difficulty", async () => {
    await show(record({ purpose: "test", patientName: "", revived: false, proficiency: "fortitude", proficiencyBonus: 2, advantage: 1, difficulty: null, sets: [{ attribute: 1, skill: 2 }, { attribute: 5, skill: 3 }], luckFace: 20 }), "teams-test-card-lucky.png");
    expect(await page.locator(".fray-card-set.kept .fray-card-faces").textContent()).toBe("5 + 3");
    expect(await page.locator(".fray-card-test .fray-card-total .fray-card-value").textContent()).toBe("14");
    expect(await page.locator(".fray-card-luck-effect").textContent()).toBe("20 or more: +4 to the test.");
    expect(await page.locator(".fray-card-result").count()).toBe(0);
  });

  it("a failed test reads FAILURE", async () => {
    await show(record({ sets: [{ attribute: 2, skill: 2 }], revived: false }), "teams-test-card-failure.png");
    expect(await page.locator(".fray-card-outcome").textContent()).toBe("Failure");
    expect(await page.locator(".fray-card-effects li").textContent()).toBe("Roland stays unconscious.");
  });

  it("Boudica fortifies against a poison while guarding: the card says Fortify (1 stamina), her fortitude and Guard's +1", async () => {
    const fortified = record({
      actorName: "Boudica", attribute: "strength", skill: "athletics", proficiency: "fortitude", attributeDie: "d6", skillDie: "d6", proficiencyBonus: 1,
      difficulty: 8, sets: [{ attribute: 3, skill: 3 }], luckFace: 11, purpose: "test", patientName: "", revived: false, reaction: "fortify", guarding: true,
    });
    await show(fortified, "teams-test-card-fortify.png");
    expect(await page.locator(".fray-card-reaction").textContent()).toBe("Fortify (1 stamina)");
    expect(await page.locator(".fray-card-test li").allTextContents()).toEqual(["Strength die (d6)3", "Athletics die (d6)3", "Fortitude proficiency+1", "Guard+1", "Test result8"]);
    expect(await page.locator(".fray-card-outcome").textContent()).toBe("Success");
  });

  it("Resist reads Resist (1 focus); an ordinary test has no reaction line", async () => {
    await show(record({ purpose: "test", revived: false, attribute: "willpower", skill: "presence", proficiency: "resolve", reaction: "resist" }), "teams-test-card-resist.png");
    expect(await page.locator(".fray-card-reaction").textContent()).toBe("Resist (1 focus)");
    await show(record({ purpose: "test", revived: false }), "teams-test-card-plain.png");
    expect(await page.locator(".fray-card-reaction").count()).toBe(0);
  });

  it("in the dialog, taking the test as Fortify sets its usual test (strength + athletics + fortitude), which the player may still change", async () => {
    const view = buildTestDialogView(characterData(() => undefined), defaultTestChoice({ attribute: "perception" }), t);
    const html = dialogPage("Boudica: a test", render(TEAMS_TEST_DIALOG_TEMPLATE, view), "Roll");
    expect(await shoot(page, html, ".application", "teams-test-dialog-reaction.png")).toEqual([]);
    expect(await page.locator('select[name="reaction"]').inputValue()).toBe("");
    await page.addScriptTag({ content: `${wirePresets.toString()}\nwirePresets(document);` });
    await page.selectOption('select[name="reaction"]', "fortify");
    const fields = async () => Promise.all(["attribute", "skill", "proficiency"].map((name) => page.locator(`select[name="${name}"]`).inputValue()));
    expect(await fields()).toEqual(["strength", "athletics", "fortitude"]);
    await page.selectOption('select[name="reaction"]', "resist");
    expect(await fields()).toEqual(["willpower", "presence", "resolve"]);
    await page.selectOption('select[name="attribute"]', "perception");
    expect(await fields()).toEqual(["perception", "presence", "resolve"]);
    expect(await page.locator('select[name="reaction"] option').allTextContents()).toEqual([
      "No: an ordinary test",
      "Fortify (1 stamina): Strength + Athletics + Fortitude",
      "Resist (1 focus): Willpower + Presence + Resolve",
    ]);
  });

  it("the dialog from a click on perception starts at perception + awareness, no proficiency, no advantage", async () => {
    const ratings = characterData((data) => void (data.attributes.perception = "d10"));
    const view = buildTestDialogView(ratings, defaultTestChoice({ attribute: "perception" }), t);
    const html = dialogPage("Clementine: a test", render(TEAMS_TEST_DIALOG_TEMPLATE, view), "Roll");
    expect(await shoot(page, html, ".application", "teams-test-dialog.png")).toEqual([]);
    expect(await page.locator('select[name="attribute"]').inputValue()).toBe("perception");
    expect(await page.locator('select[name="attribute"] option:checked').textContent()).toBe("Perception (d10)");
    expect(await page.locator('select[name="skill"]').inputValue()).toBe("awareness");
    expect(await page.locator('select[name="proficiency"]').inputValue()).toBe("");
    expect(await page.locator('select[name="advantage"]').inputValue()).toBe("0");
  });
});
