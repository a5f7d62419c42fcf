/**
 * The secret order of declarations on the declared table (../declared-table.ts), for the tests of each
 * half of a secret declaration's way to the GM. Each creature carries its own weapon, so the action it
 * declares names it ("attack:rogueDagger"). The table: p1's rogue, p2's fighter, p3's cleric, the GM's
 * two goblins; a second GM (gm2) not logged in.
 */
import { combat, declare, net, start } from "../declared-table";

export * from "../declared-table";

type Doc = Record<string, any>;
const g = globalThis as Record<string, any>;
const { trackerContext } = await import("../../../src/foundry/combat/tracker-context");
const { sendToGm } = await import("../../../src/foundry/channel");
const { commitmentOf } = await import("../../../src/core/sealed-declarations");
const { SEAL_COMMAND, SEAL_QUERY } = await import("../../../src/foundry/combat/sealed-channel");
const { stateOf } = await import("../../../src/foundry/combat/combat-engine");

export const WEAPON: Record<string, { id: string; speed: number }> = {
  rogue: { id: "rogueDagger", speed: 1 },
  fighter: { id: "fighterAxe", speed: 4 },
  cleric: { id: "clericMace", speed: 3 },
  goblinA: { id: "goblinSpearA", speed: 2 },
  goblinB: { id: "goblinSpearB", speed: 2 },
};
export const OWNER: Record<string, string> = { rogue: "p1", fighter: "p2", cleric: "p3", goblinA: "gm", goblinB: "gm" };
export const attack = (id: string) => `attack:${WEAPON[id]!.id}`;

/** Arms each creature with its own weapon (again). */
export function arm(): void {
  for (const combatant of combat().combatants.contents) {
    const weapon = WEAPON[combatant.id]!;
    combatant.actor.items.contents = [{ id: weapon.id, type: "declaredWeapon", name: weapon.id, system: { speed: weapon.speed } }];
  }
}

/** The secret order started, every creature armed with its own weapon. */
export async function startSecret(): Promise<void> {
  await start("secret");
  arm();
  net.sent.length = 0;
  net.queries.length = 0;
}

export const declareOwn = (id: string, by = OWNER[id]!) => declare(id, by, attack(id));

/** The tracker as this user's client draws it. */
export const trackerFor = (userId: string) => net.on(userId, () => trackerContext(combat()) as Doc);
const rowsOf = (tracker: Doc): Doc[] => [...tracker.order.flatMap((step: Doc) => step.fighters), ...tracker.unplaced];
export const rowOf = (userId: string, id: string) => rowsOf(trackerFor(userId)).find((row) => row.id === id)!;
/** The lines the tracker shows this user under the fight (the "asked again" notice among them). */
export const linesFor = (userId: string) => trackerFor(userId).ruleset.lines.map((line: Doc) => line.kind);
export const engineDeclarations = () => Object.fromEntries((stateOf(combat() as never) as Doc).combatants.map((c: Doc) => [c.id, c.declaration?.actionId ?? null]));
export const sealedIds = () => (combat().system.sealed?.ids ?? []) as string[];
/** The Combat writes that touched who is sealed. */
export const sealedWrites = () => (combat().updates as Doc[]).filter((update) => update.system?.sealed !== undefined);

export const SALT = "0123456789abcdef0123456789abcdef";
export const WRONG_SALT = "fedcba9876543210fedcba9876543210";

/** The user's client commits on the socket, as the tracker's path does (or as a console would, with any payload). */
export const commitRaw = (userId: string, payload: Record<string, unknown>) => net.on(userId, () => sendToGm(SEAL_COMMAND, payload));
export const commit = (userId: string, combatantId: string, actionId: unknown, salt = SALT) =>
  commitRaw(userId, { combatId: "combat1", combatantId, commitment: commitmentOf(salt, { combatId: "combat1", combatantId, actionId: actionId as string }) });
/** The user's client opens a commitment by query to a GM (the active one unless told). */
export const openRaw = (userId: string, data: unknown, to?: string) =>
  net.on(userId, () => (to ? g.game.users.get(to) : g.game.users.activeGM).query(SEAL_QUERY, data, { timeout: 1000 }));
export const open = (userId: string, combatantId: string, actionId: unknown, salt = SALT, to?: string) => openRaw(userId, { combatId: "combat1", combatantId, actionId, salt }, to);
