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
import { guardOffer, planOf, settledCard, teamsTranslate } from "../flows/support";
import { teamsCardView } from "../../../../src/rulesets/teams/flows/card/card-view";
import { TEAMS_CARD_VERSION, type TeamsAttackRecord, type TeamsCardStep } from "../../../../src/rulesets/teams/schema/cards";
import { offeredReactions } from "../../../../src/rulesets/teams/rules/actions/offered-reactions";
import { target } from "../rules/combat/attack-support";
import { targetNumbers } from "../../../../src/rulesets/teams/rules/combat/attack-plan";

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

  it("the guard parries Boudica's spear: the parry's line, 10 − 10 = 1 at least, the reaction spent and the GM's Apply and Undo", async () => {
    const plan = planOf(boudicaAttack({ target: target({ id: "guard", deflection: { physical: 8, elemental: 0 } }) }));
    const parry: TeamsCardStep = {
      kind: "parry", byUserId: "p2", tokenUuid: "guard", before: { endurance: 10, health: 8, stamina: 3, unconscious: false, dead: false, deathsCheated: 0 },
      items: [{ id: "spear", lost: 0 }], combatantId: "", budget: null, itemName: "Guard's spear", value: 2, durability: 10,
      test: null, consequence: "none", difficulty: 0, risksDeath: false, target: null, moves: [],
    };
    const record: TeamsAttackRecord = {
      schemaVersion: TEAMS_CARD_VERSION,
      attacker: { tokenUuid: "boudica", actorUuid: "Actor.boudica", name: "Boudica" },
      weaponName: "Spear",
      people: [{ tokenUuid: "guard", actorUuid: "Actor.guard", name: "Town guard" }],
      plan: plan as unknown as TeamsAttackRecord["plan"],
      rolls: { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 10, strayFace: null },
      killingStrike: false,
      log: [parry],
    };
    const spent = { ...freshBudget(), reactionsLeft: 0 };
    const offer = offeredReactions({ role: "target", budget: spent, stamina: 2, focus: 0, conditions: [], wielded: [{ id: "spear", blockValue: null, parryValue: 2, durability: 9 }] }, { moment: "hit", effects: [] });
    const view = teamsCardView(record, offer, { spear: "Guard's spear" }, teamsTranslate());
    await show(view!, "teams-attack-card-reaction.png");
    expect(await page.locator(".fray-card-steps li").textContent()).toBe("Town guard parries with Guard's spear: +2 to physical defense; the Guard's spear loses 1 durability.");
    expect(await page.locator(".fray-card-damage-head strong").textContent()).toBe("1");
    expect(await page.locator(".fray-card-refused").count()).toBe(3);
    expect(await page.locator("[data-fray-card-action]").allTextContents()).toEqual(["Apply 1 damage", "Undo"]);
  });

  it("Roland intercepts Boudica's spear meant for the guard's ally: the card names Roland, his evasion 5 and reduction 3 meet the same 6, and his free reactions", async () => {
    const plan = planOf(boudicaAttack({ target: target({ id: "guard" }) }));
    const roland = targetNumbers(target({ id: "roland", evasion: 5, deflection: { physical: 3, elemental: 0 } }), 4, "physical");
    const intercept: TeamsCardStep = {
      kind: "intercept", byUserId: "p2", tokenUuid: "roland", before: { endurance: 10, health: 8, stamina: 3, unconscious: false, dead: false, deathsCheated: 0 },
      items: [], combatantId: "", budget: null, itemName: "", value: 0, durability: 0,
      test: null, consequence: "none", difficulty: 0, risksDeath: false,
      target: roland as unknown as TeamsCardStep["target"], moves: [{ tokenUuid: "roland", x: 300, y: 0 }, { tokenUuid: "guard", x: 0, y: 0 }],
    };
    const record: TeamsAttackRecord = {
      schemaVersion: TEAMS_CARD_VERSION,
      attacker: { tokenUuid: "boudica", actorUuid: "Actor.boudica", name: "Boudica" },
      weaponName: "Spear",
      people: [{ tokenUuid: "guard", actorUuid: "Actor.guard", name: "Town guard" }, { tokenUuid: "roland", actorUuid: "Actor.roland", name: "Roland" }],
      plan: plan as unknown as TeamsAttackRecord["plan"],
      rolls: { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 10, strayFace: null },
      killingStrike: false,
      log: [intercept],
    };
    const afterIntercept = { ...freshBudget(), reactionsLeft: 0, freeDefence: true };
    const offer = offeredReactions({ role: "target", budget: afterIntercept, stamina: 2, focus: 3, conditions: [], wielded: [{ id: "sword", blockValue: null, parryValue: 2, durability: 10 }] }, { moment: "hit", effects: [] });
    const view = teamsCardView(record, offer, { sword: "Roland's sword" }, teamsTranslate());
    await show(view!, "teams-attack-card-intercept.png");
    expect(await page.locator(".fray-card-title").textContent()).toBe("Boudica attacks Roland");
    expect(await page.locator(".fray-card-versus").textContent()).toBe("6 vs evasion 5");
    expect(await page.locator(".fray-card-steps li").textContent()).toBe("Roland intercepts: displaces Town guard and becomes the target.");
    expect(await page.locator(".fray-card-damage-head strong").textContent()).toBe("7");
    expect(await page.locator("[data-fray-card-action]").allTextContents()).toEqual(["Dodge", "Parry (Roland's sword)", "Apply 7 damage", "Undo"]);
    expect(await page.locator('[data-reaction="parry"]').getAttribute("title")).toBe("1 stamina, free after Intercept");
    // Dodge and the Parry naming Roland's sword share one row, each label on a single line.
    const dodge = (await page.locator('[data-reaction="dodge"]').boundingBox())!;
    const parry = (await page.locator('[data-reaction="parry"]').boundingBox())!;
    expect(parry.y).toBe(dodge.y);
    expect(parry.height).toBeLessThan(30);
    expect(await page.locator(".fray-card-refused").allTextContents()).toEqual(["Block: Roland cannot block with Roland's sword."]);
    expect(await page.locator(".fray-card-effects li").allTextContents()).toEqual(["Endurance 10 \u2192 3 / 10", "Roland is harmed."]);
  });

  it("an ally's Intercept button names the ally, costs 1 stamina and carries its token", async () => {
    const { view } = settledCard(boudicaAttack(), { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 10 }, { offer: guardOffer(), interceptors: [{ tokenUuid: "Scene.s.Token.captain", name: "Guard captain", cost: { stamina: 1, focus: 0, free: false } }] });
    await show(view, "teams-attack-card-intercept-offered.png");
    const button = page.locator('[data-fray-card-action="intercept"]');
    expect(await button.textContent()).toBe("Guard captain intercepts");
    expect(await button.getAttribute("data-role")).toBe("ally");
    expect(await button.getAttribute("data-token-uuid")).toBe("Scene.s.Token.captain");
    expect(await button.getAttribute("title")).toBe("1 stamina");
  });
});
