/** The teams attack card in chromium, with the compiled stylesheet; screenshots for review. */
import { describe, expect, it } from "vitest";
import { TEAMS_ATTACK_CARD_TEMPLATE } from "../../../../src/rulesets/teams/flows/card-templates";
import { freshBudget } from "../../../../src/rulesets/teams/rules/actions/turn-budget";
import { templateRenderer } from "../../../foundry-double/attack";
import { browserPage, shoot } from "../../../support/browser";
import { chatPage } from "../../../support/chat-page";
import { flatLang } from "../../../support/lang";
import { afterActions, onMyTurn } from "../rules/actions/support";
import { boudicaAttack, ratings, shortbow } from "../rules/combat/attack-support";
import { guardOffer, settledCard } from "../flows/support";

const render = templateRenderer(flatLang());

describe("the teams attack card in chromium", () => {
  const page = browserPage({ width: 460, height: 900 });

  async function show(view: object, file: string, speaker = "Boudica"): Promise<void> {
    expect(await shoot(page, chatPage(render(TEAMS_ATTACK_CARD_TEMPLATE, view), speaker), ".chat-message", file)).toEqual([]);
  }

  it("Boudica's spear hits for 2: the test's lines, HIT, damage parts, the guard's reactions and the GM's Apply", async () => {
    const { view } = settledCard(boudicaAttack(), { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 10 }, { offer: guardOffer() });
    await show(view, "teams-attack-card-hit.png");
    expect(await page.locator(".fray-card-outcome").textContent()).toBe("Hit");
    expect(await page.locator(".fray-card-test li").count()).toBe(4);
    expect(await page.locator(".fray-card-damage-head strong").textContent()).toBe("2");
    expect(await page.locator("[data-fray-card-action]").allTextContents()).toEqual(["Block (Round shield)", "Dodge", "Parry (Round shield)", "Apply 2 damage"]);
    expect(await page.locator('[data-reaction="block"]').getAttribute("data-item-id")).toBe("shield");
    expect(await page.locator('[data-fray-card-action="apply"]').getAttribute("data-role")).toBe("gm");
  });

  it("Boudica's critical with flanking: two sets, the better kept, luck 19 and 6 damage", async () => {
    const { view } = settledCard(boudicaAttack({ situation: { sneak: false, flanking: true } }), { sets: [{ attribute: 1, combatSkill: 1 }, { attribute: 2, combatSkill: 3 }], luckFace: 19 }, { offer: guardOffer() });
    await show(view, "teams-attack-card-critical.png");
    expect(await page.locator(".fray-card-outcome").textContent()).toBe("Critical hit");
    expect(await page.locator(".fray-card-set.kept .fray-card-faces").textContent()).toBe("2 + 3");
    expect(await page.locator(".fray-card-damage-head strong").textContent()).toBe("6");
  });

  it("Agnessa's second attack misses: 5 − 2 = 3 vs evasion 6, no damage, no buttons", async () => {
    const attacker = { ratings: ratings({ dexterity: "d8" }, { ranged: 1 }), luckModifier: 0, size: 4, budget: afterActions(["attack"], freshBudget()).budget, context: onMyTurn };
    const { view } = settledCard(boudicaAttack({ attacker, weapon: shortbow, choice: { attribute: "dexterity", proficiency: "ranged" } }), { sets: [{ attribute: 2, combatSkill: 2 }], luckFace: 7 }, { attackerName: "Agnessa", weaponName: "Shortbow", offer: guardOffer() });
    await show(view, "teams-attack-card-miss.png", "Agnessa");
    expect(await page.locator(".fray-card-outcome").textContent()).toBe("Miss");
    expect(await page.locator(".fray-card-versus").textContent()).toBe("3 vs evasion 6");
    expect(await page.locator(".fray-card-damage").count()).toBe(0);
    expect(await page.locator(".fray-card-buttons").count()).toBe(0);
  });
});
