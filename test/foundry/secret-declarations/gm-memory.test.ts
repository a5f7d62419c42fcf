/**
 * What each client holds of secret declarations (sealed-store.ts), what the Combat records of them
 * (sealed-record.ts), how the active GM recovers those it lost (sealed-recovery.ts), how they are
 * revealed (sealed-reveal.ts) and what each user sees of them (sealed-view.ts).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { arm, attack, combat, combats, declareOwn, engineDeclarations, linesFor, net, notices, prompted, rowOf, sealedIds, sealedWrites, start, startSecret, unstarted } from "./table";

type Doc = Record<string, any>;
const g = globalThis as Record<string, any>;
const store = await import("../../../src/foundry/combat/sealed-store");
const record = await import("../../../src/foundry/combat/sealed-record");
const { recoverForgotten } = await import("../../../src/foundry/combat/sealed-recovery");
const { declarationView } = await import("../../../src/foundry/combat/sealed-view");
const { adapterOf, stateOf } = await import("../../../src/foundry/combat/combat-engine");
const { NOTHING_SEALED } = await import("../../../src/core/sealed-declarations");

const gmHeld = (round = 1, combatId = "combat1") => net.on("gm", () => store.heldDeclarations(combatId, round).map((held) => `${held.combatantId}:${held.actionId}`));
const hold = (combatantId: string, round = 1, combatId = "combat1") =>
  net.on("gm", () => store.holdDeclaration(combatId, round, { combatantId, actionId: attack(combatantId), by: { userId: "gm", isGM: true } }));
const adapter = () => adapterOf(combat() as never)!;
const lockAsGm = () => net.on("gm", () => combat().issue({ kind: "lockDeclarations" }));

beforeEach(() => {
  prompted.length = 0;
  notices.length = 0;
  net.connect("gm", true);
  net.connect("gm2", false);
});

describe("what the GM's client holds", () => {
  it("nothing for a fight it never saw, and a round's declarations only in that round", () => {
    expect(gmHeld(1, "never")).toEqual([]);
    hold("rogue", 1, "fightA");
    expect(gmHeld(1, "fightA")).toEqual(["rogue:attack:rogueDagger"]);
    expect(gmHeld(2, "fightA")).toEqual([]);
    // Asked for in another round, the old round's are forgotten.
    expect(gmHeld(1, "fightA")).toEqual([]);
  });

  it("lets go of one creature's, or of a whole fight's, leaving the rest", () => {
    hold("rogue", 1, "fightB");
    hold("fighter", 1, "fightB");
    hold("cleric", 1, "fightC");
    net.on("gm", () => store.dropHeld("fightB", "rogue"));
    net.on("gm", () => store.dropHeld("nowhere", "rogue"));
    expect(gmHeld(1, "fightB")).toEqual(["fighter:attack:fighterAxe"]);
    net.on("gm", () => store.forgetHeld("fightB"));
    expect([gmHeld(1, "fightB"), gmHeld(1, "fightC")]).toEqual([[], ["cleric:attack:clericMace"]]);
  });

  it("each client holds its own: another GM's client holds none of it", () => {
    hold("rogue", 1, "fightD");
    expect(net.on("gm2", () => store.heldDeclarations("fightD", 1))).toEqual([]);
  });
});

describe("what a player's client remembers", () => {
  const own = (combatId: string, combatantId: string, round: number) => net.on("p1", () => store.ownSeal(combatId, combatantId, round));

  it("what they sealed, for that creature of that fight in that round only", () => {
    expect(own("fightE", "rogue", 1)).toBeNull();
    net.on("p1", () => store.rememberOwnSeal({ combatId: "fightE", combatantId: "rogue", actionId: "throw" }, 1));
    expect([own("fightE", "rogue", 1), own("fightE", "fighter", 1), own("fightF", "rogue", 1), own("fightE", "rogue", 2)]).toEqual(["throw", null, null, null]);
    expect(net.on("p2", () => store.ownSeal("fightE", "rogue", 1))).toBeNull();
  });
});

describe("the Combat's record of who sealed", () => {
  it("reads as nothing sealed for a Combat saved before it existed, or one that is not Fray's", async () => {
    await startSecret();
    delete combat().system.sealed;
    expect(record.sealedRecordOf(combat() as never)).toEqual(NOTHING_SEALED);
    expect(record.sealedRecordOf({ system: {} } as never)).toEqual(NOTHING_SEALED);
    combat().system.sealed = { round: 1, ids: ["rogue"] };
    expect(record.sealedRecordOf(combat() as never)).toEqual({ round: 1, ids: ["rogue"], reasked: false });
    for (const broken of [{ round: "1", ids: ["rogue"] }, { round: 1, ids: "rogue" }]) {
      combat().system.sealed = broken;
      expect(record.sealedRecordOf(combat() as never)).toEqual(NOTHING_SEALED);
    }
  });

  it("is kept under the Combat's own id", () => {
    expect(record.combatIdOf({ id: "fightG" } as never)).toBe("fightG");
  });

  it("counts round 0 before the engine starts", async () => {
    await startSecret();
    expect([record.engineRoundIn(adapter(), null), record.engineRoundIn(adapter(), undefined), record.engineRoundIn(adapter(), stateOf(combat() as never))]).toEqual([0, 0, 1]);
  });

  it("is written only when the round, the re-ask or the list changes", async () => {
    await startSecret();
    const write = (next: { round: number; ids: string[]; reasked: boolean }) => net.on("gm", () => record.writeSealed(combat() as never, next));
    combat().system.sealed = { round: 1, ids: ["rogue", "fighter"], reasked: false };
    const writes = () => sealedWrites().map((update) => update.system.sealed);
    await write({ round: 1, ids: ["rogue", "fighter"], reasked: false });
    expect(writes()).toEqual([]);
    await write({ round: 2, ids: ["rogue", "fighter"], reasked: false });
    await write({ round: 2, ids: ["rogue", "fighter"], reasked: true });
    await write({ round: 2, ids: ["rogue"], reasked: true });
    expect(writes()).toEqual([
      { round: 2, ids: ["rogue", "fighter"], reasked: false },
      { round: 2, ids: ["rogue", "fighter"], reasked: true },
      { round: 2, ids: ["rogue"], reasked: true },
    ]);
  });

  it("is cleared only when it lists someone or says the GM asked again", async () => {
    await startSecret();
    const clear = () => net.on("gm", () => record.clearSealed(combat() as never));
    combat().system.sealed = { round: 3, ids: [], reasked: false };
    await clear();
    expect(sealedWrites()).toEqual([]);
    combat().system.sealed = { round: 3, ids: [], reasked: true };
    await clear();
    combat().system.sealed = { round: 3, ids: ["rogue"], reasked: false };
    await clear();
    expect(sealedWrites().map((update) => update.system.sealed)).toEqual([NOTHING_SEALED, NOTHING_SEALED]);
  });
});

describe("the GM's client lost some of the round's sealed declarations", () => {
  it("keeps those it still holds, and asks again only for the others", async () => {
    await startSecret();
    prompted.length = 0;
    net.on("gm", () => store.forgetHeld("combat1"));
    combat().system.sealed = { round: 1, ids: ["rogue", "fighter"], reasked: false };
    hold("rogue");
    await net.on("gm", () => recoverForgotten(combat() as never, adapter()));
    await net.settle();
    expect(combat().system.sealed).toEqual({ round: 1, ids: ["rogue"], reasked: true });
    expect(prompted).toEqual([["p2", { combatId: "combat1", combatantIds: ["fighter"] }]]);
  });

  it("an assistant GM's client seeing someone connect recovers nothing: only the active GM's does, which holds them", async () => {
    await startSecret();
    net.connect("gm2", true);
    await declareOwn("rogue");
    prompted.length = 0;
    const writes = combat().updates.length;
    net.on("gm2", () => g.Hooks.callAll("userConnected", g.game.users.get("p3"), true));
    await net.settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([combat().updates.length, prompted]).toEqual([writes, []]);
    expect(sealedIds()).toEqual(["rogue"]);
  });

  it("a fight whose declarations are no longer secret, or not started, is left alone", async () => {
    await start("clockwise");
    net.on("gm", () => store.forgetHeld("combat1"));
    combat().system.sealed = { round: 1, ids: ["rogue"], reasked: false };
    const other = combat();
    combats.set("combat2", unstarted());
    combats.set("combat1", other);
    prompted.length = 0;
    await net.on("gm", async () => {
      g.Hooks.callAll("userConnected", g.game.users.get("p3"), true);
      await net.settle();
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prompted).toEqual([]);
    expect(other.system.sealed).toEqual({ round: 1, ids: ["rogue"], reasked: false });
    combats.delete("combat2");
  });
});

describe("the reveal", () => {
  it("a lock brings in those that stand, leaves out one that fell, and leaves nobody listed as sealed", async () => {
    await startSecret();
    await declareOwn("rogue");
    await declareOwn("fighter");
    combat().combatants.get("rogue").actor.items.contents = [];
    expect(await lockAsGm()).toEqual({ ok: true });
    await net.settle();
    expect(engineDeclarations()).toMatchObject({ rogue: "none", fighter: attack("fighter") });
    expect(combat().system.sealed).toEqual(NOTHING_SEALED);
  });

  it("a lock that brings none in leaves the fallen listed until the next round, which clears it", async () => {
    await startSecret();
    await declareOwn("rogue");
    combat().combatants.get("rogue").actor.items.contents = [];
    expect(await lockAsGm()).toEqual({ ok: true });
    await net.settle();
    expect(sealedIds()).toEqual(["rogue"]);
    arm();
    expect(await net.on("gm", () => combat().issue({ kind: "nextRound" }))).toEqual({ ok: true });
    await net.settle();
    expect(combat().system.sealed).toEqual(NOTHING_SEALED);
  });
});

describe("what each user sees", () => {
  it("the GM's tracker still draws a held declaration whose weapon left the creature's hands, without its action", async () => {
    await startSecret();
    await declareOwn("rogue");
    combat().combatants.get("rogue").actor.items.contents = [];
    const row = rowOf("gm", "rogue");
    expect([row.sealed, row.declared]).toEqual([true, null]);
  });

  it("the GM's tracker shows only the held declarations of those the Combat lists as sealed now", async () => {
    await startSecret();
    net.on("gm", () => store.forgetHeld("combat1"));
    await declareOwn("rogue");
    // A declaration left in the GM's memory for a creature not listed this round (as from an earlier start of this fight).
    hold("fighter");
    expect([rowOf("gm", "rogue").declared?.actionId, rowOf("gm", "fighter").declared]).toEqual([attack("rogue"), null]);
  });

  it("a client with no user yet sees who sealed and nothing of what", async () => {
    await startSecret();
    await declareOwn("rogue");
    const seen = declarationView(combat() as never, adapter(), stateOf(combat() as never), null);
    expect(seen.sealed).toEqual(["rogue"]);
    expect(seen.view.fighters.find((fighter: Doc) => fighter.id === "rogue")?.declared ?? null).toBeNull();
  });

  it("a player who no longer owns the creature no longer sees what they sealed for it; one whose actor is gone sees nothing of it", async () => {
    await startSecret();
    await declareOwn("rogue");
    expect(rowOf("p1", "rogue").declared.actionId).toBe(attack("rogue"));
    const rogue = combat().combatants.get("rogue");
    const permission = rogue.actor.testUserPermission;
    rogue.actor.testUserPermission = (user: { isGM?: boolean }) => user.isGM === true;
    const asP1 = () => net.on("p1", () => declarationView(combat() as never, adapter(), stateOf(combat() as never), g.game.user));
    const declaredFor = (seen: { view: { fighters: Doc[] } }) => seen.view.fighters.find((fighter) => fighter.id === "rogue")?.declared ?? null;
    expect(declaredFor(asP1())).toBeNull();
    rogue.actor.testUserPermission = permission;
    const actor = rogue.actor;
    rogue.actor = null;
    expect(declaredFor(asP1())).toBeNull();
    rogue.actor = actor;
  });

  it("the GM no longer sees the held declaration of a creature that went down", async () => {
    await startSecret();
    await declareOwn("rogue");
    expect(await net.on("gm", () => combat().issue({ kind: "defeat", combatantId: "rogue" }))).toEqual({ ok: true });
    await net.settle();
    expect(rowOf("gm", "rogue").declared).toBeNull();
    expect(linesFor("gm")).toEqual([]);
  });
});
