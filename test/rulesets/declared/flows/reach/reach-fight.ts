/**
 * A declared fight for the reach tests, on the attack flow's doubles (flows/attack/fight.ts) with the
 * reach flow registered as the ruleset registers it: Maren (p1, friendly) with a longsword at square 0,
 * a hobgoblin (hostile, a spear) and Maya (p2, friendly, a longsword) further along the row.
 */
import { fireOnEveryClient as fireHook } from "../../../../support/document-hooks";
import { moveTokenThrough } from "../../../../foundry-double/token-moves";
import { declaredFight, double, resetDoubles, settle, startDeclared, world } from "../attack/fight";

type Plain = Record<string, any>;
const g = globalThis as Plain;
const { registerDeclaredReach } = await import("../../../../../src/rulesets/declared/flows/reach/register");
registerDeclaredReach();

const sword = { id: "sword", name: "Longsword", kind: "weapon" as const, fields: { speed: 5 } };
const spear = { id: "spear", name: "Spear", kind: "weapon" as const, fields: { speed: 3 } };
const SQUARE = 100;

export let fight: ReturnType<typeof declaredFight>;

/** Token dispositions: 1 friendly, −1 hostile (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#disposition). */
export function setUp(hobAt = 3, mayaAt = 8): void {
  resetDoubles();
  world.settings.set("fray.declaredRiposte", "anyone");
  fight = declaredFight([
    { id: "maren", name: "Maren", owners: ["p1"], items: [sword], fields: { health: { value: 12, max: 12 } } },
    { id: "hob", name: "Hobgoblin", owners: [], monster: true, items: [spear], fields: { health: { value: 9, max: 9 } } },
    { id: "maya", name: "Maya", owners: ["p2"], items: [sword], fields: { health: { value: 10, max: 10 } } },
  ]);
  const at: Record<string, number> = { maren: 0, hob: hobAt, maya: mayaAt };
  for (const [id, creature] of Object.entries(fight.creatures)) Object.assign(creature.token.document, { x: at[id]! * SQUARE, disposition: id === "hob" ? -1 : 1 });
}

/** A document hook on every connected client (test/support/document-hooks.ts). */
const fireOnEveryClient = (name: string, document: unknown, changed: unknown, userId: string) => fireHook(double.net, name, document, changed, userId);

/** The GM's fight starts (the GM's combat update reaches every client as `updateCombat`), and everyone declares. */
export async function begin(declarations: Record<string, string> = { maren: "attack:sword", hob: "attack:spear", maya: "attack:sword" }): Promise<void> {
  await startDeclared([5, 6, 7], declarations);
  fireOnEveryClient("updateCombat", fight.combat, { system: {} }, "gm");
  await settle();
}

/** `userId` drags the token along its row to square `col` (through `via` squares first, if given): every client hears the move. */
export async function move(userId: string, id: string, col: number, via: readonly number[] = []): Promise<void> {
  const corners = [...via, col].map((each) => ({ x: each * SQUARE, y: 0 }));
  moveTokenThrough(double.net, fight.creatures[id]!.token.document, corners, userId);
  await settle();
}

export const reachCards = () => [...double.messages.values()].filter((message) => message.type === "declaredReach");
