/** The factions morale card and the after-fight report in chromium, with the compiled stylesheet; screenshots for review. */
import { describe, expect, it } from "vitest";
import { templateRenderer } from "../../../../foundry-double/attack";
import { browserPage, shoot } from "../../../../support/browser";
import { chatPage } from "../../../../support/chat-page";
import { flatLang } from "../../../../support/lang";
import { buildMoraleCardView } from "../../../../../src/rulesets/factions/flows/morale/morale-card-view";
import { buildAfterFightCardView } from "../../../../../src/rulesets/factions/flows/after-fight/after-fight-card-view";
import type { FactionsMoraleFaction, FactionsMoraleMember } from "../../../../../src/rulesets/factions/schema/morale-card";
import type { FactionsAfterFightRecord } from "../../../../../src/rulesets/factions/schema/after-fight-card";

const lang = flatLang();
const render = templateRenderer(lang);
const t = (key: string, data: Record<string, string | number> = {}) => (lang.get(key) ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => String(data[name] ?? whole));

const member = (id: string, name: string, over: Partial<FactionsMoraleMember> = {}): FactionsMoraleMember => ({ combatantId: id, name, exempt: "none", roll: null, score: 10, passed: null, fate: null, ...over });

describe("the fight's end cards in chromium", () => {
  const page = browserPage({ width: 460, height: 1000 });

  it("the morale card: the bandits rolled (one held, one broke and awaits the GM's pick), the wolves still to roll, one retreated (Chase)", async () => {
    const bandits: FactionsMoraleFaction = {
      key: "bandits",
      label: "Bandits",
      trigger: "halved",
      rolled: true,
      members: [
        member("b1", "Bandit 1", { exempt: "notFighting" }),
        member("b2", "Bandit leader", { roll: 7, passed: true }),
        member("b3", "Bandit 3", { roll: 14, passed: false }),
        member("b4", "Bandit 4", { roll: 18, passed: false, fate: "retreat" }),
      ],
    };
    const wolves: FactionsMoraleFaction = { key: "disposition:hostile", label: "Hostile tokens", trigger: "loneWounded", rolled: false, members: [member("w1", "Wolf")] };
    const html = render("systems/fray/templates/factions/chat/morale-card.hbs", buildMoraleCardView({ schemaVersion: 1, combatId: "c", round: 3, factions: [bandits, wolves], chasedIds: [] }, t));
    expect(await shoot(page, chatPage(html, "Gamemaster"), ".chat-message", "factions-morale-card.png")).toEqual([]);
    expect(await page.locator(".fray-morale-faction").count()).toBe(2);
    expect(await page.locator(".fray-morale-member.is-breaks [data-fray-card-action]").allTextContents()).toEqual(["Surrender", "Retreat"]);
    expect(await page.locator(".fray-morale-member.is-holds .fray-morale-verdict").textContent()).toBe("Holds");
    expect(await page.locator(".fray-morale-faction").nth(1).locator(".fray-card-buttons button").textContent()).toBe("Roll the group WIT save");
    // Bandit 4 retreated: the GM may chase.
    expect(await page.locator(".fray-morale-chase [data-fray-card-action=chase]").textContent()).toBe("Chase those who retreated");
  });

  it("the after-fight report: a sword held, mail and a plank broke, the goblin surrendered", async () => {
    const record: FactionsAfterFightRecord = {
      schemaVersion: 1,
      fighters: [{ tokenUuid: "Scene.s.Token.ada", actorUuid: "Actor.ada" }],
      standings: [{ name: "Goblin", standing: "surrendered" }],
      rolled: true,
      formula: "1d6",
      lines: [
        { owner: "Ada", item: "Sword", roll: 4, before: "intact", after: "intact", outcome: "unharmed" },
        { owner: "Ada", item: "Shield", roll: 1, before: "intact", after: "damaged", outcome: "damaged" },
        { owner: "Goblin", item: "Plank", roll: 1, before: "damaged", after: "broken", outcome: "broken" },
      ],
    };
    const html = render("systems/fray/templates/factions/chat/after-fight-card.hbs", buildAfterFightCardView(record, t));
    expect(await shoot(page, chatPage(html, "Gamemaster"), ".chat-message", "factions-after-fight-card.png")).toEqual([]);
    expect(await page.locator(".fray-after-fight-line").count()).toBe(3);
    expect(await page.locator(".fray-after-fight-broken").textContent()).toBe("Broken: Plank (Goblin).");
    expect(await page.locator("[data-fray-card-action]").count()).toBe(0);
    expect(await page.locator(".fray-after-fight-standing").allTextContents()).toEqual(["Surrendered: Goblin."]);
  });

  it("the after-fight card before the roll: only the GM's button", async () => {
    const record: FactionsAfterFightRecord = { schemaVersion: 1, fighters: [{ tokenUuid: "Scene.s.Token.ada", actorUuid: "Actor.ada" }], standings: [], rolled: false, formula: "", lines: [] };
    const html = render("systems/fray/templates/factions/chat/after-fight-card.hbs", buildAfterFightCardView(record, t));
    expect(await shoot(page, chatPage(html, "Gamemaster"), ".chat-message", "factions-after-fight-open.png")).toEqual([]);
    expect(await page.locator("[data-fray-card-action=wear]").textContent()).toBe("After the fight: gear wear");
    expect(await page.locator(".fray-after-fight-line").count()).toBe(0);
  });
});
