/**
 * A `declared` world in the Foundry double for the declaration tests: three players round the table in
 * the world's user order, p1 (the rogue) at the GM's left, then p2 (the fighter), then p3 (the cleric);
 * the GM runs two goblins; a second GM (gm2) is not logged in. Each creature's actor holds its Agility
 * score. Commands go through the real channel, registered as the world's init registers them: the
 * tracker's `turn`, and a secret declaration's commitment on the socket and opening by query.
 */
import { expect } from "vitest";
import { makeCombat } from "../foundry-double/combat";
import { installFightDouble } from "../foundry-double";

export const { recorded, combats, net, dice, settings, notices } = installFightDouble([
  { id: "gm", isGM: true },
  { id: "gm2", isGM: true, active: false },
  { id: "p1", isGM: false },
  { id: "p2", isGM: false },
  { id: "p3", isGM: false },
]);
settings.set("fray.ruleset", "declared");

const { FrayCombat } = await import("../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../src/foundry/combat/combat-model");
const { handleStart, handleTurn } = await import("../../src/foundry/combat/combat-queries");
const { listenOnSocket, registerGmHandler, registerPlayerHandler } = await import("../../src/foundry/channel");
const { answerSealedOpening, handleSealCommitment, SEAL_COMMAND, SEAL_QUERY } = await import("../../src/foundry/combat/sealed-channel");
const { registerSealedRecovery } = await import("../../src/foundry/combat/sealed-recovery");
const { DECLARE_PUSH } = await import("../../src/foundry/combat/push-declarations");

const g = globalThis as Record<string, any>;
g.CONFIG = { ...(g.CONFIG ?? {}), queries: { ...(g.CONFIG?.queries ?? {}) } };
registerGmHandler("turn", handleTurn);
registerGmHandler(SEAL_COMMAND, handleSealCommitment);
g.CONFIG.queries[SEAL_QUERY] = answerSealedOpening;
// The declare push opens a dialog on a player's client; here it only records that it came.
export const prompted: [string, unknown][] = [];
registerPlayerHandler(DECLARE_PUSH, async (payload) => void prompted.push([String(g.game.user?.id), payload]));
registerSealedRecovery();
listenOnSocket();

type Doc = Record<string, any>;
const AGILITY: Record<string, number> = { rogue: 16, fighter: 12, cleric: 9, goblinA: 12, goblinB: 12 };
let current: Doc | null = null;

/** The fight the last `start` began. */
export function combat(): Doc {
  if (!current) throw new Error("no fight started");
  return current;
}

function newFight(): Doc {
  const fight = makeCombat(FrayCombat as never, FrayCombatData as never, [
    { id: "goblinA", name: "Goblin A", group: null, owners: [] },
    { id: "cleric", name: "Cleric", group: null, owners: ["p3"] },
    { id: "rogue", name: "Rogue", group: null, owners: ["p1"] },
    { id: "goblinB", name: "Goblin B", group: null, owners: [] },
    { id: "fighter", name: "Fighter", group: null, owners: ["p2"] },
  ], [], recorded) as Doc;
  for (const combatant of fight.combatants.contents) {
    combatant.actor.system = { attributes: { agility: { score: AGILITY[combatant.id], damage: 0 } } };
  }
  combats.set("combat1", fight);
  return fight;
}

/** The GM starts a declared fight with the world's order of declarations set to `order`. */
export async function start(order: string): Promise<void> {
  settings.set("fray.declaredDeclarationOrder", order);
  current = newFight();
  dice.splice(0, dice.length, 5, 7, 3, 9, 4);
  expect(await handleStart({ combatId: "combat1", structure: "declared", choices: {} }, "gm")).toEqual({ ok: true });
  await net.settle();
}

/** `by` declares for the combatant (full defense unless told) from their own client, as the tracker's button does. */
export async function declare(combatantId: string, by: string, actionId = "fullDefense"): Promise<void> {
  expect(await declareAs(combatantId, by, actionId)).toEqual({ ok: true });
}

/** What `by`'s client hears back when declaring from the tracker (FrayCombat#issue). */
export async function declareAs(combatantId: string, by: string, actionId = "fullDefense"): Promise<unknown> {
  const answer = await net.on(by, () => (combat() as unknown as InstanceType<typeof FrayCombat>).issue({ kind: "declare", combatantId, actionId }));
  await net.settle();
  return answer;
}

/** Who was pushed the declare dialog since the last call, as [user, combatants]. */
export function asked(): [string, string[]][] {
  const pushes = net.sent.splice(0).map((sent) => sent.message as { type: string; kind: string; to: string; payload: { combatantIds: string[] } });
  return pushes.filter((m) => m.type === "push" && m.kind === "declare").map((m) => [m.to, m.payload.combatantIds]);
}

/** What the GM was told to declare for since the last call. */
export function gmTold(): string[] {
  return notices.splice(0).filter((n) => n.level === "info").map((n) => n.message);
}

/** A fight the GM has yet to start. */
export function unstarted(): Doc {
  current = newFight();
  return current;
}
