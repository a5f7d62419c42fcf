/** The morale card, the Intimidation dialog and the stabilize card in chromium, with the compiled stylesheet; screenshots for review. */
import { describe, expect, it } from "vitest";
import { templateRenderer } from "../../../../foundry-double/attack";
import { browserPage, shoot } from "../../../../support/browser";
import { chatPage, dialogPage } from "../../../../support/chat-page";
import { flatLang } from "../../../../support/lang";
import { buildMoraleCardView } from "../../../../../src/rulesets/declared/flows/morale/morale-card-view";
import { buildStabilizeCardView } from "../../../../../src/rulesets/declared/flows/round/stabilize-card";
import { moraleCheck } from "../../../../../src/rulesets/declared/rules/morale/morale-check";
import { stabilizeTarget } from "../../../../../src/rulesets/declared/rules/condition/stabilize";
import { healCheck } from "../../../../../src/rulesets/declared/rules/condition/heal-check";
import type { DeclaredMoraleMonster, DeclaredMoraleRecord } from "../../../../../src/rulesets/declared/schema/morale-card";

const lang = flatLang();
const render = templateRenderer(lang);
const t = (key: string, data: Record<string, string | number> = {}) => (lang.get(key) ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => String(data[name] ?? whole));

function entry(id: string, name: string, situation: Parameters<typeof moraleCheck>[0], decided: Partial<DeclaredMoraleMonster> = {}): DeclaredMoraleMonster {
  const check = moraleCheck(situation);
  return { combatantId: id, actorUuid: `Actor.${id}`, name, triggers: check.triggers, formula: check.formula, lines: check.lines, tn: check.tn, tnLines: check.tnLines, opposed: check.opposed, total: null, obvious: false, holds: null, fate: null, ...decided };
}

const calm = { maxWoundPoints: 12, biggestWound: 0, allies: 0, opponents: 2, intimidation: null, insightModifier: 1, hitDice: 1 };

describe("the end-of-round cards in chromium", () => {
  const page = browserPage({ width: 460, height: 1000 });

  it("the morale card: one monster still to roll, one that held, one that broke and surrenders", async () => {
    const record: DeclaredMoraleRecord = {
      schemaVersion: 1,
      combatId: "combat1",
      round: 3,
      monsters: [
        entry("hob1", "Hobgoblin 1", { ...calm, biggestWound: 7 }),
        entry("ogre", "Ogre", { ...calm, maxWoundPoints: 20, hitDice: 4, allies: 1, intimidation: 15 }, { total: 17, holds: true }),
        entry("gob", "Goblin", { ...calm, opponents: 3 }, { total: 9, holds: false, fate: "surrenders" }),
      ],
    };
    const html = render("systems/fray/templates/declared/chat/morale-card.hbs", buildMoraleCardView(record, t));
    expect(await shoot(page, chatPage(html, "Gamemaster"), ".chat-message", "declared-morale-card.png")).toEqual([]);
    expect(await page.locator(".fray-morale-monster").count()).toBe(3);
    expect(await page.locator(".fray-morale-monster").nth(0).locator("[data-fray-card-action]").allTextContents()).toEqual(["Roll", "Obvious: fails"]);
    expect(await page.locator(".fray-morale-monster.is-holds .fray-morale-outcome").textContent()).toContain("Holds (17 against 15)");
    expect(await page.locator(".fray-morale-monster.is-breaks .fray-morale-fate").textContent()).toBe("It surrenders.");
    expect(await page.locator(".fray-morale-notes button").textContent()).toBe("Note an Intimidation");
  });

  it("a broken monster waiting for the GM's pick shows Flees and Surrenders", async () => {
    const record: DeclaredMoraleRecord = { schemaVersion: 1, combatId: "combat1", round: 2, monsters: [entry("gob", "Goblin", calm, { obvious: true, holds: false })] };
    const html = render("systems/fray/templates/declared/chat/morale-card.hbs", buildMoraleCardView(record, t));
    expect(await shoot(page, chatPage(html, "Gamemaster"), ".chat-message", "declared-morale-card-choice.png")).toEqual([]);
    expect(await page.locator("[data-fray-card-action]").allTextContents()).toEqual(["Flees", "Surrenders", "Note an Intimidation"]);
  });

  it("the Intimidation dialog: which monster, and the result", async () => {
    const view = { monsters: [{ id: "ogre", name: "Ogre" }, { id: "hob1", name: "Hobgoblin 1" }], labels: { monster: t("FRAY.Declared.Morale.Card.Monster"), total: t("FRAY.Declared.Morale.Card.IntimidationTotal") } };
    const html = render("systems/fray/templates/declared/dialogs/morale-intimidation.hbs", view);
    expect(await shoot(page, dialogPage(t("FRAY.Declared.Morale.Card.Intimidate"), html, t("FRAY.Declared.Morale.Card.Note")), ".application", "declared-morale-intimidation.png")).toEqual([]);
    expect(await page.locator("select[name=combatantId] option").count()).toBe(2);
  });

  it("the stabilize card: 11 + Heal 3 = 14 against 10 + the highest wound 4 stabilizes a choking creature and clears its airway", async () => {
    const target = stabilizeTarget([{ amount: 4 }, { amount: 1 }]);
    const check = healCheck(3);
    const view = buildStabilizeCardView({ healer: "Ilse", patient: "Bram", formula: check.formula, die: 11, lines: check.lines, total: 14, tn: target.tn, tnLines: target.lines, succeeded: true, stabilizes: true, clearsAirway: true }, t);
    const html = render("systems/fray/templates/declared/chat/stabilize-card.hbs", view);
    expect(await shoot(page, chatPage(html, "Ilse"), ".chat-message", "declared-stabilize-card.png")).toEqual([]);
    expect(await page.locator(".fray-morale-outcome").allTextContents()).toEqual(["Bram is stabilized.", "Bram breathes again: the airway is clear."]);
  });
});
