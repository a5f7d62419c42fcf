import { describe, expect, it, vi } from "vitest";
import { installBootDouble } from "../../../foundry-double/boot";
import { leoninHunter } from "./creatures";

const flows = vi.hoisted(() => ({ attack: vi.fn(async () => undefined), stabilize: vi.fn(async () => undefined) }));
vi.mock("../../../../src/rulesets/declared/flows/attack/start-attack", () => ({ startDeclaredAttack: flows.attack }));
vi.mock("../../../../src/rulesets/declared/flows/round/stabilize", () => ({ startStabilize: flows.stabilize }));

const { net } = installBootDouble();
const { DeclaredCreatureSheet } = await import("../../../../src/rulesets/declared/sheets/creature-sheet");

type Handler = (this: unknown, event: unknown, target: unknown) => Promise<void>;
const action = (name: string) => (DeclaredCreatureSheet.DEFAULT_OPTIONS.actions as Record<string, Handler>)[name]!;

/** A button inside a row: `closest` finds the row's data the way the sheet's markup carries it. */
const buttonIn = (dataset: Record<string, string>) => ({ closest: () => ({ dataset }) });

/** The sheet's actor: the hunter with his two armour pieces, recording what the sheet writes. */
function sheetOnHunter() {
  const writes: unknown[] = [];
  const itemWrites: [string, unknown][] = [];
  const item = (id: string, type: string, worn: boolean) => ({ id, type, system: { worn }, update: async (data: unknown) => void itemWrites.push([id, data]) });
  const items = new Map([["chain", item("chain", "declaredArmour", true)], ["longsword", item("longsword", "declaredWeapon", false)]]);
  const actor = { name: "Rhosk", type: "declaredCharacter", system: leoninHunter(), items: { get: (id: string) => items.get(id) }, update: async (data: unknown) => void writes.push(data) };
  // The sheet as ApplicationV2 binds `this` for an action: an instance whose `actor` is the document.
  const sheet = Object.assign(Object.create(DeclaredCreatureSheet.prototype) as object, { actor });
  return { sheet, actor, writes, itemWrites };
}

describe("the buttons of a declared sheet", () => {
  it("the crosshairs on the longsword's row start an attack by the sheet's creature with that weapon", async () => {
    const { sheet, actor } = sheetOnHunter();
    await action("attack").call(sheet, {}, buttonIn({ itemId: "longsword" }));
    expect(flows.attack).toHaveBeenCalledWith(actor, "longsword");
  });

  it("Stabilize beside Heal makes the sheet's creature the healer", async () => {
    const { sheet, actor } = sheetOnHunter();
    await action("stabilize").call(sheet, {}, buttonIn({}));
    expect(flows.stabilize).toHaveBeenCalledWith(actor);
  });

  it("the Worn toggle takes the chain shirt off; a weapon has nothing to wear", async () => {
    const { sheet, itemWrites } = sheetOnHunter();
    await action("toggleWorn").call(sheet, {}, buttonIn({ itemId: "chain" }));
    await action("toggleWorn").call(sheet, {}, buttonIn({ itemId: "longsword" }));
    expect(itemWrites).toEqual([["chain", { system: { worn: false } }]]);
  });

  it("the GM adds a blank blunt wound and removes the first injury; a player's click changes nothing", async () => {
    const { sheet, writes } = sheetOnHunter();
    net.actAs("p1");
    await action("addInjury").call(sheet, {}, buttonIn({}));
    await action("removeInjury").call(sheet, {}, buttonIn({ index: "0" }));
    expect(writes).toEqual([]);
    net.actAs("gm");
    await action("addInjury").call(sheet, {}, buttonIn({}));
    const [slash, shoulder] = leoninHunter().injuries;
    expect(writes).toEqual([{ system: { injuries: [slash, shoulder, { type: "blunt", amount: 1, name: "", effect: "", limb: null }] } }]);
    await action("removeInjury").call(sheet, {}, buttonIn({ index: "0" }));
    expect(writes[1]).toEqual({ system: { injuries: [shoulder] } });
  });
});
