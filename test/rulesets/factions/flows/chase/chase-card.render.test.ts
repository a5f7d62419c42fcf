/** The chase card in chromium, with the compiled stylesheet, before and after the run; screenshots for review. */
import { describe, expect, it } from "vitest";
import { templateRenderer } from "../../../../foundry-double/attack";
import { browserPage, shoot } from "../../../../support/browser";
import { chatPage } from "../../../../support/chat-page";
import { flatLang } from "../../../../support/lang";
import { buildChaseCardView } from "../../../../../src/rulesets/factions/flows/chase/chase-card-view";
import { FACTIONS_CHASE_CARD_TEMPLATE } from "../../../../../src/rulesets/factions/flows/chase/chase-card";
import type { FactionsChaseRecord } from "../../../../../src/rulesets/factions/schema/chase-card";

const lang = flatLang();
const render = templateRenderer(lang);
const t = (key: string, data: Record<string, string | number> = {}) => (lang.get(key) ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => String(data[name] ?? whole));

type Fighter = FactionsChaseRecord["fighters"][number];
const fighter = (combatantId: string, name: string, over: Partial<Fighter> = {}): Fighter => ({ combatantId, name, tokenUuid: "", actorUuid: "", pace: "stays", save: null, escapes: false, outcome: "", fledBefore: false, ...over });

describe("the chase card in chromium", () => {
  const page = browserPage({ width: 460, height: 700 });

  it("before the run: each creature with the GM's four calls, the one chosen marked, and Run the chase", async () => {
    const record: FactionsChaseRecord = { schemaVersion: 1, combatId: "c", run: false, undone: false, fighters: [fighter("a", "Balthasar", { pace: "even" }), fighter("b", "Bandit", { pace: "faster" }), fighter("s", "Sybilla")] };
    expect(await shoot(page, chatPage(render(FACTIONS_CHASE_CARD_TEMPLATE, buildChaseCardView(record, t)), "Gamemaster"), ".chat-message", "factions-chase-card-open.png")).toEqual([]);
    expect(await page.locator(".fray-factions-chase-row").count()).toBe(3);
    expect(await page.locator(".fray-factions-chase-row").first().locator("button").allTextContents()).toEqual(["Stays", "Faster", "Even", "Slower"]);
    expect(await page.locator("button.is-chosen").allTextContents()).toEqual(["Even", "Faster", "Stays"]);
    expect(await page.locator("[data-fray-card-action=run]").textContent()).toBe("Run the chase");
  });

  it("after the run: who escaped and who was reached, the save that decided, and Undo", async () => {
    const record: FactionsChaseRecord = {
      schemaVersion: 1,
      combatId: "c",
      run: true,
      undone: false,
      fighters: [
        fighter("a", "Balthasar", { pace: "even", save: { natural: 9, score: 11, passed: true }, escapes: true, outcome: "FRAY.Factions.Morale.Chase.escapes" }),
        fighter("b", "Bandit", { pace: "faster", escapes: true, outcome: "FRAY.Factions.Morale.Chase.outpaces" }),
        fighter("s", "Sybilla", { pace: "slower", outcome: "FRAY.Factions.Morale.Chase.outpaced" }),
        fighter("w", "Wolf"),
      ],
    };
    expect(await shoot(page, chatPage(render(FACTIONS_CHASE_CARD_TEMPLATE, buildChaseCardView(record, t)), "Gamemaster"), ".chat-message", "factions-chase-card-run.png")).toEqual([]);
    expect(await page.locator(".fray-factions-chase-row").count()).toBe(3);
    expect(await page.locator(".is-escaped .fray-factions-chase-name").allTextContents()).toEqual(["Balthasar", "Bandit"]);
    expect(await page.locator(".is-reached .fray-factions-chase-fate").textContent()).toBe("Slower or tires sooner: cannot escape.");
    expect(await page.locator(".fray-factions-chase-save").textContent()).toBe("AGI save 9 against 11");
    expect(await page.locator("[data-fray-card-action]").allTextContents()).toEqual(["Undo"]);
  });
});
