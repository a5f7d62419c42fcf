/**
 * "Secret means secret" (issue 22): with the secret order of declarations, until every declaration is in
 * no client but the active GM's receives one, in no socket message, Combat write, roll message or query.
 * Each creature carries its own weapon, so the action it declares names it ("attack:rogueDagger") and
 * a leak is found by searching what each client received for that name. The table: p1's rogue, p2's
 * fighter, p3's cleric, the GM's two goblins (declared-table.ts); base d12s 5, 7, 3, 9, 4.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { combat, declare, declareAs, net, notices, prompted, recorded, start } from "./declared-table";
import { writesPath } from "../foundry-double/merge";

type Doc = Record<string, any>;
const g = globalThis as Record<string, any>;
const { trackerContext } = await import("../../src/foundry/combat/tracker-context");
const { askGm, sendToGm } = await import("../../src/foundry/channel");
const { commitmentOf } = await import("../../src/core/sealed-declarations");
const { SEAL_COMMAND, SEAL_QUERY, SEAL_REFUSAL } = await import("../../src/foundry/combat/sealed-channel");
const { SEALED_REFUSAL } = await import("../../src/foundry/combat/seal-declaration");
const { stateOf } = await import("../../src/foundry/combat/combat-engine");
const { onGmLane } = await import("../../src/foundry/channel");

/** Each creature's own weapon, and the action naming it. */
const WEAPON: Record<string, { id: string; speed: number }> = {
  rogue: { id: "rogueDagger", speed: 1 },
  fighter: { id: "fighterAxe", speed: 4 },
  cleric: { id: "clericMace", speed: 3 },
  goblinA: { id: "goblinSpearA", speed: 2 },
  goblinB: { id: "goblinSpearB", speed: 2 },
};
const OWNER: Record<string, string> = { rogue: "p1", fighter: "p2", cleric: "p3", goblinA: "gm", goblinB: "gm" };
const attack = (id: string) => `attack:${WEAPON[id]!.id}`;

/** The secret order started, every creature armed with its own weapon. */
async function startSecret(): Promise<void> {
  await start("secret");
  for (const combatant of combat().combatants.contents) {
    const weapon = WEAPON[combatant.id]!;
    combatant.actor.items.contents = [{ id: weapon.id, type: "declaredWeapon", name: weapon.id, system: { speed: weapon.speed } }];
  }
  net.sent.length = 0;
  net.queries.length = 0;
}

const declareOwn = (id: string, by = OWNER[id]!) => declare(id, by, attack(id));

/** Everything this user's client has received: what others sent on the socket, every Combat write, every roll posted, queries addressed to it. */
function receivedBy(userId: string): string {
  const socket = net.sent.filter((sent) => sent.from !== userId).map((sent) => JSON.stringify(sent.message));
  const writes = (combat().updates as unknown[]).map((update) => JSON.stringify(update));
  const rolls = recorded.messages.map((message) => JSON.stringify(message));
  const queried = net.queries.filter((query) => query.to === userId).map((query) => JSON.stringify(query));
  return [...socket, ...writes, ...rolls, ...queried, JSON.stringify(combat().system)].join("\n");
}

/** The weapons of others' declarations this user's client has received. */
const leakedTo = (userId: string, ids: string[]) => ids.filter((id) => OWNER[id] !== userId && receivedBy(userId).includes(WEAPON[id]!.id));

/** The tracker as this user's client draws it. */
const trackerFor = (userId: string) => net.on(userId, () => trackerContext(combat()) as Doc);
const rowsOf = (tracker: Doc): Doc[] => [...tracker.order.flatMap((step: Doc) => step.fighters), ...tracker.unplaced];
const rowOf = (userId: string, id: string) => rowsOf(trackerFor(userId)).find((row) => row.id === id)!;
const orderSeenBy = (userId: string) => trackerFor(userId).order.map((step: Doc) => step.fighters.map((row: Doc) => row.id));
const engineDeclarations = () => Object.fromEntries((stateOf(combat() as never) as Doc).combatants.map((c: Doc) => [c.id, c.declaration?.actionId ?? null]));
const sealedIds = () => (combat().system.sealed?.ids ?? []) as string[];
// A write of the engine's state, in whichever form it names it (whole: `==state` in v13).
const stateWrites = () => (combat().updates as Doc[]).filter((update) => writesPath(update, "system.state")).length;

beforeEach(() => {
  prompted.length = 0;
  notices.length = 0;
  net.connect("gm", true);
  net.connect("gm2", false);
});

describe("until every declaration is in", () => {
  it("no other player's client receives the rogue's, the fighter's or the cleric's action: not on the socket, not in the Combat, not in a query", async () => {
    await startSecret();
    for (const id of ["rogue", "fighter", "cleric"]) await declareOwn(id);
    for (const player of ["p1", "p2", "p3"]) expect(leakedTo(player, ["rogue", "fighter", "cleric"]), player).toEqual([]);
    // The openings went by query to the active GM alone.
    expect(net.queries.map((query) => [query.from, query.to, query.name])).toEqual([
      ["p1", "gm", SEAL_QUERY],
      ["p2", "gm", SEAL_QUERY],
      ["p3", "gm", SEAL_QUERY],
    ]);
    expect(engineDeclarations()).toEqual({ goblinA: null, cleric: null, rogue: null, goblinB: null, fighter: null });
  });

  it("the GM's own declarations for its goblins never leave its client: no socket message, no Combat write", async () => {
    await startSecret();
    await declareOwn("goblinA");
    await declareOwn("rogue");
    for (const player of ["p1", "p2", "p3"]) expect(leakedTo(player, ["goblinA"]), player).toEqual([]);
    expect(net.sent.filter((sent) => sent.from === "gm").map((sent) => (sent.message as Doc).type)).not.toContain("request");
    expect(net.queries.filter((query) => query.from === "gm")).toEqual([]);
  });

  it("everyone sees who has declared and nothing more: the fighter's player sees the rogue's tick, not its action nor its place; the rogue's player and the GM see it", async () => {
    await startSecret();
    await declareOwn("rogue");
    const seenByFighter = rowOf("p2", "rogue");
    expect([seenByFighter.sealed, seenByFighter.declared, seenByFighter.initiative, seenByFighter.status]).toEqual([true, null, "", "waiting"]);
    expect(orderSeenBy("p2")).toEqual([]);
    expect(rowOf("p2", "fighter").sealed).toBe(false);
    expect(rowOf("p1", "rogue").declared.actionId).toBe(attack("rogue"));
    expect(rowOf("gm", "rogue").declared.actionId).toBe(attack("rogue"));
    expect(orderSeenBy("gm")).toEqual([["rogue"]]);
  });
});

describe("the reveal", () => {
  it("when the GM declares for the last goblin, all five go into the fight together in one write, lowest initiative first, and every player sees them", async () => {
    await startSecret();
    for (const id of ["rogue", "fighter", "cleric", "goblinA"]) await declareOwn(id);
    const writesBefore = stateWrites();
    await declareOwn("goblinB");
    expect(stateWrites() - writesBefore).toBe(1);
    expect(engineDeclarations()).toEqual({ goblinA: attack("goblinA"), cleric: attack("cleric"), rogue: attack("rogue"), goblinB: attack("goblinB"), fighter: attack("fighter") });
    // Bases: rogue 3−3 = 0, goblin A 5−1 = 4, fighter 4−1 = 3, goblin B 9−1 = 8, cleric 7+1 = 8; plus each weapon's speed.
    const order = [["rogue"], ["goblinA"], ["fighter"], ["goblinB"], ["cleric"]];
    for (const user of ["gm", "p1", "p2", "p3"]) expect(orderSeenBy(user), user).toEqual(order);
    expect(trackerFor("p2").order.map((step: Doc) => step.value)).toEqual(["1", "6", "7", "10", "11"]);
    expect(combat().system.sealed).toEqual({ round: 0, ids: [], reasked: false });
    expect(rowOf("p2", "rogue").sealed).toBe(false);
  });

  it("the last one still to declare goes down: those sealed are revealed, as nobody else is awaited", async () => {
    await startSecret();
    for (const id of ["rogue", "fighter", "cleric", "goblinA"]) await declareOwn(id);
    expect(await net.on("gm", () => combat().issue({ kind: "defeat", combatantId: "goblinB" }))).toEqual({ ok: true });
    await net.settle();
    expect(engineDeclarations()).toEqual({ goblinA: attack("goblinA"), cleric: attack("cleric"), rogue: attack("rogue"), goblinB: null, fighter: attack("fighter") });
  });

  it("a sealed attack whose weapon left the rogue's hands holds the reveal back: the rogue's player is asked again, and nothing is revealed before the new one is in", async () => {
    await startSecret();
    await declareOwn("rogue");
    combat().combatants.get("rogue").actor.items.contents = [];
    prompted.length = 0;
    for (const id of ["fighter", "cleric", "goblinA", "goblinB"]) await declareOwn(id);
    expect(engineDeclarations()).toEqual({ goblinA: null, cleric: null, rogue: null, goblinB: null, fighter: null });
    expect(prompted).toEqual([["p1", { combatId: "combat1", combatantIds: ["rogue"] }]]);
    expect(sealedIds()).toEqual(["fighter", "cleric", "goblinA", "goblinB"]);
    await declare("rogue", "p1", "throw");
    expect(engineDeclarations()).toEqual({ goblinA: attack("goblinA"), cleric: attack("cleric"), rogue: "throw", goblinB: attack("goblinB"), fighter: attack("fighter") });
  });

  it("the GM locks before all are in: the sealed declarations go in with the lock, the silent take no action", async () => {
    await startSecret();
    await declareOwn("rogue");
    await declareOwn("fighter");
    expect(await net.on("gm", () => combat().issue({ kind: "lockDeclarations" }))).toEqual({ ok: true });
    await net.settle();
    expect(engineDeclarations()).toEqual({ goblinA: "none", cleric: "none", rogue: attack("rogue"), goblinB: "none", fighter: attack("fighter") });
    expect((stateOf(combat() as never) as Doc).phase).toBe("resolving");
  });

  it("a player's lock from the console is refused and reveals nothing", async () => {
    await startSecret();
    await declareOwn("rogue");
    const answer = await net.on("p3", () => askGm("turn", { combatId: "combat1", intent: { kind: "lockDeclarations" } }));
    await net.settle();
    expect(answer).toMatchObject({ ok: false, reason: "FRAY.Turns.Refusal.GMOnly" });
    expect(engineDeclarations().rogue).toBeNull();
    expect(leakedTo("p3", ["rogue"])).toEqual([]);
    expect(sealedIds()).toEqual(["rogue"]);
  });
});

describe("changing one's mind", () => {
  it("before the reveal a player's second declaration replaces the first; after it, theirs stands and only the GM can change it", async () => {
    await startSecret();
    await declare("rogue", "p1", "throw");
    await declareOwn("rogue");
    expect(rowOf("gm", "rogue").declared.actionId).toBe(attack("rogue"));
    for (const id of ["fighter", "cleric", "goblinA", "goblinB"]) await declareOwn(id);
    expect(engineDeclarations().rogue).toBe(attack("rogue"));
    expect(await declareAs("rogue", "p1", "throw")).toEqual({ ok: false, reason: SEALED_REFUSAL.revealed });
    expect(engineDeclarations().rogue).toBe(attack("rogue"));
    expect(await declareAs("rogue", "gm", "throw")).toEqual({ ok: true });
    expect(engineDeclarations().rogue).toBe("throw");
  });
});

describe("a player at the console", () => {
  /** The user's client commits to a declaration on the socket, as the tracker's path does. */
  const commit = (userId: string, combatantId: string, actionId: string, salt: string) =>
    net.on(userId, () => sendToGm(SEAL_COMMAND, { combatId: "combat1", combatantId, commitment: commitmentOf(salt, { combatId: "combat1", combatantId, actionId }) }));
  /** The user's client opens a commitment to the active GM by query. */
  const open = (userId: string, combatantId: string, actionId: string, salt: string) =>
    net.on(userId, () => g.game.users.activeGM.query(SEAL_QUERY, { combatId: "combat1", combatantId, actionId, salt }, { timeout: 1000 }));
  const SALT = "0123456789abcdef0123456789abcdef";
  const WRONG = "fedcba9876543210fedcba9876543210";

  it("an opening that does not match (a wrong salt, a guessed action) is refused and spends nothing: the rogue's real one still goes through", async () => {
    await startSecret();
    expect(await commit("p1", "rogue", attack("rogue"), SALT)).toEqual({ ok: true });
    for (const guess of ["throw", attack("rogue")]) expect(await open("p2", "rogue", guess, WRONG)).toEqual({ ok: false, reason: SEAL_REFUSAL.noCommitment });
    expect(sealedIds()).toEqual([]);
    expect(await open("p1", "rogue", attack("rogue"), SALT)).toEqual({ ok: true });
    expect(sealedIds()).toEqual(["rogue"]);
    // Opened once: the same opening again counts for nothing.
    expect(await open("p1", "rogue", attack("rogue"), SALT)).toEqual({ ok: false, reason: SEAL_REFUSAL.noCommitment });
  });

  it("cannot commit for another player's creature, nor open their own commitment as that creature's", async () => {
    await startSecret();
    expect(await commit("p2", "rogue", "throw", SALT)).toMatchObject({ ok: false, reason: "FRAY.Turns.Refusal.NotOwner" });
    expect(await commit("p2", "fighter", "throw", SALT)).toEqual({ ok: true });
    expect(await open("p2", "rogue", "throw", SALT)).toEqual({ ok: false, reason: SEAL_REFUSAL.noCommitment });
    expect(sealedIds()).toEqual([]);
    expect(await open("p2", "fighter", "throw", SALT)).toEqual({ ok: true });
    expect(sealedIds()).toEqual(["fighter"]);
  });

  it("an opening of an action not on the creature's list is refused, and the refusal names no action", async () => {
    await startSecret();
    expect(await commit("p1", "rogue", attack("fighter"), SALT)).toEqual({ ok: true });
    expect(await open("p1", "rogue", attack("fighter"), SALT)).toEqual({ ok: false, reason: "FRAY.Tracker.Refusal.unknownAction" });
    expect(sealedIds()).toEqual([]);
  });

  it("a declaration sent in the open from the console is sealed all the same: the Combat shows nobody what it was", async () => {
    await startSecret();
    const answer = await net.on("p1", () => askGm("turn", { combatId: "combat1", intent: { kind: "declare", combatantId: "rogue", actionId: attack("rogue") } }));
    await net.settle();
    expect(answer).toEqual({ ok: true });
    expect(sealedIds()).toEqual(["rogue"]);
    expect(JSON.stringify(combat().updates)).not.toContain(WEAPON.rogue!.id);
  });
});

describe("the GM's client changes hands", () => {
  it("the round's sealed declarations are asked for again, the tracker tells everyone, and the new GM reveals them once all are in again", async () => {
    await startSecret();
    await declareOwn("rogue");
    await declareOwn("fighter");
    await declareOwn("goblinA");
    // The GM's client goes away; the assistant logs in and becomes the active GM, holding nothing.
    net.connect("gm", false);
    net.connect("gm2", true);
    prompted.length = 0;
    const queriedBefore = net.queries.length;
    await net.on("gm2", async () => {
      g.Hooks.callAll("userConnected", g.game.users.get("gm2"), true);
      // What the hook put on the new GM's lane is done once the lane runs this.
      await onGmLane(async () => undefined);
    });
    await net.settle();
    expect(combat().system.sealed).toEqual({ round: 1, ids: [], reasked: true });
    expect(prompted).toEqual([
      ["p1", { combatId: "combat1", combatantIds: ["rogue"] }],
      ["p2", { combatId: "combat1", combatantIds: ["fighter"] }],
    ]);
    for (const user of ["gm2", "p1", "p3"]) {
      expect(trackerFor(user).ruleset.lines.map((line: Doc) => [line.kind, line.text]), user).toEqual([["sealedReasked", "FRAY.Tracker.Sealed.reasked"]]);
    }
    expect(rowOf("p3", "rogue").sealed).toBe(false);

    for (const id of ["rogue", "fighter", "cleric"]) await declareOwn(id);
    await declareOwn("goblinA", "gm2");
    expect(engineDeclarations().rogue).toBeNull();
    await declareOwn("goblinB", "gm2");
    expect(engineDeclarations()).toEqual({ goblinA: attack("goblinA"), cleric: attack("cleric"), rogue: attack("rogue"), goblinB: attack("goblinB"), fighter: attack("fighter") });
    expect(trackerFor("p3").ruleset.lines).toEqual([]);
    expect(new Set(net.queries.slice(queriedBefore).map((query) => query.to))).toEqual(new Set(["gm2"]));
  });
});
