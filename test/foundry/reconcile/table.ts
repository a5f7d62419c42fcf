/**
 * A started fight with the GM's combat hooks and the arrival's reconciliation registered, for the
 * suites that take combatants in and out around undo and around a GM's absence: the double for a GM
 * and two players, the shell over it, and the reads a test compares (the engine's fighters, the
 * encounter's combatants).
 */
import { makeCombat } from "../../foundry-double/combat";
import { hooksTable } from "../hooks-table";

export const table = await hooksTable([
  { id: "gm", isGM: true },
  // A second GM, logged out until a test hands the fight over to them (the fault-injection suite).
  { id: "gm2", isGM: true, active: false },
  { id: "p1", isGM: false },
  { id: "p2", isGM: false },
]);
const { recorded, combats, net, dice, FrayCombat, FrayCombatData, handleStart, handleTurn, settle, registerCombatHooks } = table;
const { adapterOf, stateOf } = await import("../../../src/foundry/combat/combat-engine");
const { allowedIntents } = await import("../../../src/core/turns/adapters/allowed");
const { activeRules } = await import("../../../src/foundry/active-ruleset");
const { registerArrivalReconcile } = await import("../../../src/foundry/combat/arrival-reconcile");
const { watchActiveGm } = await import("../../../src/foundry/channel");

type Doc = Record<string, any>;
export const g = globalThis as Doc;
export const GM = { userId: "gm", isGM: true };

registerCombatHooks();
registerArrivalReconcile();
watchActiveGm();

/** Actors the table knows: those in the fight at the start, and Wren and the Ogre, who may come in later. */
export const SEEDS = [
  { id: "maren", name: "Maren", group: "party", owners: ["p1"] },
  { id: "tamsin", name: "Tamsin", group: "party", owners: ["p2"] },
  { id: "gob", name: "Goblin", group: "foes", owners: [] },
  { id: "chief", name: "Chieftain", group: "foes", owners: [] },
  { id: "wren", name: "Wren", group: "party", owners: ["p1"] },
  { id: "ogre", name: "Ogre", group: "foes", owners: [] },
];

let combat: Doc;
export const fight = () => combat;

/** A fresh encounter with Wren and the Ogre waiting outside it; started in `structure` when one is named. */
export async function newFight(structure?: string): Promise<Doc> {
  net.actAs("gm");
  net.connect("gm", true);
  net.connect("gm2", false);
  combat = makeCombat(FrayCombat as never, FrayCombatData as never, SEEDS, ["party", "foes"], recorded);
  combats.clear();
  combats.set("combat1", combat);
  await combat.deleteEmbeddedDocuments("Combatant", ["wren", "ogre"]);
  await settle();
  if (structure) {
    const answer = await handleStart({ combatId: "combat1", structure, choices: { startedBy: "party", attacked: "foes", partyGroupId: "party" } }, "gm");
    if (!answer.ok) throw new Error(`the fight did not start: ${JSON.stringify(answer)}`);
    await settle();
  }
  return combat;
}

/** The engine's fighters, by id, sorted. */
export const fighterIds = () => {
  const adapter = adapterOf(combat as never);
  return adapter ? adapter.view(stateOf(combat as never)).fighters.map((fighter) => fighter.id).sort() : [];
};
/** The encounter's combatants, by id, sorted. */
export const combatantIds = () => combat.combatants.contents.map((c: Doc) => c.id as string).sort();
export const fighter = (id: string) => adapterOf(combat as never)?.view(stateOf(combat as never)).fighters.find((f) => f.id === id);

/** Runs a command as the GM, and waits until the GM has followed everything it set off. */
export async function gmDoes(kind: string, extra: Doc = {}): Promise<Doc> {
  const answer = await handleTurn({ combatId: "combat1", intent: { kind, ...extra } }, "gm");
  await settle();
  return answer;
}

/** What the GM may press now (Undo and taking someone out aside), the declared action filled in from the ruleset's list. */
export function gmChoices(): Doc[] {
  const adapter = adapterOf(combat as never);
  if (!adapter) return [];
  const declare = activeRules().declaredActions[0]?.id ?? "none";
  return allowedIntents(adapter, stateOf(combat as never), GM)
    .filter((intent) => intent.kind !== "undo" && intent.kind !== "leave")
    .map((intent) => (intent.kind === "declare" ? { ...intent, actionId: declare } : intent));
}

/** Runs a write on a user's client and waits until the GM (if one is there) has followed it. */
export async function as(userId: string, write: () => Promise<any>): Promise<any> {
  const done = await net.on(userId, write);
  await settle();
  return done;
}

/** Some dice for whatever the GM rolls next. */
export const arm = (faces: number[] = [7, 12, 3, 15, 9, 4, 18, 6, 11, 2]) => dice.splice(0, dice.length, ...faces, ...faces, ...faces);

export { recorded, net, dice, settle };

/** Each seed's owner, by actor id (a combatant of an actor with none is the GM's alone). */
export const OWNERS: Record<string, string> = Object.fromEntries(SEEDS.flatMap((seed) => seed.owners.map((owner) => [seed.id, owner])));
/** The pick-th of a list, going round. */
export const nth = <T>(list: readonly T[], pick: number): T | undefined => list[pick % Math.max(1, list.length)];

/** `by(combatant)` takes a combatant out (deleting its token deletes it too); the encounter always keeps a few, as a table would. */
export async function removeOne(by: (combatant: Doc) => string | null, pick: number): Promise<void> {
  const candidates: Doc[] = fight().combatants.contents.filter((c: Doc) => by(c) !== null);
  const chosen = nth(candidates, pick);
  if (!chosen || fight().combatants.size <= 3) return;
  await as(by(chosen)!, () => fight().deleteEmbeddedDocuments("Combatant", [chosen.id]));
}
