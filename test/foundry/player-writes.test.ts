import { beforeEach, describe, expect, it } from "vitest";
import { makeCombat } from "../foundry-double/combat";
import { hooksTable } from "./hooks-table";

/** What a player with a browser console can write on their own documents, and what the GM makes of it. */
const table = await hooksTable([
  { id: "gm", isGM: true },
  // A second GM who is not logged in never reacts.
  { id: "gm-away", isGM: true, active: false },
  { id: "p1", isGM: false },
  { id: "p2", isGM: false },
]);
const { recorded, combats, net, dice, FrayCombat, FrayCombatData, handleStart, handleTurn, stateOf, storedEconomy, storeEconomy, registerCombatHooks, sideInitiativeAdapter, settle, asPlayer } = table;

registerCombatHooks();
type Doc = Record<string, any>;
let combat: Doc;

const status = (id: string) => sideInitiativeAdapter.view(stateOf(combat as never) as never).fighters.find((f) => f.id === id)?.status;
const maren = () => combat.combatants.get("maren");

beforeEach(async () => {
  net.actAs("gm");
  dice.splice(0, dice.length, 6, 3);
  combat = makeCombat(FrayCombat as never, FrayCombatData as never, [
    { id: "maren", name: "Maren", group: "party", owners: ["p1"] },
    { id: "tamsin", name: "Tamsin", group: "party", owners: ["p2"] },
    { id: "gob", name: "Goblin", group: "foes", owners: [] },
  ], ["party", "foes"], recorded);
  combats.set("combat1", combat);
  expect(await handleStart({ combatId: "combat1", structure: "sideInitiative", choices: { partyGroupId: "party" } }, "gm")).toEqual({ ok: true });
  await settle();
});

describe("a player's writes on their own combatant never move the engine", () => {
  it("toggling defeated off leaves the character out of the order, and the GM sets it back", async () => {
    await maren().update({ defeated: true });
    await settle();
    expect(status("maren")).toBe("defeated");
    await asPlayer("p1", () => maren().update({ defeated: false }));
    expect(maren().defeated).toBe(true);
    expect(status("maren")).toBe("defeated");
    expect((await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: "maren" } }, "p1")).ok).toBe(false);
  });

  it("marking oneself defeated is set back too, and the character keeps its turn", async () => {
    await asPlayer("p1", () => maren().update({ defeated: true }));
    expect(maren().defeated).toBe(false);
    expect(status("maren")).toBe("ready");
  });

  it("the action budget the GM reads is not the player's to write: a forged one on the combatant changes nothing", async () => {
    await storeEconomy(maren(), { mainSpent: true });
    const budget = storedEconomy(maren());
    await asPlayer("p1", () => maren().update({ system: { economy: { mainSpent: false, forged: true } } }));
    expect(storedEconomy(maren())).toEqual(budget);
    await expect(net.on("p1", () => combat.update({ system: { roundState: { budgets: [], rulesets: [] } } }))).rejects.toThrow(/permission/);
    expect(storedEconomy(maren())).toEqual(budget);
  });

  it("the Combat's GM-only fields cannot be written by a player at all", async () => {
    await expect(net.on("p1", () => combat.update({ system: { cannotBeSurprised: ["maren"] } }))).rejects.toThrow(/permission/);
    expect(combat.system.cannotBeSurprised).toEqual([]);
  });
});

describe("leaving and rejoining", () => {
  it("a player who takes their token out and puts it back has still acted this round", async () => {
    expect(await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: "maren" } }, "p1")).toEqual({ ok: true });
    expect(await handleTurn({ combatId: "combat1", intent: { kind: "endTurn", combatantId: "maren" } }, "p1")).toEqual({ ok: true });
    await asPlayer("p1", () => combat.deleteEmbeddedDocuments("Combatant", ["maren"]));
    expect(status("maren")).toBeUndefined();
    const [back] = await asPlayer("p1", () => combat.createEmbeddedDocuments("Combatant", [{ actorId: "maren", tokenId: "tok-maren" }]));
    expect(status(back.id)).toBe("acted");
    const again = await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: back.id } }, "p1");
    expect(again).toMatchObject({ ok: false, reason: "FRAY.Turns.Refusal.AlreadyActed" });
  });

  it("a second copy of a token already in the fight is removed", async () => {
    await asPlayer("p1", () => combat.createEmbeddedDocuments("Combatant", [{ actorId: "maren", tokenId: "tok-maren" }]));
    expect(combat.combatants.contents.filter((c: Doc) => c.actorId === "maren")).toHaveLength(1);
    expect(sideInitiativeAdapter.view(stateOf(combat as never) as never).fighters).toHaveLength(3);
  });

  it("one knocked out who leaves and rejoins comes back knocked out", async () => {
    await maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["unconscious"] }]);
    await settle();
    expect(status("maren")).toBe("unconscious");
    await asPlayer("p1", () => combat.deleteEmbeddedDocuments("Combatant", ["maren"]));
    const [back] = await asPlayer("p1", () => combat.createEmbeddedDocuments("Combatant", [{ actorId: "maren", tokenId: "tok-maren" }]));
    expect(status(back.id)).toBe("unconscious");
  });

  it("the GM's own removal and re-adding is the GM's call: a fresh join", async () => {
    await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: "maren" } }, "gm");
    await handleTurn({ combatId: "combat1", intent: { kind: "endTurn", combatantId: "maren" } }, "gm");
    await combat.deleteEmbeddedDocuments("Combatant", ["maren"]);
    await settle();
    const [back] = await combat.createEmbeddedDocuments("Combatant", [{ actorId: "maren", tokenId: "tok-maren" }]);
    await settle();
    expect(status(back.id)).toBe("ready");
  });
});

describe("statuses on a player's own actor", () => {
  it("removing the GM's unconscious effect is undone, and the character stays down", async () => {
    const [effect] = await maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["unconscious"] }]);
    await settle();
    await asPlayer("p1", () => effect.delete());
    expect(maren().actor.statuses.has("unconscious")).toBe(true);
    expect(status("maren")).toBe("unconscious");
  });

  it("disabling or editing the GM's effect is put back", async () => {
    const [effect] = await maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["dead"] }]);
    await settle();
    expect(status("maren")).toBe("defeated");
    await asPlayer("p1", () => effect.update({ disabled: true }));
    await asPlayer("p1", () => effect.update({ statuses: ["prone"] }));
    expect(maren().actor.statuses.has("dead")).toBe(true);
    // A later GM change on the actor re-reads the statuses: still dead.
    await maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["prone"] }]);
    await settle();
    expect(status("maren")).toBe("defeated");
  });

  it("a turn-order status a player puts on their own actor is removed and moves nothing", async () => {
    await asPlayer("p1", () => maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["mortallyWounded"] }]));
    expect(maren().actor.statuses.has("mortallyWounded")).toBe(false);
    expect(status("maren")).toBe("ready");
  });

  it("a status with no bearing on the turn order is the player's own business", async () => {
    await asPlayer("p1", () => maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["prone"] }]));
    expect(maren().actor.statuses.has("prone")).toBe(true);
  });
});

/**
 * Update options travel with a write to every client's hooks and are the writer's to choose
 * (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html): a player's console can put
 * on their writes the very mark the GM's client once put on its own set-backs. It buys them nothing.
 */
describe("a player's writes carrying the GM's old set-back mark", () => {
  const MARK = { fray: { undo: true } };

  it("leaving and rejoining with the mark still brings no second turn", async () => {
    expect(await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: "maren" } }, "p1")).toEqual({ ok: true });
    expect(await handleTurn({ combatId: "combat1", intent: { kind: "endTurn", combatantId: "maren" } }, "p1")).toEqual({ ok: true });
    await asPlayer("p1", () => combat.deleteEmbeddedDocuments("Combatant", ["maren"], MARK));
    const [back] = await asPlayer("p1", () => combat.createEmbeddedDocuments("Combatant", [{ actorId: "maren", tokenId: "tok-maren" }], MARK));
    expect(status(back.id)).toBe("acted");
    expect(await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: back.id } }, "p1")).toMatchObject({ ok: false });
  });

  it("clearing the GM's defeated with the mark is set back", async () => {
    await maren().update({ defeated: true });
    await settle();
    await asPlayer("p1", () => maren().update({ defeated: false }, MARK));
    expect(maren().defeated).toBe(true);
    expect(status("maren")).toBe("defeated");
  });

  it("removing or disabling the GM's unconscious effect with the mark is undone", async () => {
    const [effect] = await maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["unconscious"] }]);
    await settle();
    await asPlayer("p1", () => effect.update({ disabled: true }, MARK));
    expect(maren().actor.statuses.has("unconscious")).toBe(true);
    await asPlayer("p1", () => maren().actor.effects.contents.find((e: Doc) => e.statuses.has("unconscious")).delete(MARK));
    expect(maren().actor.statuses.has("unconscious")).toBe(true);
    expect(status("maren")).toBe("unconscious");
  });

  it("a turn-order status put on with the mark is taken off again", async () => {
    await asPlayer("p1", () => maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["dead"] }], MARK));
    expect(maren().actor.statuses.has("dead")).toBe(false);
    expect(status("maren")).toBe("ready");
  });

  it("a second copy of a token added with the mark is removed", async () => {
    await asPlayer("p1", () => combat.createEmbeddedDocuments("Combatant", [{ actorId: "maren", tokenId: "tok-maren" }], MARK));
    expect(combat.combatants.contents.filter((c: Doc) => c.actorId === "maren")).toHaveLength(1);
  });
});

describe("a player restating what is already there", () => {
  /** Foundry keeps unchanged keys in the changes a write reports when the writer asks for no diff ({ diff: false }): the double reports them as written. */
  it("writing `defeated: false` on a character who is up changes nothing: not set to defeated", async () => {
    await asPlayer("p1", () => maren().update({ defeated: false }, { diff: false }));
    expect(maren().defeated).toBe(false);
    expect(status("maren")).toBe("ready");
  });

  it("writing `defeated: true` on a character the GM defeated leaves it defeated", async () => {
    await maren().update({ defeated: true });
    await settle();
    await asPlayer("p1", () => maren().update({ defeated: true }, { diff: false }));
    expect(maren().defeated).toBe(true);
    expect(status("maren")).toBe("defeated");
  });
});

describe("leaving and rejoining keeps what was spent this round", () => {
  it("Maren spends her Main, her player takes her token out and puts it back: the Main stays spent", async () => {
    expect(await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: "maren" } }, "p1")).toEqual({ ok: true });
    await storeEconomy(maren(), { mainSpent: true });
    await asPlayer("p1", () => combat.deleteEmbeddedDocuments("Combatant", ["maren"]));
    const [back] = await asPlayer("p1", () => combat.createEmbeddedDocuments("Combatant", [{ actorId: "maren", tokenId: "tok-maren" }]));
    expect(storedEconomy(back)).toEqual({ mainSpent: true });
  });

  it("coming back in a later round brings no old budget with it", async () => {
    await storeEconomy(maren(), { mainSpent: true });
    await asPlayer("p1", () => combat.deleteEmbeddedDocuments("Combatant", ["maren"]));
    expect(await handleTurn({ combatId: "combat1", intent: { kind: "nextRound" } }, "gm")).toMatchObject({ ok: true });
    const [back] = await asPlayer("p1", () => combat.createEmbeddedDocuments("Combatant", [{ actorId: "maren", tokenId: "tok-maren" }]));
    expect(storedEconomy(back)).toBeNull();
  });
});
