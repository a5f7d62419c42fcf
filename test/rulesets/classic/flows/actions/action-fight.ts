/**
 * A classic fight for the action and attack of opportunity tests, on the attack flow's doubles
 * (flows/attack/fight.ts) with the action flow registered as the ruleset registers it. Maren (p1,
 * friendly, a mace she is trained with) stands at square 0; the orc (the GM's, hostile, a greataxe)
 * next to her at square 1; Pip (p2, friendly, a martial longsword he is not trained with) at square 3.
 * Maren carries two potions of healing (2d8+3) and, when a test says so, a potion belt or worn armour.
 */
import { fireOnEveryClient as fireHook } from "../../../../support/document-hooks";
import { moveTokenThrough } from "../../../../foundry-double/token-moves";
import { giveUpdate, gmOnly } from "../../../../foundry-double/document-update";
import { askGm, classicFight, double, resetDoubles, settle, startIndividual, world } from "../attack/fight";

type Plain = Record<string, any>;
const g = globalThis as Plain;
const { registerClassicActions } = await import("../../../../../src/rulesets/classic/flows/actions/register");
const { takeClassicAction } = await import("../../../../../src/rulesets/classic/flows/actions/take-action");
const { handleTurn } = await import("../../../../../src/foundry/combat/combat-queries");
const models = await import("../../../../../src/rulesets/classic/models");
const { initialData } = await import("../../../../../src/core/schema/spec");
const { gearSchema } = await import("../../../../../src/rulesets/classic/schema/items");
registerClassicActions();

/** What the override dialog answers next (DialogV2.confirm resolves true or false: https://foundryvtt.com/api/v13/classes/foundry.applications.api.DialogV2.html#confirm). */
export const confirms: boolean[] = [];
export const confirmed: { title: string; content: string }[] = [];
g.foundry.applications.api.DialogV2.confirm = async (config: { window: { title: string }; content: string }) => {
  confirmed.push({ title: config.window.title, content: config.content });
  return confirms.shift() ?? false;
};

const SQUARE = 100;
export let fight: { combat: Plain; creatures: Record<string, Plain> };

/**
 * A gear item the GM may update: Item#update merges the change into the item's data
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update), the double's (foundry-double/document-update).
 */
function gear(id: string, name: string, fields: Plain): Plain {
  const system = Object.assign(new models.ClassicGearData(), structuredClone(initialData(gearSchema)), fields);
  return giveUpdate({ id, name, type: "classicGear", system } as Plain, { mayWrite: gmOnly });
}

/** Token dispositions: 1 friendly, −1 hostile (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#disposition). */
export function setUp(options: { belt?: boolean; orcAt?: number; armour?: Plain } = {}): void {
  resetDoubles();
  confirms.length = 0;
  confirmed.length = 0;
  fight = classicFight([
    {
      id: "maren",
      name: "Maren",
      owners: ["p1"],
      square: 0,
      fields: { health: { value: 5, max: 20 } },
      items: [{ id: "mace", name: "Mace", kind: "weapon", fields: { held: "primary", trainingGroup: "simple" } }, ...(options.armour ? [{ id: "mail", name: "Chain Shirt", kind: "armour" as const, fields: { worn: true, ...options.armour } }] : [])],
    },
    { id: "orc", name: "Orc", owners: [], monster: true, square: options.orcAt ?? 1, items: [{ id: "axe", name: "Greataxe", kind: "weapon", fields: { held: "primary", trainingGroup: "martial", twoHanded: true } }] },
    { id: "pip", name: "Pip", owners: ["p2"], square: 3, items: [{ id: "sword", name: "Longsword", kind: "weapon", fields: { held: "primary", trainingGroup: "martial" } }] },
  ]);
  const maren = fight.creatures.maren!;
  maren.items.contents.push(gear("potion", "Potion of Healing", { kind: "potion", quantity: 2, healing: "2d8+3" }));
  if (options.belt) maren.items.contents.push(gear("belt", "Potion Belt", { kind: "potionBelt" }));
  for (const [id, actor] of Object.entries(fight.creatures)) Object.assign(actor.getActiveTokens()[0].document, { disposition: id === "orc" ? -1 : 1 });
}

/** A document hook on every connected client (test/support/document-hooks.ts). */
const fireOnEveryClient = (name: string, document: unknown, changed: unknown, userId: string) => fireHook(double.net, name, document, changed, userId);

/** The fight starts (Maren 20, the orc 15, Pip 5) and the GM's combat update reaches every client. */
export async function begin(): Promise<void> {
  await startIndividual([20, 15, 5]);
  fireOnEveryClient("updateCombat", fight.combat, { system: {} }, "gm");
  await settle();
}

/** A tracker button as the GM presses it (act, endTurn, hold, triggerHeld …). */
export async function turn(intent: Plain) {
  const answer = await double.net.on("gm", () => handleTurn({ combatId: "combat1", intent }, "gm"));
  await settle();
  return answer;
}

/**
 * `userId` drags the creature's token to square `col` of the first row, through the [col, row] corners
 * `via` first (straight along the row without them), passing each square between: every client hears the move.
 */
export async function move(userId: string, id: string, col: number, via: readonly (readonly [number, number])[] = []): Promise<void> {
  const corners = [...via, [col, 0] as const].map(([x, y]) => ({ x: x * SQUARE, y: y * SQUARE }));
  moveTokenThrough(double.net, fight.creatures[id]!.getActiveTokens()[0].document, corners, userId);
  await settle();
}

/** `userId` presses the creature's sheet button for `action` (the sheet calls takeClassicAction). */
export async function take(userId: string, id: string, action: string, itemId?: string): Promise<void> {
  double.actAs(userId);
  await takeClassicAction(fight.creatures[id] as never, action, itemId);
  double.actAs("gm");
  await settle();
}

/** `userId` casts a spell from the creature's sheet, answering the dialog: its somatic components and whether something removes them. */
export async function cast(userId: string, id: string, spell: { somatic: boolean; somaticRemoved: boolean } = { somatic: true, somaticRemoved: false }): Promise<void> {
  double.answers.push(spell);
  await take(userId, id, "castSpell");
}

export const offers = () => [...double.messages.values()].filter((message) => message.flags?.fray?.classicOpportunity);
export const actionLines = () => [...double.messages.values()].filter((message) => String(message.content).includes("fray-classic-action"));
export const words = (content: string) => content.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
export { askGm, double, world };
