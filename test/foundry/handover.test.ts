/**
 * A GM handover in the middle of a fight changes nothing a table would notice: the GM who takes over puts a
 * player's edit of their combatant or of an effect back to what the GM before it last accepted, never to what
 * its own client saw when it loaded the world.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { makeCombat } from "../foundry-double/combat";
import { hooksTable } from "./hooks-table";
import { failOnConsoleErrors } from "../support/console-errors";

const table = await hooksTable([
  { id: "gm", isGM: true },
  // The second GM logs in when a test says so; with the higher id it is the active GM only once the first leaves.
  { id: "gm2", isGM: true, active: false },
  { id: "p1", isGM: false },
]);
const { recorded, combats, net, dice, FrayCombat, FrayCombatData, handleStart, stateOf, registerCombatHooks, sideInitiativeAdapter, settle, asPlayer } = table;
const { watchActiveGm } = await import("../../src/foundry/channel");
registerCombatHooks();
// A client that becomes the active GM (at ready, or when a user connects or leaves) runs its arrivals.
watchActiveGm();

type Doc = Record<string, any>;
const g = globalThis as Doc;
let combat: Doc;
let prone: Doc;

const maren = () => combat.combatants.get("maren");
const status = () => sideInitiativeAdapter.view(stateOf(combat as never) as never).fighters.find((f) => f.id === "maren")?.status;
const effectOf = (effect: Doc) => ({ statuses: [...effect.statuses], disabled: effect.disabled });

/** A GM's own write from their client. */
async function asGm(gm: string, write: () => Promise<any>): Promise<any> {
  const done = await net.on(gm, write);
  await settle();
  return done;
}

/**
 * `userId` logs in (their page loads: `ready` on their client) or out; every other client connected hears it
 * (userConnected: https://foundryvtt.com/api/v13/functions/hookEvents.userConnected.html).
 */
async function connect(userId: string, connected: boolean): Promise<void> {
  net.connect(userId, connected);
  if (connected) await net.on(userId, () => g.Hooks.callAll("ready"));
  for (const user of net.users.filter((each) => each.active && each.id !== userId)) await net.on(user.id, () => g.Hooks.callAll("userConnected", g.game.users.get(userId), connected));
  await settle();
}

// The GMs' reactions never fail: a failure would be logged to a GM's console and the change left unhandled.
failOnConsoleErrors();

beforeEach(async () => {
  net.connect("gm", true);
  net.connect("gm2", false);
  net.actAs("gm");
  dice.splice(0, dice.length, 6, 3);
  combat = makeCombat(FrayCombat as never, FrayCombatData as never, [
    { id: "maren", name: "Maren", group: "party", owners: ["p1"] },
    { id: "gob", name: "Goblin", group: "foes", owners: [] },
  ], ["party", "foes"], recorded);
  combats.set("combat1", combat);
  g.game.actors = { contents: combat.combatants.contents.map((combatant: Doc) => combatant.actor) };
  // Maren lies prone when the session begins.
  [prone] = await asGm("gm", () => maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["prone"] }]));
  await net.on("gm", () => g.Hooks.callAll("ready"));
  expect(await handleStart({ combatId: "combat1", structure: "sideInitiative", choices: { partyGroupId: "party" } }, "gm")).toEqual({ ok: true });
  await settle();
  // The second GM's client loads the world beside the first: Maren prone, her combatant as the fight began.
  await connect("gm2", true);
});

describe("the GM who takes over mid-fight keeps what the GM before it accepted", () => {
  it("the first GM turned Maren's prone into unconscious; her player switching it off after the handover is put back, and she stays down", async () => {
    await asGm("gm", () => prone.update({ statuses: ["unconscious"] }));
    expect(status()).toBe("unconscious");
    await connect("gm", false);
    await asPlayer("p1", () => prone.update({ disabled: true }));
    expect(effectOf(prone)).toEqual({ statuses: ["unconscious"], disabled: false });
    expect(status()).toBe("unconscious");
  });

  it("an unconscious effect the first GM put on during the fight, switched off by her player after the handover, is put back", async () => {
    const [knockedOut] = await asGm("gm", () => maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["unconscious"] }]));
    await connect("gm", false);
    await asPlayer("p1", () => knockedOut.update({ disabled: true }));
    expect(effectOf(knockedOut)).toEqual({ statuses: ["unconscious"], disabled: false });
    expect(status()).toBe("unconscious");
  });

  it("her player's write of her combatant's system data after the handover is put back to the first GM's, not to the fight's start", async () => {
    await asGm("gm", () => maren().update({ system: { note: "the first GM's" } }));
    await connect("gm", false);
    await asPlayer("p1", () => maren().update({ system: { note: "forged" } }));
    expect(maren().system.note).toBe("the first GM's");
  });
});
