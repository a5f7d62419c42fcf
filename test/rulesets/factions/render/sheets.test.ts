import { describe, expect, it } from "vitest";
import { actorBaseContext, textAt } from "../../../../src/foundry/sheets/base-context";
import type { ItemRow } from "../../../../src/foundry/sheets/item-row";
import { factionsCreatureSheetContext, type FactionsSheetCreature } from "../../../../src/rulesets/factions/sheets/creature-context";
import { FACTIONS_CREATURE_PARTS } from "../../../../src/rulesets/factions/sheets/layout";
import { factionsRoundPanel } from "../../../../src/rulesets/factions/sheets/round-panel";
import { factionsTurnButtons } from "../../../../src/rulesets/factions/sheets/turn-buttons";
import { factionsEconomy, type FactionsBudget } from "../../../../src/rulesets/factions/rules/actions/budget";
import { browserPage, shoot } from "../../../support/browser";
import { renderParts, sheetPage } from "../../../support/render-sheet";
import { foundryContext } from "../../../support/sheet-contexts";
import { prepared, sellsword, sellswordItems, troll } from "../sheets/creatures";

const doc = (name: string, type: string) => ({ _id: name, name, img: "icons/svg/mystery-man.svg", type, system: {} });

interface Situation {
  gm: boolean;
  statuses?: string[];
  /** Its budget in a started fight; absent outside one. */
  budget?: Partial<FactionsBudget>;
}

/** What FactionsCreatureSheet#_prepareContext assembles: Foundry's part, the base sheet's and the factions builder's. */
function creatureHtml(name: string, type: "factionsCharacter" | "factionsMonster", system: FactionsSheetCreature["system"], items: ItemRow[], situation: Situation): string {
  const context = {
    ...foundryContext(doc(name, type)),
    ...actorBaseContext(system, {}, textAt(system, "notes")),
    ...factionsCreatureSheetContext({ system, items, statuses: new Set(situation.statuses ?? []), gm: situation.gm }),
    turnActions: factionsTurnButtons(),
    round: situation.budget ? factionsRoundPanel({ ...factionsEconomy.fresh(), ...situation.budget }, false) : null,
  };
  const [classes, width] = type === "factionsCharacter" ? ["character", 720] : ["monster", 640];
  return sheetPage(name, `sheet fray actor factions ${classes}`, width, renderParts(FACTIONS_CREATURE_PARTS, context));
}

describe("what a player and the GM see on a factions sheet in chromium", () => {
  const page = browserPage({ width: 780, height: 1600 });
  const text = (selector: string) => page.locator(selector).first().innerText();
  const sellswordHtml = (situation: Situation) => {
    const items = sellswordItems();
    return creatureHtml("Brenna", "factionsCharacter", prepared(sellsword(), items), items, situation);
  };

  it("the sellsword's sheet: STR 14, AGI 12, WIT 9 each with a Save; 5 of 8 health; armour 3 from her mail and shield", async () => {
    expect(await shoot(page, sellswordHtml({ gm: false, budget: { bonus: 1 } }), ".application", "factions-character.png")).toEqual([]);
    const scores = await page.locator(".factions-score").evaluateAll((rows) => rows.map((row) => [row.getAttribute("data-score"), (row.querySelector("input") as HTMLInputElement).value]));
    expect(scores).toEqual([["str", "14"], ["agi", "12"], ["wit", "9"]]);
    expect(await page.locator('[data-action="save"]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-score")))).toEqual(["str", "agi", "wit"]);
    expect(await page.locator('[name="system.health.value"]').inputValue()).toBe("5");
    expect(await page.locator('[name="system.health.max"]').inputValue()).toBe("8");
    expect(await text(".fray-vital.armour .fray-vital-value")).toBe("3");
    expect(await page.locator(".factions-armour-lines li").allInnerTexts()).toEqual(["Armour Mail shirt\n2", "Shield Round shield\n1"]);
    expect(await page.locator('[name="system.faction"]').inputValue()).toBe("Red Company");
    expect(await page.locator('[name="system.background"]').inputValue()).toBe("Deserter");
    expect(await page.locator(".factions-incapacitated").count()).toBe(0);
  });

  it("her weapons show die, range in zones and kind, with grip, blast, improvised and wear tags; every weapon and Unarmed has an Attack", async () => {
    await page.setContent(sellswordHtml({ gm: false }));
    const weapon = (id: string, cell: string) => text(`.factions-weapons tr[data-item-id="${id}"] .${cell}`);
    expect([await weapon("bow", "damage"), await weapon("bow", "range"), await weapon("bow", "kind")]).toEqual(["1d6", "6", "Ranged"]);
    expect(await page.locator('.factions-weapons tr[data-item-id="bow"] .fray-tag').allInnerTexts()).toEqual(["Great weapon", "Damaged"]);
    expect(await page.locator('.factions-weapons tr[data-item-id="firepot"] .fray-tag').allInnerTexts()).toEqual(["Hand weapon", "Blast"]);
    expect(await page.locator('.factions-weapons tr[data-item-id="chair"] .fray-tag').allInnerTexts()).toEqual(["Hand weapon", "Improvised", "Broken"]);
    expect(await page.locator('.factions-weapons [data-action="attack"]').count()).toBe(5);
    expect(await page.locator('.factions-weapons tr.unarmed [data-action="attack"]').count()).toBe(1);
    expect(await text(".factions-weapons tr.unarmed .damage")).toBe("1d4");
  });

  it("her mail is worn and her shield held; two draughts have a Use button, the empty antidote none", async () => {
    await page.setContent(sellswordHtml({ gm: false }));
    expect(await text('.factions-protection-list li[data-item-id="mail"] .factions-state')).toBe("Worn");
    expect(await text('.factions-protection-list li[data-item-id="shield"] .factions-state')).toBe("Held");
    expect(await text('.factions-consumable-list li[data-item-id="draught"] .quantity')).toBe("× 2");
    expect(await page.locator('.factions-consumable-list li[data-item-id="draught"] [data-factions-action="useConsumable"]').count()).toBe(1);
    expect(await page.locator('.factions-consumable-list li[data-item-id="antidote"] [data-factions-action="useConsumable"]').count()).toBe(0);
  });

  it("the troll's stat block: its hide's 2 armour, immune to fear, Incapacitated at 0 health, its statuses shown, faction left to its token", async () => {
    const statuses = ["incapacitated", "poisoned"];
    expect(await shoot(page, creatureHtml("Troll", "factionsMonster", prepared(troll(), []), [], { gm: true, statuses }), ".application", "factions-monster.png")).toEqual([]);
    expect(await text(".fray-vital.armour .fray-vital-value")).toBe("2");
    expect(await page.locator(".factions-armour-lines li").allInnerTexts()).toEqual(["Own\n2"]);
    expect(await page.locator('[name="system.immuneToFear"]').isChecked()).toBe(true);
    expect(await text(".factions-incapacitated")).toBe("Incapacitated");
    expect(await page.locator(".factions-status").allInnerTexts()).toEqual(["Poisoned"]);
    expect(await page.locator('[name="system.faction"]').getAttribute("placeholder")).toBe("Blank: the token's disposition");
    expect(await page.locator('[name="system.groupSize"]').inputValue()).toBe("1");
    expect(await page.locator('[name="system.background"]').count()).toBe(0);
  });

  it("in a started fight, This round shows a bonus action taken: another bonus or the main action and the zone of movement left", async () => {
    await page.setContent(sellswordHtml({ gm: false, budget: { bonus: 1 } }));
    const slots = await page.locator(".factions-round-slots li").evaluateAll((items) => items.map((li) => [li.getAttribute("data-slot"), li.classList.contains("available")]));
    expect(slots).toEqual([["bonus", true], ["main", true], ["move", true]]);
    await page.setContent(sellswordHtml({ gm: false, budget: { bonus: 1, main: true, moved: true } }));
    expect(await page.locator(".factions-round-slots li.available").count()).toBe(0);
    await page.setContent(sellswordHtml({ gm: false }));
    expect(await page.locator(".factions-round").count()).toBe(0);
  });

  it("a turn spent on a reaction says so instead of what is left", async () => {
    expect(await shoot(page, sellswordHtml({ gm: false, budget: { reacted: true } }), ".factions-turn", "factions-round-reacted.png")).toEqual([]);
    expect(await text(".factions-turn-over")).toBe("The turn went on a reaction: nothing else until the next round.");
    expect(await page.locator(".factions-round-slots li").count()).toBe(0);
  });

  it("the turn's buttons: bonus actions, a complex interaction, swapping two items, moving a zone and surrendering; attacking is on the weapons", async () => {
    await page.setContent(sellswordHtml({ gm: false }));
    const buttons = await page.locator('.factions-turn-actions [data-action="takeAction"]').evaluateAll((all) => all.map((button) => button.getAttribute("data-factions-action")));
    expect(buttons).toEqual(["pickUpOrPutDown", "equip", "swapItems", "interact", "speak", "complexInteraction", "surrender", "move"]);
  });
});
