import { beforeEach, describe, expect, it } from "vitest";
import { makeCombat } from "../foundry-double/combat";
import { hooksTable } from "./hooks-table";
import { failOnConsoleErrors } from "../support/console-errors";

/**
 * The GM's document hooks around a fight, case by case: what the GM accepts, what it sets back, and
 * what it tells the engine. (player-writes.test.ts tries the same hooks as a player's console would.)
 */
const table = await hooksTable([
  { id: "gm", isGM: true },
  { id: "p1", isGM: false },
]);
const { recorded, combats, net, dice, FrayCombat, FrayCombatData, handleStart, handleTurn, stateOf, storedEconomy, storeEconomy, registerCombatHooks, sideInitiativeAdapter, settle } = table;

type Doc = Record<string, any>;
let combat: Doc;

const { watchActiveGm } = await import("../../src/foundry/channel");
registerCombatHooks();
// A client that becomes the active GM (at ready, or when a user connects or leaves) runs the arrivals registered for it.
watchActiveGm();

const view = () => sideInitiativeAdapter.view(stateOf(combat as never) as never);
const fighter = (id: string) => view().fighters.find((f) => f.id === id);
const maren = () => combat.combatants.get("maren");
const gob = () => combat.combatants.get("gob");

/** Records the writes the GM's client makes on a document from now on (a set-back is one such write). */
function gmWritesOn(document: Doc): unknown[] {
  const writes: unknown[] = [];
  const update = document.update;
  document.update = (changes: unknown, options?: unknown) => {
    if (net.currentUser()?.isGM) writes.push(changes);
    return update.call(document, changes, options);
  };
  return writes;
}

const asPlayer = (write: () => Promise<any>): Promise<any> => table.asPlayer("p1", write);
async function asGm(write: () => Promise<any>): Promise<any> {
  const done = await write();
  await settle();
  return done;
}
const start = async () => {
  expect(await handleStart({ combatId: "combat1", structure: "sideInitiative", choices: { partyGroupId: "party" } }, "gm")).toEqual({ ok: true });
  await settle();
};

// The GM's reactions never fail (a test that expects one reads and empties the list).
const failures = failOnConsoleErrors();

beforeEach(async () => {
  net.actAs("gm");
  dice.splice(0, dice.length, 6, 3);
  combat = makeCombat(FrayCombat as never, FrayCombatData as never, [
    { id: "maren", name: "Maren", group: "party", owners: ["p1"] },
    { id: "gob", name: "Goblin", group: "foes", owners: [] },
    { id: "wren", name: "Wren", group: "party", owners: ["p1"] },
    { id: "ogre", name: "Ogre", group: "foes", owners: [], unlinked: true },
    { id: "imp", name: "Imp", group: "party", owners: ["p1"], unlinked: true },
  ], ["party", "foes"], recorded);
  combats.set("combat1", combat);
  // Wren waits outside the fight: her player may bring her in later; the unlinked ones join where a test says.
  await combat.deleteEmbeddedDocuments("Combatant", ["wren", "ogre", "imp"]);
  await settle();
});

describe("before the fight starts, a player's combatant keeps what the GM accepted", () => {
  it("a player marking their character defeated is set back to up", async () => {
    await asPlayer(() => maren().update({ defeated: true }));
    expect(maren().defeated).toBe(false);
  });

  it("a player clearing the defeated the GM set is set back to defeated", async () => {
    await asGm(() => maren().update({ defeated: true }));
    await asPlayer(() => maren().update({ defeated: false }));
    expect(maren().defeated).toBe(true);
  });

  it("a player's own system data is put back to what the GM accepted last", async () => {
    await asGm(() => maren().update({ system: { note: "the GM's" } }));
    await asPlayer(() => maren().update({ system: { note: "forged" } }));
    expect(maren().system.note).toBe("the GM's");
  });

  it("a player's initiative write is theirs to make: the GM writes nothing back", async () => {
    const writes = gmWritesOn(maren());
    await asPlayer(() => maren().update({ initiative: 14 }));
    expect(maren().initiative).toBe(14);
    expect(writes).toEqual([]);
  });

  it("a combatant the GM adds before the start joins nothing yet and stays", async () => {
    const [wren] = await asGm(() => combat.createEmbeddedDocuments("Combatant", [{ actorId: "wren", tokenId: "tok-wren" }]));
    expect(combat.combatants.get(wren.id)).toBeDefined();
    await start();
    expect(fighter(wren.id)?.groupId).toBe("party");
  });

  it("a player taking their character out before the start leaves no note of a departure", async () => {
    await asPlayer(() => combat.deleteEmbeddedDocuments("Combatant", ["maren"]));
    expect(combat.system.departed).toEqual({});
  });

  it("a player's defeated write is set back with defeated alone, their system data untouched", async () => {
    await asGm(() => maren().update({ system: { note: "the GM's" } }));
    const writes = gmWritesOn(maren());
    await asPlayer(() => maren().update({ defeated: true }));
    expect(writes).toEqual([{ defeated: false }]);
  });

  it("a player's two writes on their combatant at once, defeated and system, are both set back", async () => {
    await asGm(() => maren().update({ system: { note: "the GM's" } }));
    await net.on("p1", () => Promise.all([maren().update({ defeated: true }), maren().update({ system: { note: "forged" } })]));
    await settle();
    expect(maren().defeated).toBe(false);
    expect(maren().system.note).toBe("the GM's");
  });

  it("the GM clearing defeated is what it accepts: a player restating it leaves the character up", async () => {
    await asGm(() => maren().update({ defeated: true }));
    await asGm(() => maren().update({ defeated: false }));
    await asPlayer(() => maren().update({ defeated: false }, { diff: false }));
    expect(maren().defeated).toBe(false);
  });

  it("a write from a user the world no longer knows is a player's: set back", async () => {
    // The change as the server reports it, from a user since deleted (its id is in the hook, not in game.users).
    maren().defeated = true;
    (globalThis as Doc).Hooks.callAll("updateCombatant", maren(), { defeated: true }, {}, "deleted-user");
    await settle();
    expect(maren().defeated).toBe(false);
  });
});

describe("the GM's changes in a started fight move the engine", () => {
  beforeEach(start);

  it("the GM marks the Goblin defeated: it leaves the order, and clearing the mark does not bring it back (Undo does)", async () => {
    await asGm(() => gob().update({ defeated: true }));
    expect(fighter("gob")?.status).toBe("defeated");
    await asGm(() => gob().update({ defeated: false }));
    expect(fighter("gob")?.status).toBe("defeated");
  });

  it("the GM moves the Goblin to the party's side: the engine moves it without a re-roll", async () => {
    await asGm(() => gob().update({ group: "party" }));
    expect(fighter("gob")?.groupId).toBe("party");
  });

  it("a group write that names no group moves nobody", async () => {
    await asGm(() => gob().update({ group: null }));
    expect(fighter("gob")?.groupId).toBe("foes");
  });

  it("the GM renaming a knocked-out character leaves it knocked out", async () => {
    await asGm(() => maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["unconscious"] }]));
    await asGm(() => maren().update({ name: "Maren the Bold" }));
    expect(fighter("maren")?.status).toBe("unconscious");
  });

  it("the report of a combatant's creation reaching the GM again adds no second fighter", async () => {
    const before = JSON.stringify(view());
    (globalThis as Doc).Hooks.callAll("createCombatant", maren(), {}, "p1");
    await settle();
    expect(JSON.stringify(view())).toBe(before);
  });

  it("a player's defeated write on one character is set back to that character's standing, not another's", async () => {
    const [wren] = await asPlayer(() => combat.createEmbeddedDocuments("Combatant", [{ actorId: "wren", tokenId: "tok-wren" }]));
    await asGm(() => maren().update({ defeated: true }));
    await asPlayer(() => combat.combatants.get(wren.id).update({ defeated: true }));
    expect(combat.combatants.get(wren.id).defeated).toBe(false);
    expect(maren().defeated).toBe(true);
  });

  it("a GM's write of something else (the name) moves nothing", async () => {
    const before = fighter("gob");
    await asGm(() => gob().update({ name: "Goblin chief" }));
    expect(fighter("gob")).toEqual(before);
  });

  it("a player's write in a started fight is set back to the engine's standing, not to what they wrote", async () => {
    await asGm(() => maren().update({ defeated: true }));
    await asPlayer(() => maren().update({ defeated: false }));
    expect(maren().defeated).toBe(true);
    expect(fighter("maren")?.status).toBe("defeated");
  });
});

describe("combatants joining and leaving a started fight", () => {
  beforeEach(start);

  it("a player adding their character again without a token is a copy and is removed", async () => {
    await asPlayer(() => combat.createEmbeddedDocuments("Combatant", [{ actorId: "maren", tokenId: "" }]));
    expect(combat.combatants.contents.filter((c: Doc) => c.actorId === "maren")).toHaveLength(1);
    expect(view().fighters).toHaveLength(2);
  });

  it("a player bringing in a character of theirs not yet in the fight, without a token, joins it", async () => {
    const [wren] = await asPlayer(() => combat.createEmbeddedDocuments("Combatant", [{ actorId: "wren", tokenId: "" }]));
    expect(combat.combatants.get(wren.id)).toBeDefined();
    expect(fighter(wren.id)?.groupId).toBe("party");
  });

  it("a player adding another token of their character is no copy: it joins", async () => {
    const [other] = await asPlayer(() => combat.createEmbeddedDocuments("Combatant", [{ actorId: "maren", tokenId: "tok-maren-2" }]));
    expect(fighter(other.id)?.status).toBe("ready");
    expect(view().fighters).toHaveLength(3);
  });

  it("the GM adding a second copy is the GM's call: it stays and joins", async () => {
    const [copy] = await asGm(() => combat.createEmbeddedDocuments("Combatant", [{ actorId: "gob", tokenId: "tok-gob" }]));
    expect(combat.combatants.get(copy.id)).toBeDefined();
    expect(fighter(copy.id)).toMatchObject({ groupId: "foes", status: fighter("gob")?.status });
  });

  it("a character the GM adds while knocked out joins knocked out", async () => {
    const goblin = gob().actor;
    await asGm(() => combat.deleteEmbeddedDocuments("Combatant", ["gob"]));
    await asGm(() => goblin.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["unconscious"] }]));
    const [back] = await asGm(() => combat.createEmbeddedDocuments("Combatant", [{ actorId: "gob", tokenId: "tok-gob" }]));
    expect(fighter(back.id)?.status).toBe("unconscious");
  });

  it("the GM's removal leaves no note of a departure on the Combat", async () => {
    await asGm(() => combat.deleteEmbeddedDocuments("Combatant", ["maren"]));
    expect(fighter("maren")).toBeUndefined();
    expect(combat.system.departed).toEqual({});
  });

  it("a player's removal notes the round, the standing and the spent budget on the Combat", async () => {
    expect(await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: "maren" } }, "p1")).toEqual({ ok: true });
    await storeEconomy(maren(), { mainSpent: true });
    await asPlayer(() => combat.deleteEmbeddedDocuments("Combatant", ["maren"]));
    expect(combat.system.departed).toEqual({ maren: { round: 1, status: "acting", budget: { mainSpent: true } } });
  });

  it("a player's removal notes that character's own standing, whoever else is in the fight", async () => {
    expect(await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: "maren" } }, "p1")).toEqual({ ok: true });
    const [wren] = await asPlayer(() => combat.createEmbeddedDocuments("Combatant", [{ actorId: "wren", tokenId: "tok-wren" }]));
    const standing = fighter(wren.id)?.status;
    expect(standing).not.toBe(fighter("maren")?.status);
    await asPlayer(() => combat.deleteEmbeddedDocuments("Combatant", [wren.id]));
    expect(combat.system.departed.wren).toMatchObject({ round: 1, status: standing });
  });

  it("a character the GM defeated, taken out and put back by its player, comes back defeated", async () => {
    await asGm(() => maren().update({ defeated: true }));
    await asPlayer(() => combat.deleteEmbeddedDocuments("Combatant", ["maren"]));
    const [back] = await asPlayer(() => combat.createEmbeddedDocuments("Combatant", [{ actorId: "maren", tokenId: "tok-maren" }]));
    expect(fighter(back.id)?.status).toBe("defeated");
  });

  it("a player coming back with nothing spent starts the round's budget fresh", async () => {
    const fresh = storedEconomy(maren());
    await asPlayer(() => combat.deleteEmbeddedDocuments("Combatant", ["maren"]));
    const [back] = await asPlayer(() => combat.createEmbeddedDocuments("Combatant", [{ actorId: "maren", tokenId: "tok-maren" }]));
    expect(storedEconomy(back)).toEqual(fresh);
  });

  it("removing a combatant the engine never had changes nothing", async () => {
    const [late] = await asGm(() => combat.createEmbeddedDocuments("Combatant", [{ actorId: "gob", tokenId: "tok-gob-2" }]));
    await asGm(() => combat.deleteEmbeddedDocuments("Combatant", [late.id]));
    const before = JSON.stringify(view());
    await asGm(() => combat.deleteEmbeddedDocuments("Combatant", [late.id]));
    expect(JSON.stringify(view())).toBe(before);
  });
});

describe("effects edited after they were made", () => {
  beforeEach(start);

  it("the GM switching its unconscious effect off brings the character back up", async () => {
    const [effect] = await asGm(() => maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["unconscious"] }]));
    expect(fighter("maren")?.status).toBe("unconscious");
    await asGm(() => effect.update({ disabled: true }));
    expect(fighter("maren")?.status).not.toBe("unconscious");
    expect(["ready", "waiting"]).toContain(fighter("maren")?.status);
  });

  it("the GM turning a prone effect into dead defeats the character", async () => {
    const [effect] = await asGm(() => maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["prone"] }]));
    await asGm(() => effect.update({ statuses: ["dead"] }));
    expect(fighter("maren")?.status).toBe("defeated");
  });

  it("a player's edit between two statuses of no bearing is accepted, and a later edit to dead goes back to it", async () => {
    const [effect] = await asPlayer(() => maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["prone"] }]));
    await asPlayer(() => effect.update({ statuses: ["blinded"] }));
    expect([...effect.statuses]).toEqual(["blinded"]);
    await asPlayer(() => effect.update({ statuses: ["dead"] }));
    expect([...effect.statuses]).toEqual(["blinded"]);
    expect(fighter("maren")?.status).toBe("ready");
  });

  it("a player renaming the GM's unconscious effect is left alone: nothing is written back", async () => {
    const [effect] = await asGm(() => maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["unconscious"] }]));
    const writes = gmWritesOn(effect);
    await asPlayer(() => effect.update({ name: "Out cold" }));
    expect(writes).toEqual([]);
    expect(fighter("maren")?.status).toBe("unconscious");
  });

  it("a player deleting the GM's unconscious effect gets it back as it was", async () => {
    const [effect] = await asGm(() => maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["unconscious"] }]));
    await asPlayer(() => effect.delete());
    const back = maren().actor.effects.contents.find((e: Doc) => e.id === effect.id);
    expect([...back.statuses]).toEqual(["unconscious"]);
    expect(fighter("maren")?.status).toBe("unconscious");
  });

  it("a player disabling the GM's unconscious effect is put back, with another effect of theirs on the sheet", async () => {
    const [effect] = await asGm(() => maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["unconscious"] }]));
    await asPlayer(() => maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["prone"] }]));
    await asPlayer(() => effect.update({ disabled: true }));
    expect([...effect.statuses]).toEqual(["unconscious"]);
    expect(effect.disabled).toBe(false);
    expect(fighter("maren")?.status).toBe("unconscious");
  });

  it("a player's edit of the GM's switched-off unconscious effect is put back switched off", async () => {
    const [effect] = await asGm(() => maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["unconscious"], disabled: true }]));
    await asPlayer(() => effect.update({ statuses: ["prone"] }));
    expect([...effect.statuses]).toEqual(["unconscious"]);
    expect(effect.disabled).toBe(true);
    expect(fighter("maren")?.status).toBe("ready");
  });

  it("a player switching off their own prone effect is their business", async () => {
    const [effect] = await asPlayer(() => maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["prone"] }]));
    await asPlayer(() => effect.update({ disabled: true }));
    expect(effect.disabled).toBe(true);
  });

  it("a player turning their own prone effect into unconscious is put back to prone", async () => {
    const [effect] = await asPlayer(() => maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["prone"] }]));
    await asPlayer(() => effect.update({ statuses: ["unconscious"] }));
    expect([...effect.statuses]).toEqual(["prone"]);
    expect(effect.disabled).toBe(false);
    expect(fighter("maren")?.status).toBe("ready");
  });
});

describe("what the GM's client finds when it loads and becomes the active GM", () => {
  it("effects and combatants already in the world are what the GM accepted: a player's edit of them is put back", async () => {
    // Made while no GM was connected: the hooks never saw them.
    net.connect("gm", false);
    const [effect] = await maren().actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["unconscious"] }]);
    await maren().update({ system: { note: "from the last session" } });
    await settle();
    net.connect("gm", true);
    (globalThis as Doc).game.actors = { contents: [maren().actor, gob().actor] };
    await net.on("gm", () => (globalThis as Doc).Hooks.callAll("ready"));
    await settle();
    await asPlayer(() => effect.update({ disabled: true }));
    expect(effect.disabled).toBe(false);
    await asPlayer(() => maren().update({ system: { note: "forged" } }));
    expect(maren().system.note).toBe("from the last session");
  });
});

describe("creatures on unlinked tokens, whose effects live in the token's ActorDelta", () => {
  const joined = (actorId: string) => combat.combatants.contents.find((c: Doc) => c.actorId === actorId);
  beforeEach(async () => {
    await asGm(() => combat.createEmbeddedDocuments("Combatant", [{ actorId: "ogre", tokenId: "tok-ogre" }, { actorId: "imp", tokenId: "tok-imp" }]));
    await start();
  });

  it("an effect put on such a token reaches the hooks with the token's delta as its parent", async () => {
    const [effect] = await asGm(() => joined("ogre").actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["prone"] }]));
    expect(effect.parent.documentName).toBe("ActorDelta");
    expect(effect.parent.parent.actor).toBe(joined("ogre").actor);
  });

  it("the GM's dead effect on the unlinked ogre takes it out of the order", async () => {
    await asGm(() => joined("ogre").actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["dead"] }]));
    expect(fighter(joined("ogre").id)?.status).toBe("defeated");
  });

  it("the GM knocking the ogre out and switching it off again moves the engine both ways", async () => {
    const [effect] = await asGm(() => joined("ogre").actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["unconscious"] }]));
    expect(fighter(joined("ogre").id)?.status).toBe("unconscious");
    await asGm(() => effect.update({ disabled: true }));
    expect(fighter(joined("ogre").id)?.status).not.toBe("unconscious");
  });

  it("a player removing the GM's unconscious effect from their unlinked imp gets it back, and the imp stays down", async () => {
    const [effect] = await asGm(() => joined("imp").actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["unconscious"] }]));
    await asPlayer(() => effect.delete());
    expect(joined("imp").actor.statuses.has("unconscious")).toBe(true);
    expect(fighter(joined("imp").id)?.status).toBe("unconscious");
  });

  it("a player switching off the GM's unconscious effect on their imp is put back", async () => {
    const [effect] = await asGm(() => joined("imp").actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["unconscious"] }]));
    await asPlayer(() => effect.update({ disabled: true }));
    expect(effect.disabled).toBe(false);
  });

  it("a player's own dead effect on their imp is taken off and moves nothing", async () => {
    await asPlayer(() => joined("imp").actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["dead"] }]));
    expect(joined("imp").actor.statuses.has("dead")).toBe(false);
    expect(fighter(joined("imp").id)?.status).not.toBe("defeated");
  });
});

describe("one change to an unlinked token reported twice", () => {
  const joined = (actorId: string) => combat.combatants.contents.find((c: Doc) => c.actorId === actorId);
  beforeEach(async () => {
    await asGm(() => combat.createEmbeddedDocuments("Combatant", [{ actorId: "imp", tokenId: "tok-imp" }]));
    await start();
  });

  it("a player's dead effect on their imp, reported for the delta's copy and for the synthetic actor's, is taken off once", async () => {
    const imp = joined("imp").actor;
    // The player writes while the GM is away, so the reports below are the only ones the GM hears.
    net.connect("gm", false);
    const [effect] = await net.on("p1", () => imp.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["dead"] }]));
    net.connect("gm", true);
    let deletes = 0;
    const remove = effect.delete;
    effect.delete = (...args: unknown[]) => (deletes++, remove(...args));
    // As Foundry may report it (foundryvtt/foundryvtt#8973): the delta's effect, then the synthetic actor's copy.
    const hooksApi = (globalThis as Doc).Hooks;
    hooksApi.callAll("createActiveEffect", effect, {}, "p1");
    hooksApi.callAll("createActiveEffect", { ...effect, parent: imp, uuid: `${imp.uuid}.ActiveEffect.${effect.id}` }, {}, "p1");
    await settle();
    expect(deletes).toBe(1);
    expect(imp.statuses.has("dead")).toBe(false);
    expect(fighter(joined("imp").id)?.status).not.toBe("defeated");
  });
});

describe("a reaction that fails", () => {
  beforeEach(start);

  it("is logged on the GM's console, and the GM goes on with the next change", async () => {
    const update = combat.update;
    combat.update = async () => {
      throw new Error("the server is gone");
    };
    await asPlayer(() => combat.deleteEmbeddedDocuments("Combatant", ["maren"]));
    combat.update = update;
    expect(failures).toHaveLength(1);
    expect(String(failures[0]?.[0])).toMatch(/^Fray \| /);
    expect(String(failures[0]?.[1])).toMatch(/the server is gone/);
    failures.length = 0;
    await asPlayer(() => combat.createEmbeddedDocuments("Combatant", [{ actorId: "wren", tokenId: "tok-wren" }]));
    expect(view().fighters.map((f) => f.id)).toContain(combat.combatants.contents.find((c: Doc) => c.actorId === "wren").id);
  });
});
