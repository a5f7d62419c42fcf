/**
 * Secret declarations under random play: the GM, the three players, a socket id no user has, each
 * declaring from the tracker, sending a plain declaration from the console, committing and opening by
 * hand (matching or not, for their own creature or another's), sending junk on either half, locking and
 * defeating. Whatever happens: nothing the GM sends or writes names a declared action before the reveal;
 * the reveal brings everyone awaited in at once; every declaration the engine holds was made by the
 * creature's owner or the GM; the GM never fails. Fixed seed (test/support/fixed-seed.ts).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../support/fixed-seed";
import { combat, net, start } from "./declared-table";

type Doc = Record<string, any>;
const g = globalThis as Record<string, any>;
const { sendToGm, CHANNEL_REFUSAL } = await import("../../src/foundry/channel");
const { SOCKET_NAME } = await import("../../src/foundry/channel/wire");
const { commitmentOf } = await import("../../src/core/sealed-declarations");
const { SEAL_COMMAND, SEAL_QUERY } = await import("../../src/foundry/combat/sealed-channel");
const { stateOf } = await import("../../src/foundry/combat/combat-engine");

const CREATURES = ["rogue", "fighter", "cleric", "goblinA", "goblinB"];
const OWNER: Record<string, string> = { rogue: "p1", fighter: "p2", cleric: "p3", goblinA: "gm", goblinB: "gm" };
const weaponOf = (id: string) => `${id}Blade`;
const ACTIONS = [...CREATURES.map((id) => `attack:${weaponOf(id)}`), "throw", "fullDefense", "bogus"];
const SALTS = ["0123456789abcdef0123456789abcdef", "fedcba9876543210fedcba9876543210", "nothex"];
const someone = fc.constantFrom("gm", "p1", "p2", "p3", "p1", "p2", "stranger");
const creature = fc.constantFrom(...CREATURES, "nobody");
const action = fc.constantFrom(...ACTIONS);

const step = fc.oneof(
  { weight: 4, arbitrary: fc.record({ type: fc.constant("declare" as const), user: someone, combatantId: creature, actionId: action }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("plain" as const), user: someone, combatantId: creature, actionId: action }) },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant("pair" as const),
      user: someone,
      combatantId: creature,
      actionId: action,
      salt: fc.constantFrom(...SALTS),
      opener: someone,
      openCombatantId: creature,
      openActionId: action,
      openSalt: fc.constantFrom(...SALTS),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("junk" as const), user: someone, payload: fc.anything({ maxDepth: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("lock" as const), user: someone }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("defeat" as const), user: someone, combatantId: creature }) },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/**
 * Declarations someone entitled asked for (the creature's owner or the GM), as "creature=action". Kept
 * across runs: every run's fight is "combat1" again, so a commitment a run left unopened in the GM's
 * memory may still be opened in a later run's first round, as the declaration of its owner who made it.
 */
const legit = new Set<string>();
let requests = 0;
/** What `user`'s browser gets back for a command (null: nobody answered, as for a socket id no user has). */
async function send(user: string, kind: string, payload: unknown): Promise<Doc | null> {
  if (user !== "stranger") return (await net.on(user, () => sendToGm(kind, payload as Record<string, unknown>))) as Doc;
  const id = `stranger${++requests}`;
  net.on("stranger", () => g.game.socket.emit(SOCKET_NAME, { type: "request", id, to: "gm", kind, payload }));
  await net.settle();
  return null;
}

/** An opening by query from `user`'s client (a stranger has no client to query from). */
const open = (user: string, data: unknown) => (user === "stranger" ? Promise.resolve(null) : net.on(user, () => g.game.users.activeGM.query(SEAL_QUERY, data, { timeout: 1000 }) as Promise<Doc>));

/** Plays one step; returns the declarations it legitimately asked for (made by the creature's owner or the GM). */
async function play(s: Step): Promise<{ answers: (Doc | null)[]; legit: string[] }> {
  const mayDeclare = (user: string, id: string) => user === "gm" || OWNER[id] === user;
  const fight = combat() as Doc;
  switch (s.type) {
    case "declare": {
      const answer = s.user === "stranger" ? null : ((await net.on(s.user, () => fight.issue({ kind: "declare", combatantId: s.combatantId, actionId: s.actionId }))) as Doc);
      return { answers: [answer], legit: mayDeclare(s.user, s.combatantId) ? [`${s.combatantId}=${s.actionId}`] : [] };
    }
    case "plain": {
      const answer = await send(s.user, "turn", { combatId: "combat1", intent: { kind: "declare", combatantId: s.combatantId, actionId: s.actionId } });
      return { answers: [answer], legit: mayDeclare(s.user, s.combatantId) ? [`${s.combatantId}=${s.actionId}`] : [] };
    }
    case "pair": {
      const content = { combatId: "combat1", combatantId: s.combatantId, actionId: s.actionId };
      const committed = await send(s.user, SEAL_COMMAND, { combatId: "combat1", combatantId: s.combatantId, commitment: commitmentOf(s.salt, content) });
      const opened = await open(s.opener, { combatId: "combat1", combatantId: s.openCombatantId, actionId: s.openActionId, salt: s.openSalt });
      return { answers: [committed, opened], legit: mayDeclare(s.user, s.combatantId) ? [`${s.combatantId}=${s.actionId}`] : [] };
    }
    case "junk":
      return { answers: [await send(s.user, SEAL_COMMAND, s.payload), await open(s.user, s.payload)], legit: [] };
    case "lock":
      return { answers: [await send(s.user, "turn", { combatId: "combat1", intent: { kind: "lockDeclarations" } })], legit: [] };
    case "defeat":
      return { answers: [await send(s.user, "turn", { combatId: "combat1", intent: { kind: "defeat", combatantId: s.combatantId } })], legit: [] };
  }
}

const engine = () => stateOf(combat() as never) as Doc;
const inEngine = () => (engine().combatants as Doc[]).filter((c) => c.declaration !== null && c.declaration.actionId !== "none");
/** Everything the GM has sent on the socket or written to the Combat. */
const fromGm = () => [...net.sent.filter((sent) => sent.from === "gm").map((sent) => JSON.stringify(sent.message)), ...(combat().updates as unknown[]).map((u) => JSON.stringify(u))].join("\n");

describe("secret declarations under random play", () => {
  it("nothing the GM sends or writes names an action before the reveal, the reveal is whole, nobody declares for another, the GM never fails", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 14 }), async (steps) => {
        await start("secret");
        for (const c of combat().combatants.contents) c.actor.items.contents = [{ id: weaponOf(c.id), type: "declaredWeapon", name: c.id, system: { speed: 2 } }];
        net.sent.length = 0;
        for (const s of steps) {
          const played = await play(s);
          await net.settle();
          played.legit.forEach((entry) => legit.add(entry));
          for (const answer of played.answers) expect(answer?.reason).not.toBe(CHANNEL_REFUSAL.failed);
          const state = engine();
          if (inEngine().length === 0 && state.phase === "declaring") {
            // Not revealed yet: no weapon of any creature is named in anything the GM let out.
            const told = fromGm();
            expect(CREATURES.filter((id) => told.includes(weaponOf(id)))).toEqual([]);
          }
          if (state.phase === "declaring" && inEngine().length > 0) {
            // Revealed: nobody the engine still waits for was left out of the reveal.
            const waiting = (state.combatants as Doc[]).filter((c) => c.declaration === null && c.condition !== "defeated");
            expect(waiting.map((c) => c.id)).toEqual([]);
          }
          for (const c of inEngine()) expect(legit.has(`${c.id}=${c.declaration.actionId}`), `${c.id} declared ${c.declaration.actionId}`).toBe(true);
          for (const id of (combat().system.sealed?.ids ?? []) as string[]) expect([...legit].some((entry) => entry.startsWith(`${id}=`)), `${id} sealed`).toBe(true);
        }
      }),
      { numRuns: runs(30) },
    );
  }, 60_000);
});
