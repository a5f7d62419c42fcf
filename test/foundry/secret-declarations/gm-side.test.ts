/**
 * The GM's half of a secret declaration: the commitment on the socket (who sent it, for which creature,
 * never what), the opening by query to the active GM alone, and the declaration held sealed. What a
 * cheating console sends is refused with the reason a player would see; nothing of what was declared
 * leaves the GM's client.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { askGm } from "../../../src/foundry/channel";
import { attack, combat, commit, commitRaw, declare, declareOwn, engineDeclarations, linesFor, net, notices, open, openRaw, prompted, rowOf, SALT, sealedIds, sealedWrites, start, startSecret, unstarted, WEAPON } from "./table";

const g = globalThis as Record<string, any>;
const { commitmentOf } = await import("../../../src/core/sealed-declarations");
const { SEAL_REFUSAL } = await import("../../../src/foundry/combat/sealed-channel");
const { SEALED_REFUSAL } = await import("../../../src/foundry/combat/seal-declaration");
const { CHANNEL_REFUSAL } = await import("../../../src/foundry/channel");

beforeEach(() => {
  prompted.length = 0;
  notices.length = 0;
  net.connect("gm", true);
  net.connect("gm2", false);
});

describe("a commitment from the console", () => {
  it("for a fight that is not there, not started, or not in secret, is refused with that reason", async () => {
    await startSecret();
    expect(await commitRaw("p1", { combatId: "elsewhere", combatantId: "rogue", commitment: "a".repeat(64) })).toEqual({ ok: false, reason: "FRAY.Tracker.Refusal.noCombat" });
    await start("clockwise");
    expect(await commit("p1", "rogue", attack("rogue"))).toEqual({ ok: false, reason: SEAL_REFUSAL.notSecret });
    unstarted();
    expect(await commit("p1", "rogue", attack("rogue"))).toEqual({ ok: false, reason: "FRAY.Tracker.Refusal.notStarted" });
  });

  it("naming no creature, a creature id of the wrong shape, or no hash of the right shape, is a bad commitment", async () => {
    await startSecret();
    const good = commitmentOf(SALT, { combatId: "combat1", combatantId: "rogue", actionId: attack("rogue") });
    for (const combatantId of ["", "r".repeat(65), 7, null, ["rogue"]]) {
      expect(await commitRaw("p1", { combatId: "combat1", combatantId, commitment: good }), String(combatantId)).toEqual({ ok: false, reason: SEAL_REFUSAL.badCommitment });
    }
    for (const commitment of ["abc", good.toUpperCase(), undefined]) {
      expect(await commitRaw("p1", { combatId: "combat1", combatantId: "rogue", commitment }), String(commitment)).toEqual({ ok: false, reason: SEAL_REFUSAL.badCommitment });
    }
    // An id of the longest shape is read; it names no creature of this fight, which is why it is refused.
    expect(await commitRaw("p1", { combatId: "combat1", combatantId: "r".repeat(64), commitment: good })).not.toEqual({ ok: false, reason: SEAL_REFUSAL.badCommitment });
    expect(await commit("p1", "r", attack("rogue"))).not.toEqual({ ok: false, reason: SEAL_REFUSAL.badCommitment });
    expect(sealedIds()).toEqual([]);
  });
});

describe("an opening by query", () => {
  it("to a GM who is not the active one is refused, and the active GM still opens it", async () => {
    await startSecret();
    net.connect("gm2", true);
    expect(await commit("p1", "rogue", attack("rogue"))).toEqual({ ok: true });
    expect(await open("p1", "rogue", attack("rogue"), SALT, "gm2")).toEqual({ ok: false, reason: CHANNEL_REFUSAL.notActiveGM });
    expect(await open("p1", "rogue", attack("rogue"))).toEqual({ ok: true });
    expect(sealedIds()).toEqual(["rogue"]);
  });

  it("that is no opening at all is refused as opening nothing", async () => {
    await startSecret();
    for (const data of [undefined, "junk", 7, { combatId: "combat1" }]) expect(await openRaw("p1", data), JSON.stringify(data)).toEqual({ ok: false, reason: SEAL_REFUSAL.noCommitment });
  });

  it("of an action that is not text, or longer than any action's id, opens nothing even when the hash matches it", async () => {
    await startSecret();
    for (const actionId of [7, "a".repeat(501)]) {
      expect(await commit("p1", "rogue", actionId)).toEqual({ ok: true });
      expect(await open("p1", "rogue", actionId), String(actionId).slice(0, 8)).toEqual({ ok: false, reason: SEAL_REFUSAL.noCommitment });
    }
    // One of 500 characters is read, and refused as no action of the rogue's.
    expect(await commit("p1", "rogue", "a".repeat(500))).toEqual({ ok: true });
    expect(await open("p1", "rogue", "a".repeat(500))).toEqual({ ok: false, reason: SEALED_REFUSAL.unknownAction });
    expect(sealedIds()).toEqual([]);
  });

  it("that fails on the GM's client is answered as failed, logged for the GM, and seals nothing", async () => {
    await startSecret();
    expect(await commit("p1", "rogue", attack("rogue"))).toEqual({ ok: true });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const update = vi.spyOn(combat(), "update").mockRejectedValueOnce(new Error("the server went away"));
    expect(await open("p1", "rogue", attack("rogue"))).toEqual({ ok: false, reason: CHANNEL_REFUSAL.failed });
    expect(logged.mock.calls.map((call) => call[0])).toEqual(["Fray | a sealed declaration failed"]);
    logged.mockRestore();
    update.mockRestore();
    expect(sealedIds()).toEqual([]);
  });
});

describe("a commitment's sender", () => {
  it("deleted from the world before the opening came still counts as the player they were, and the opening goes in", async () => {
    await startSecret();
    expect(await commit("p1", "rogue", attack("rogue"))).toEqual({ ok: true });
    // A deleted User is gone from game.users (Collection#get finds nothing).
    const at = net.users.findIndex((user) => user.id === "p1");
    const [p1] = net.users.splice(at, 1);
    try {
      expect(await open("p1", "rogue", attack("rogue"))).toEqual({ ok: true });
    } finally {
      net.users.splice(at, 0, p1!);
    }
    expect(sealedIds()).toEqual(["rogue"]);
  });
});

describe("a change of mind opened after the reveal", () => {
  it("is refused as a player's: the revealed declaration stands", async () => {
    await startSecret();
    await declareOwn("rogue");
    expect(await commit("p1", "rogue", "throw")).toEqual({ ok: true });
    for (const id of ["fighter", "cleric", "goblinA", "goblinB"]) await declareOwn(id);
    expect(engineDeclarations().rogue).toBe(attack("rogue"));
    expect(await open("p1", "rogue", "throw")).toEqual({ ok: false, reason: SEALED_REFUSAL.revealed });
    expect(engineDeclarations().rogue).toBe(attack("rogue"));
  });
});

describe("an assistant GM, logged in beside the active one", () => {
  it("declares for a goblin in secret as a GM: the commitment and the opening are the GM's", async () => {
    await startSecret();
    net.connect("gm2", true);
    await declareOwn("goblinA", "gm2");
    expect(net.queries.map((query) => [query.from, query.to])).toEqual([["gm2", "gm"]]);
    expect(sealedIds()).toEqual(["goblinA"]);
    expect(rowOf("gm", "goblinA").declared.actionId).toBe(attack("goblinA"));
  });
});

describe("a declaration held sealed", () => {
  it("after the reveal a player's own declaration stands, even sent in the open from the console", async () => {
    await startSecret();
    for (const id of ["rogue", "fighter", "cleric", "goblinA", "goblinB"]) await declareOwn(id);
    const answer = await net.on("p1", () => askGm("turn", { combatId: "combat1", intent: { kind: "declare", combatantId: "rogue", actionId: "throw" } }));
    expect(answer).toEqual({ ok: false, reason: SEALED_REFUSAL.revealed });
    expect(engineDeclarations().rogue).toBe(attack("rogue"));
  });

  it("nobody is told of a re-ask while the GM holds every sealed declaration, and a second seal writes only the new list", async () => {
    await startSecret();
    prompted.length = 0;
    await declareOwn("rogue");
    await declareOwn("fighter");
    for (const user of ["gm", "p1", "p3"]) expect(linesFor(user), user).toEqual([]);
    expect(combat().system.sealed).toEqual({ round: 1, ids: ["rogue", "fighter"], reasked: false });
    expect(prompted).toEqual([]);
  });

  it("a player who changes their mind before the reveal writes nothing new to the Combat", async () => {
    await startSecret();
    await declare("rogue", "p1", "throw");
    const writes = sealedWrites().length;
    await declareOwn("rogue");
    expect(sealedWrites().length).toBe(writes);
    expect(rowOf("gm", "rogue").declared.actionId).toBe(attack("rogue"));
  });

  it("a re-ask recorded in another round is not carried into this round's seals", async () => {
    await startSecret();
    combat().system.sealed = { round: 7, ids: ["rogue"], reasked: true };
    await declareOwn("fighter");
    expect(combat().system.sealed).toEqual({ round: 1, ids: ["fighter"], reasked: false });
    expect(linesFor("p3")).toEqual([]);
  });

  it("after the GM's client changed hands the notice stays until every declaration is in again", async () => {
    await startSecret();
    await declareOwn("rogue");
    await declareOwn("fighter");
    net.connect("gm", false);
    net.connect("gm2", true);
    await net.on("gm2", async () => {
      g.Hooks.callAll("userConnected", g.game.users.get("gm2"), true);
      await net.settle();
    });
    await net.settle();
    expect(combat().system.sealed).toEqual({ round: 1, ids: [], reasked: true });
    await declareOwn("rogue");
    expect(combat().system.sealed).toEqual({ round: 1, ids: ["rogue"], reasked: true });
    expect(linesFor("p2")).toEqual(["sealedReasked"]);
  });
});

describe("what is never sent", () => {
  it("the assistant GM's and the players' openings carry no declaration on the socket", async () => {
    await startSecret();
    net.connect("gm2", true);
    await declareOwn("rogue");
    await declareOwn("goblinB", "gm2");
    const socket = JSON.stringify(net.sent.map((sent) => sent.message));
    for (const id of ["rogue", "goblinB"]) expect(socket).not.toContain(WEAPON[id]!.id);
  });
});
