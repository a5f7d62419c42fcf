/**
 * A GM handover in the middle of a teams fight changes nothing a table would notice: the GM who takes over
 * judges a player's writes against the world as the GM before it left it (what it accepted, player writes
 * set back), never against what its own client saw when it loaded the world before the fight.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

// The usual table with a second GM, not logged in until the test says so (the teams fight seats the usual table).
vi.mock("../../../../foundry-double", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../../foundry-double")>();
  const withSecondGm = [...original.GM_AND_TWO_PLAYERS, { id: "gm2", isGM: true, active: false }];
  return { ...original, GM_AND_TWO_PLAYERS: withSecondGm, installFightDouble: (users = withSecondGm) => original.installFightDouble(users) };
});

const { asPlayer, double, settle, teamsFight } = await import("./teams-fight");
const { alternatingTeamsAdapter } = await import("../../../../../src/core/turns/adapters/alternating-teams");
const { stateOf } = await import("../../../../../src/foundry/combat/turn-handler");
const { watchActiveGm } = await import("../../../../../src/foundry/channel");
// A client that becomes the active GM (at ready, or when a user connects or leaves) runs its arrivals.
watchActiveGm();

type Doc = Record<string, any>;
const g = globalThis as Doc;
let combat: Doc;
let actors: Record<string, Doc>;

const roland = () => actors.roland!;
const turnStatus = (id: string) => alternatingTeamsAdapter.view(stateOf(combat as never) as never).fighters.find((f) => f.id === id)?.status;
const standing = () => ({ health: roland().system.health.value, unconscious: roland().statuses.has("unconscious"), turn: turnStatus("roland") });
const DOWN = { health: 0, unconscious: true, turn: "unconscious" };

/** A GM's own write from their client (a card's damage, or the sheet). */
async function gmWrites(gm: string, system: Doc): Promise<void> {
  await double.net.on(gm, () => roland().update({ system }));
  await settle();
}

/**
 * `userId` logs in (their page loads: `ready` on their client) or out; every other client connected hears it
 * (userConnected: https://foundryvtt.com/api/v13/functions/hookEvents.userConnected.html).
 */
async function connect(userId: string, connected: boolean): Promise<void> {
  double.net.connect(userId, connected);
  if (connected) await double.net.on(userId, () => g.Hooks.callAll("ready"));
  for (const user of double.net.users.filter((each) => each.active && each.id !== userId)) await double.net.on(user.id, () => g.Hooks.callAll("userConnected", g.game.users.get(userId), connected));
  await settle();
}

beforeEach(async () => {
  double.net.connect("gm", true);
  double.net.connect("gm2", false);
  ({ combat, actors } = await teamsFight());
  g.game.actors = { contents: Object.values(actors).filter((actor) => !actor.isToken) };
  // Both GMs' clients loaded the world before Roland is hurt: the first as the active GM, the second beside it.
  await double.net.on("gm", () => g.Hooks.callAll("ready"));
  await connect("gm2", true);
});

describe("the GM who takes over mid-fight", () => {
  it("the first GM knocks Roland out and leaves; his player's harmless edit leaves him at 0 health and down", async () => {
    await gmWrites("gm", { endurance: { value: 0 }, health: { value: 0 } });
    expect(standing()).toEqual(DOWN);
    await connect("gm", false);
    await asPlayer("p1", () => roland().update({ system: { endurance: { value: 2 } } }));
    expect(standing()).toEqual(DOWN);
    expect(roland().system.endurance.value).toBe(2);
  });

  it("his player writing his health back to 10 after the handover is still set back: he stays down", async () => {
    await gmWrites("gm", { endurance: { value: 0 }, health: { value: 0 } });
    await connect("gm", false);
    await asPlayer("p1", () => roland().update({ system: { health: { value: 10 } } }));
    expect(standing()).toEqual(DOWN);
  });

  it("the second GM taking over a second time reads the world again: Roland, knocked out since its first turn at it, stays down", async () => {
    await connect("gm", false);
    // The first GM reloads and, with the lower id, is the active GM again; the second stays beside it.
    await connect("gm", true);
    await gmWrites("gm", { endurance: { value: 0 }, health: { value: 0 } });
    await connect("gm", false);
    await asPlayer("p1", () => roland().update({ system: { endurance: { value: 3 } } }));
    expect(standing()).toEqual(DOWN);
  });
});
