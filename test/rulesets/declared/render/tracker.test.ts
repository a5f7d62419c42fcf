/**
 * The tracker mid-round in a `declared` world, drawn in Chromium for the README: declared-action speed,
 * five creatures each with what it declared in words and the modifier, one step already resolved and
 * the next acting. Each creature has a portrait of its own (drawn here as an SVG data: URI, since the
 * harness has no Foundry icons).
 */
import { describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../support/browser";
import { portrait, speakEnglish, trackerPage } from "../../../support/tracker-page";
import { combat, net, start } from "../../../foundry/declared-table";

const { trackerContext } = await import("../../../../src/foundry/combat/tracker-context");
const { handleTurn } = await import("../../../../src/foundry/combat/combat-queries");
const { stateOf } = await import("../../../../src/foundry/combat/combat-engine");
const { storeEconomy } = await import("../../../../src/foundry/combat/round-budget");
const { declaredEconomy } = await import("../../../../src/rulesets/declared/rules/actions/economy");

speakEnglish();

type Doc = Record<string, any>;
const item = (id: string, name: string, type: string, system: object) => ({ id, name, type, system });

/** Who they are: a name, a portrait, and what they carry (the GM prices a declaration from these items). */
const CAST: Record<string, { name: string; img: string; items: Doc[] }> = {
  rogue: { name: "Wren Alder", img: portrait("#3c5a78", "#d9c7a3"), items: [item("dagger", "Dagger", "declaredWeapon", { speed: 1 }), item("draught", "Healing draught", "declaredConsumable", { quantity: 2 })] },
  fighter: { name: "Rhazzan", img: portrait("#7a3b22", "#e3b66b"), items: [item("greataxe", "Greataxe", "declaredWeapon", { speed: 8 })] },
  cleric: { name: "Oda Marrow", img: portrait("#5a4b7a", "#e6dcc8"), items: [item("sleep", "Sleep", "declaredSpell", { castingTN: 12 })] },
  goblinA: { name: "Goblin Skirmisher", img: portrait("#3f5a2c", "#9bb86a"), items: [item("spear", "Spear", "declaredWeapon", { speed: 3 })] },
  goblinB: { name: "Goblin Archer", img: portrait("#4b5a2c", "#b5c27a"), items: [item("shortbow", "Shortbow", "declaredWeapon", { speed: 2 })] },
};

function trackerHtml(): string {
  return trackerPage(net.on("gm", () => ({ hasCombat: true, ...(trackerContext(combat()) as object) })));
}

async function turn(intent: Doc): Promise<void> {
  expect(await handleTurn({ combatId: "combat1", intent }, "gm")).toEqual({ ok: true });
  await net.settle();
}

describe("the declared tracker mid-round", () => {
  const page = browserPage({ width: 360, height: 700 });

  it("every creature's declared action in words, the first step done and the next acting", async () => {
    await start("gmChooses");
    for (const combatant of combat().combatants.contents as Doc[]) {
      const who = CAST[combatant.id]!;
      // Combatant#name and #img, what the tracker shows (https://foundryvtt.com/api/v13/classes/foundry.documents.Combatant.html#img).
      Object.assign(combatant, { name: who.name, img: who.img });
      combatant.actor.items.contents.push(...who.items);
    }
    const declarations = { rogue: "attack:dagger", fighter: "attack:greataxe", cleric: "cast:sleep", goblinA: "attack:spear", goblinB: "fullDefense" };
    for (const [combatantId, actionId] of Object.entries(declarations)) await turn({ kind: "declare", combatantId, actionId });
    await turn({ kind: "lockDeclarations" });
    const first = (stateOf(combat() as never) as Doc).step as Doc;
    // The first step's creatures struck (their Standard action spent) and ended their part.
    for (const id of first.combatantIds as string[]) {
      const fresh = declaredEconomy.fresh();
      await storeEconomy(combat().combatants.get(id), { ...fresh, taken: { ...fresh.taken, standard: 1 } });
      await turn({ kind: "endTurn", combatantId: id });
    }
    expect(await shoot(page, trackerHtml(), ".application", "declared-tracker.png")).toEqual([]);
    expect(await page.locator(".fray-fighter").count()).toBe(5);
    expect(await page.locator(".fray-fighter .declared").allTextContents()).toContain(" Attack with Greataxe +8");
    expect(await page.locator(".fray-fighter.status-acting").count()).toBe(2);
    expect(await page.locator(".fray-fighter img").evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  });
});
