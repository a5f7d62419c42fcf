import { describe, expect, it, vi } from "vitest";
import { installBootDouble } from "../../../foundry-double/boot";
import type { ItemRow } from "../../../../src/foundry/sheets/item-row";
import { fighter, greatsword, heavyShield, longsword } from "./creatures";

const flows = vi.hoisted(() => ({
  attack: vi.fn(async () => undefined),
  maneuver: vi.fn(async () => undefined),
  action: vi.fn(async () => undefined),
  deathSave: vi.fn(async () => undefined),
  rest: vi.fn(async () => undefined),
}));
vi.mock("../../../../src/rulesets/classic/flows/attack/start-attack", () => ({ startClassicAttack: flows.attack }));
vi.mock("../../../../src/rulesets/classic/flows/maneuvers/start-maneuver", () => ({ startClassicManeuver: flows.maneuver }));
vi.mock("../../../../src/rulesets/classic/flows/actions/take-action", () => ({ takeClassicAction: flows.action }));
vi.mock("../../../../src/rulesets/classic/flows/dying/death-save", () => ({ rollClassicDeathSave: flows.deathSave }));
vi.mock("../../../../src/rulesets/classic/flows/dying/rest", () => ({ restClassicCreature: flows.rest }));

const { notices } = installBootDouble();
const { ClassicCreatureSheet } = await import("../../../../src/rulesets/classic/sheets/creature-sheet");

type Handler = (this: unknown, event: unknown, target: unknown) => Promise<void>;
const action = (name: string) => (ClassicCreatureSheet.DEFAULT_OPTIONS.actions as Record<string, Handler>)[name]!;

/** A button: its own data, and `closest` finding the row's data the way the sheet's markup carries it. */
const button = (own: Record<string, string>, row: Record<string, string> = {}) => ({ dataset: own, closest: () => ({ dataset: row }) });

/** The sheet's actor: the fighter with his items, recording what the sheet writes. */
function sheetOnFighter(rows: ItemRow[]) {
  const embedded: unknown[] = [];
  const itemWrites: [string, unknown][] = [];
  const items = new Map(rows.map((row) => [row.id, { ...row, update: async (data: unknown) => void itemWrites.push([row.id, data]) }]));
  const actor = {
    name: "Aldric",
    type: "classicCharacter",
    system: fighter(),
    items: { get: (id: string) => items.get(id), contents: [...items.values()] },
    updateEmbeddedDocuments: async (_name: string, updates: unknown[]) => void embedded.push(updates),
  };
  // The sheet as ApplicationV2 binds `this` for an action: an instance whose `actor` is the document.
  const sheet = Object.assign(Object.create(ClassicCreatureSheet.prototype) as object, { actor });
  return { sheet, actor, embedded, itemWrites };
}

describe("the buttons of a classic sheet", () => {
  it("the crosshairs on the longsword's row attack with it; the shield's row bashes with the shield", async () => {
    const { sheet, actor } = sheetOnFighter([longsword(), heavyShield()]);
    await action("attack").call(sheet, {}, button({}, { itemId: "longsword" }));
    await action("attack").call(sheet, {}, button({}, { itemId: "shield" }));
    expect(flows.attack.mock.calls).toEqual([
      [actor, "longsword"],
      [actor, "shield"],
    ]);
  });

  it("a maneuver button starts that maneuver; a made-up one in the markup starts nothing", async () => {
    const { sheet, actor } = sheetOnFighter([]);
    await action("maneuver").call(sheet, {}, button({ maneuver: "trip" }));
    await action("maneuver").call(sheet, {}, button({ maneuver: "fireball" }));
    expect(flows.maneuver.mock.calls).toEqual([[actor, "trip"]]);
  });

  it("a 5-foot step names no item; Drink on a potion's row names the potion", async () => {
    const { sheet, actor } = sheetOnFighter([]);
    await action("takeAction").call(sheet, {}, button({ classicAction: "fiveFootStep" }));
    await action("takeAction").call(sheet, {}, button({ classicAction: "drinkPotion" }, { itemId: "potion" }));
    expect(flows.action.mock.calls).toEqual([
      [actor, "fiveFootStep"],
      [actor, "drinkPotion", "potion"],
    ]);
  });

  it("Death save and Rest a day hand the sheet's creature to their flows", async () => {
    const { sheet, actor } = sheetOnFighter([]);
    await action("deathSave").call(sheet, {}, button({}));
    await action("rest").call(sheet, {}, button({}));
    expect([flows.deathSave.mock.calls, flows.rest.mock.calls]).toEqual([[[actor]], [[actor]]]);
  });

  it("taking up the greatsword stows the longsword and keeps the shield in the offhand", async () => {
    const { sheet, embedded } = sheetOnFighter([longsword(), greatsword(), heavyShield()]);
    await action("wield").call(sheet, {}, button({ slot: "primary" }, { itemId: "greatsword" }));
    expect(embedded).toEqual([
      [
        { _id: "longsword", "system.held": "none" },
        { _id: "greatsword", "system.held": "primary" },
      ],
    ]);
  });

  it("a longsword in the offhand beside a greatsword is refused with the chapter's reason, and nothing changes", async () => {
    const { sheet, embedded } = sheetOnFighter([longsword("none"), greatsword("primary")]);
    notices.length = 0;
    await action("wield").call(sheet, {}, button({ slot: "offhand" }, { itemId: "longsword" }));
    expect(embedded).toEqual([]);
    expect(notices).toEqual([{ level: "warn", message: "FRAY.Classic.Wield.Refused.dualWield" }]);
  });

  it("the Worn toggle takes the chain shirt off; a weapon has nothing to wear", async () => {
    const chain = { id: "chain", name: "Chain shirt", img: "", type: "classicArmour", system: { worn: true } };
    const { sheet, itemWrites } = sheetOnFighter([chain, longsword()]);
    await action("toggleWorn").call(sheet, {}, button({}, { itemId: "chain" }));
    await action("toggleWorn").call(sheet, {}, button({}, { itemId: "longsword" }));
    expect(itemWrites).toEqual([["chain", { system: { worn: false } }]]);
  });
});
