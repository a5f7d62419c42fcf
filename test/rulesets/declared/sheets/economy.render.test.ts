/**
 * The sheets' "this round" panel mid-fight in chromium: the Leonin hunter after his riposte (Reaction
 * spent), attacking with his longsword at initiative 9; the ghoul dying, having crawled this round.
 * Out of a fight the panel is not drawn. Screenshots for review.
 */
import { describe, expect, it } from "vitest";
import { actorBaseContext, textAt } from "../../../../src/foundry/sheets/base-context";
import type { ItemRow } from "../../../../src/foundry/sheets/item-row";
import { declaredCreatureSheetContext, type DeclaredSheetCreature } from "../../../../src/rulesets/declared/sheets/creature-context";
import { declaredEconomyPanel, type EconomyFacts } from "../../../../src/rulesets/declared/sheets/economy-panel";
import { declaredEconomy } from "../../../../src/rulesets/declared/rules/actions/economy";
import { DECLARED_CREATURE_PARTS } from "../../../../src/rulesets/declared/sheets/layout";
import { browserPage, shoot } from "../../../support/browser";
import { renderParts, sheetPage } from "../../../support/render-sheet";
import { foundryContext } from "../../../support/sheet-contexts";
import { flatLang } from "../../../support/lang";
import { claws, ghoul, hunterItems, leoninHunter, prepared } from "./creatures";

/** English from lang/en.json. */
const lang = flatLang();
const text = (key: string) => lang.get(key) ?? key;

const doc = (name: string, type: string) => ({ _id: name, name, img: "icons/svg/mystery-man.svg", type, system: {} });

/** What DeclaredCreatureSheet#_prepareContext assembles, with the round panel when the creature is in a started fight. */
function sheetHtml(name: string, type: "declaredCharacter" | "declaredMonster", system: DeclaredSheetCreature["system"], items: ItemRow[], facts: EconomyFacts | null): string {
  const context = { ...foundryContext(doc(name, type)), ...actorBaseContext(system, {}, textAt(system, "notes")), ...declaredCreatureSheetContext({ system, items, gm: true }), economy: facts && declaredEconomyPanel(facts) };
  const [classes, width] = type === "declaredCharacter" ? ["character", 760] : ["monster", 640];
  return sheetPage(name, `sheet fray actor declared ${classes}`, width, renderParts(DECLARED_CREATURE_PARTS, context));
}

const budget = (taken: { standard: number; free: number; reaction: number }, moved = false) => declaredEconomy.read({ taken, moved });

describe("the round panel on a declared sheet in chromium", () => {
  const page = browserPage({ width: 820, height: 1200 });
  const text$ = (selector: string) => page.locator(selector).first().innerText();
  const slots = () => page.locator(".declared-economy-slots li").allInnerTexts();

  it("Rhosk mid-fight: Standard and Free left, Reaction spent, 'Attack with Longsword' at initiative 9", async () => {
    const items = hunterItems();
    const system = prepared(leoninHunter(), items);
    const spent = budget({ standard: 0, free: 0, reaction: 1 });
    const facts = { budget: spent, woundState: system.derived.woundState, declared: { label: "Attack with Longsword", initiative: 9 } };
    expect(await shoot(page, sheetHtml("Rhosk", "declaredCharacter", system, items, facts), ".application", "declared-character-mid-fight.png")).toEqual([]);
    expect((await slots()).map((slot) => slot.trim())).toEqual(["Standard", "Free", "Reaction"]);
    expect((await page.locator(".declared-economy-slots .spent").allInnerTexts()).map((slot) => slot.trim())).toEqual(["Reaction"]);
    expect(await text$(".declared-economy-declared .action")).toBe("Attack with Longsword");
    expect(await text$(".declared-economy-declared .initiative")).toBe(`${text("FRAY.Declared.Sheet.Economy.initiative")} 9`);
    expect(await page.locator(".declared-economy-allowance").count()).toBe(0);
  });

  it("the ghoul dying, having crawled: nothing left, 'Moved' struck, the dying allowance; nothing declared yet", async () => {
    const items = [claws()];
    const system = prepared(ghoul(), items);
    const facts = { budget: budget({ standard: 0, free: 0, reaction: 0 }, true), woundState: system.derived.woundState, declared: null };
    expect(await shoot(page, sheetHtml("Ghoul", "declaredMonster", system, items, facts), ".application", "declared-monster-dying-mid-fight.png")).toEqual([]);
    expect(await page.locator(".declared-economy-slots .available").count()).toBe(0);
    expect(await text$(".declared-economy-slots .movement.spent")).toContain(text("FRAY.Declared.Sheet.Economy.moved"));
    expect(await text$(".declared-economy-allowance")).toBe(text("FRAY.Declared.Sheet.Economy.Allowance.dying"));
    expect(await text$(".declared-economy-declared .none")).toBe(text("FRAY.Declared.Sheet.Economy.nothingDeclared"));
  });

  it("out of a fight the sheet draws no round panel", async () => {
    const items = hunterItems();
    await page.setContent(sheetHtml("Rhosk", "declaredCharacter", prepared(leoninHunter(), items), items, null));
    expect(await page.locator(".declared-economy").count()).toBe(0);
  });
});
