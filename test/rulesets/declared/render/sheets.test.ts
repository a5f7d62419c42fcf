import { describe, expect, it } from "vitest";
import { actorBaseContext, textAt } from "../../../../src/foundry/sheets/base-context";
import type { ItemRow } from "../../../../src/foundry/sheets/item-row";
import { declaredCreatureSheetContext, type DeclaredSheetCreature } from "../../../../src/rulesets/declared/sheets/creature-context";
import { DECLARED_CREATURE_PARTS } from "../../../../src/rulesets/declared/sheets/layout";
import { browserPage, shoot } from "../../../support/browser";
import { renderParts, sheetPage } from "../../../support/render-sheet";
import { foundryContext } from "../../../support/sheet-contexts";
import { ghoul, hunterItems, leoninHunter, prepared, claws } from "../sheets/creatures";

const doc = (name: string, type: string) => ({ _id: name, name, img: "icons/svg/mystery-man.svg", type, system: {} });

/** What DeclaredCreatureSheet#_prepareContext assembles: Foundry's part, the base sheet's and the declared builder's. */
function creatureHtml(name: string, type: "declaredCharacter" | "declaredMonster", system: DeclaredSheetCreature["system"], items: ItemRow[], gm: boolean): string {
  const context = { ...foundryContext(doc(name, type)), ...actorBaseContext(system, {}, textAt(system, "notes")), ...declaredCreatureSheetContext({ system, items, gm }) };
  const [classes, width] = type === "declaredCharacter" ? ["character", 760] : ["monster", 640];
  return sheetPage(name, `sheet fray actor declared ${classes}`, width, renderParts(DECLARED_CREATURE_PARTS, context));
}

describe("what a player and the GM see on a declared sheet in chromium", () => {
  const page = browserPage({ width: 820, height: 1700 });
  const text = (selector: string) => page.locator(selector).first().innerText();

  it("the Leonin hunter's sheet: 5d8+15 Stress, 5 of 16 Wound Points (wounded), Defense 13 and Armour 3 with their parts", async () => {
    const items = hunterItems();
    expect(await shoot(page, creatureHtml("Rhosk", "declaredCharacter", prepared(leoninHunter(), items), items, false), ".application", "declared-character.png")).toEqual([]);
    expect(await text(".declared-stress-dice .formula")).toBe("5d8+15");
    expect(await text(".declared-stress-dice .average")).toBe("avg 37.5");
    expect(await page.locator('[name="system.health.value"]').inputValue()).toBe("5");
    expect(await text(".declared-pool.wounds .declared-max")).toBe("16");
    expect(await text(".declared-wound-state")).toBe("Wounded");
    expect(await text(".fray-vital.defense .fray-vital-value")).toBe("13");
    expect(await page.locator(".declared-defense-lines li").allInnerTexts()).toEqual(["Base\n+10", "Agility modifier\n+2", "Worn armour and shields\n+1"]);
    expect(await text(".fray-vital.armour .fray-vital-value")).toBe("3");
    expect(await text(".fray-vital.initiative .fray-vital-value")).toBe("1d12-2");
    expect(await text('.declared-attribute[data-key="dexterity"] .modifier')).toBe("\u22121");
    expect(await page.locator(".declared-attribute.damaged").count()).toBe(1);
    expect(await page.locator('.declared-skill[data-key="heal"] [data-action="stabilize"]').count()).toBe(1);
  });

  it("the hunter's gear: an attack button per weapon, ×crit and damage types, the shield he carries marked not worn", async () => {
    const items = hunterItems();
    await page.setContent(creatureHtml("Rhosk", "declaredCharacter", prepared(leoninHunter(), items), items, false));
    const sword = '.declared-weapons tr[data-item-id="longsword"]';
    expect(await text(`${sword} .speed`)).toBe("+3");
    expect(await text(`${sword} .types`)).toBe("Piercing, Slashing");
    expect(await text(`${sword} .critical`)).toBe("×2");
    expect(await page.locator('.declared-weapons [data-action="attack"]').count()).toBe(2);
    expect(await text('.declared-armour-list li[data-item-id="shield"] .declared-worn')).toBe("Not worn");
    expect(await text('.declared-armour-list li[data-item-id="chain"] .declared-worn')).toBe("Worn");
    expect(await text(".declared-consumables .modifier")).toBe("Initiative +6");
    expect(await text(".declared-spells .speed")).toBe("Speed +3");
    expect(await page.locator('.declared-consumables [data-action="useItem"]').allInnerTexts()).toEqual(["Use"]);
    expect(await page.locator('.declared-spells [data-action="cast"]').allInnerTexts()).toEqual(["Cast"]);
    expect(await page.locator('.declared-skill[data-key="intimidation"] [data-action="intimidate"]').count()).toBe(1);
  });

  it("a player reads the injuries and cannot change them: the crushed shoulder by its name, on the main arm", async () => {
    const items = hunterItems();
    await page.setContent(creatureHtml("Rhosk", "declaredCharacter", prepared(leoninHunter(), items), items, false));
    expect(await page.locator(".declared-injury").count()).toBe(2);
    expect(await text('.declared-injury[data-index="1"] .name')).toBe("Crushed shoulder");
    expect(await text('.declared-injury[data-index="1"] .limb')).toBe("Main arm");
    expect(await text('.declared-injury[data-index="0"] .type')).toBe("Slashing");
    expect(await page.locator('.declared-injuries [data-action="addInjury"], .declared-injuries input, .declared-injuries select').count()).toBe(0);
  });

  it("the ghoul's stat block as the GM runs it: dying at −3, its injuries editable and removable, a button to add one", async () => {
    const items = [claws()];
    expect(await shoot(page, creatureHtml("Ghoul", "declaredMonster", prepared(ghoul(), items), items, true), ".application", "declared-monster.png")).toEqual([]);
    expect(await text(".declared-wound-state")).toBe("Dying");
    expect(await page.locator('[name="system.stabilized"]').count()).toBe(1);
    expect(await text(".fray-vital.armour .fray-vital-value")).toBe("1");
    expect(await page.locator('[data-action="addInjury"]').count()).toBe(1);
    expect(await page.locator('[data-action="removeInjury"]').count()).toBe(2);
    expect(await page.locator('[name="system.injuries.0.name"]').inputValue()).toBe("Charred hand");
    expect(await page.locator('[name="system.injuries.0.type"]').inputValue()).toBe("fire");
    expect(await page.locator('[name="system.injuries.0.limb"]').inputValue()).toBe("offHand");
    expect(await page.locator('[name="system.injuries.1.limb"]').count()).toBe(0);
    expect(await page.locator('[name="system.class.name"]').count()).toBe(0);
  });

  it("a player sees a dying creature's state but cannot tick it stabilized: the Heal check does that", async () => {
    await page.setContent(creatureHtml("Ghoul", "declaredMonster", prepared(ghoul(), []), [], false));
    expect(await text(".declared-wound-state")).toBe("Dying");
    expect(await page.locator('[name="system.stabilized"]').count()).toBe(0);
    await page.setContent(creatureHtml("Ghoul", "declaredMonster", prepared({ ...ghoul(), stabilized: true }, []), [], false));
    expect(await text(".declared-wound-state")).toBe("Stabilized");
  });

  it("a table-keyed injury keeps its key when the GM edits the row", async () => {
    const items = hunterItems();
    await page.setContent(creatureHtml("Rhosk", "declaredCharacter", prepared(leoninHunter(), items), items, true));
    expect(await page.locator('[name="system.injuries.1.name"]').getAttribute("type")).toBe("hidden");
    expect(await page.locator('[name="system.injuries.1.name"]').inputValue()).toBe("FRAY.Declared.Injury.Blunt.crushedShoulder.Name");
    expect(await text('.declared-injury[data-index="1"] .name')).toBe("Crushed shoulder");
  });
});
