import { describe, expect, it, vi } from "vitest";
import { installBootDouble } from "../../../foundry-double/boot";
import type { ItemRow } from "../../../../src/foundry/sheets/item-row";
import { draught, mail, sellsword, shield, sword } from "./creatures";

const flows = vi.hoisted(() => ({
  attack: vi.fn(async () => undefined),
  action: vi.fn(async () => undefined),
  save: vi.fn(async () => undefined),
}));
vi.mock("../../../../src/rulesets/factions/flows/attack/start-attack", () => ({ startFactionsAttack: flows.attack }));
vi.mock("../../../../src/rulesets/factions/flows/actions/take-action", () => ({ takeFactionsAction: flows.action }));
vi.mock("../../../../src/rulesets/factions/sheets/save-roll", async (original) => ({ ...(await original<object>()), rollFactionsSave: flows.save }));

installBootDouble();
const { FactionsCreatureSheet } = await import("../../../../src/rulesets/factions/sheets/creature-sheet");

type Handler = (this: unknown, event: unknown, target: unknown) => Promise<void>;
const action = (name: string) => (FactionsCreatureSheet.DEFAULT_OPTIONS.actions as Record<string, Handler>)[name]!;

/** A button: its own data, and `closest` finding the row's data the way the sheet's markup carries it (none: no row). */
const button = (own: Record<string, string>, row?: Record<string, string>) => ({ dataset: own, closest: () => (row ? { dataset: row } : null) });

/** The sheet's actor: the sellsword with her items, recording what the sheet writes to them. */
function sheetOnSellsword(rows: ItemRow[]) {
  const itemWrites: [string, unknown][] = [];
  const items = new Map(rows.map((row) => [row.id, { ...row, update: async (data: unknown) => void itemWrites.push([row.id, data]) }]));
  const actor = { name: "Brenna", type: "factionsCharacter", system: sellsword(), items: { get: (id: string) => items.get(id), contents: [...items.values()] } };
  // The sheet as ApplicationV2 binds `this` for an action: an instance whose `actor` is the document.
  const sheet = Object.assign(Object.create(FactionsCreatureSheet.prototype) as object, { actor });
  return { sheet, actor, itemWrites };
}

describe("the buttons of a factions sheet", () => {
  it("a weapon row's Attack attacks with that weapon; the Unarmed row's attacks with none", async () => {
    const { sheet, actor } = sheetOnSellsword([sword()]);
    await action("attack").call(sheet, {}, button({}, { itemId: "sword" }));
    await action("attack").call(sheet, {}, button({}));
    expect(flows.attack.mock.calls).toEqual([
      [actor, "sword"],
      [actor, null],
    ]);
  });

  it("each score's Save rolls that save; a button naming no score rolls nothing", async () => {
    const { sheet, actor } = sheetOnSellsword([]);
    await action("save").call(sheet, {}, button({ score: "agi" }));
    await action("save").call(sheet, {}, button({ score: "cha" }));
    expect(flows.save.mock.calls).toEqual([[actor, "agi"]]);
  });

  it("the turn's buttons take their action; a consumable's Use names its row's item; the attack is not taken here", async () => {
    const { sheet, actor } = sheetOnSellsword([draught()]);
    await action("takeAction").call(sheet, {}, button({ factionsAction: "move" }));
    await action("takeAction").call(sheet, {}, button({ factionsAction: "useConsumable" }, { itemId: "draught" }));
    await action("takeAction").call(sheet, {}, button({ factionsAction: "attack" }));
    expect(flows.action.mock.calls).toEqual([
      [actor, "move", ""],
      [actor, "useConsumable", "draught"],
    ]);
  });

  it("Worn puts mail on or off; Held takes a shield up or puts it away; neither touches another kind of item", async () => {
    const { sheet, itemWrites } = sheetOnSellsword([mail(true), shield(false), sword()]);
    await action("toggleWorn").call(sheet, {}, button({}, { itemId: "mail" }));
    await action("toggleHeld").call(sheet, {}, button({}, { itemId: "shield" }));
    await action("toggleHeld").call(sheet, {}, button({}, { itemId: "sword" }));
    expect(itemWrites).toEqual([
      ["mail", { system: { worn: false } }],
      ["shield", { system: { held: true } }],
    ]);
  });
});
