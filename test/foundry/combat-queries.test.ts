import { beforeEach, describe, expect, it } from "vitest";
import { makeCombat, type Recorded } from "../foundry-double/combat";
import { installFightDouble } from "../foundry-double";

// Dice the GM "rolls": the party's side then the goblins', then anything else.
const { recorded, combats, net, dice, users, settings } = installFightDouble();
// These fights are the sides ruleset's (DEX on side initiative, its statuses, its declarable actions).
settings.set("fray.ruleset", "sides");

const { FrayCombat } = await import("../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../src/foundry/combat/combat-model");
const { handleMarkSurprise, handleStart, handleTurn } = await import("../../src/foundry/combat/combat-queries");
const { stateOf, moveToGroup, syncConditions } = await import("../../src/foundry/combat/turn-handler");
const { sideInitiativeAdapter } = await import("../../src/core/turns/adapters/side-initiative");
const { declaredAdapter } = await import("../../src/core/turns/adapters/declared");

type Combat = Record<string, any>;
let combat: Combat;

function newFight(): Combat {
  const fight = makeCombat(FrayCombat as never, FrayCombatData as never, [
    { id: "maren", name: "Maren", group: "party", owners: ["p1"], dex: 14, effects: [{ id: "defence", expiresAtTurnStart: true }, { id: "blessing", expiresAtTurnStart: false }] },
    { id: "tamsin", name: "Tamsin", group: "party", owners: ["p2"] },
    { id: "gob", name: "Goblin", group: "foes", owners: [], hidden: true },
    { id: "chief", name: "Chieftain", group: "foes", owners: [], hidden: true },
  ], ["party", "foes"], recorded);
  combats.set("combat1", fight);
  return fight;
}

const hookNames = (r: Recorded) => r.hooks.map((hook) => hook.name);
const view = () => sideInitiativeAdapter.view(stateOf(combat as never) as never);

beforeEach(async () => {
  recorded.hooks.length = 0;
  recorded.messages.length = 0;
  recorded.deletedEffects.length = 0;
  net.sent.length = 0;
  dice.splice(0, dice.length, 6, 3);
  combat = newFight();
  const answer = await handleStart({ combatId: "combat1", structure: "sideInitiative", choices: { partyGroupId: "party" } }, "gm");
  expect(answer).toEqual({ ok: true });
});

describe("starting a side-initiative fight", () => {
  it("rolls one d8 per side as Foundry rolls posted to chat, the party adding its best DEX", () => {
    expect(recorded.messages.map((m) => [m.formula, m.total])).toEqual([["1d8+1", 7], ["1d8", 3]]);
    expect(view().groups.map((g) => [g.id, g.initiative])).toEqual([["party", 7], ["foes", 3]]);
  });
  it("whispers the roll of a side whose every member is hidden to the GM only", () => {
    expect(recorded.messages[1]?.whisper).toEqual(["gm"]);
    expect(recorded.messages[0]?.whisper).toEqual([]);
  });
  it("refuses a start from a player", async () => {
    const answer = await handleStart({ combatId: "combat1", structure: "sideInitiative" }, "p1");
    expect(answer).toEqual({ ok: false, reason: "FRAY.Tracker.Refusal.gmOnly" });
  });
});

describe("players act through the GM", () => {
  it("a player starts their own combatant's turn on their side's turn", async () => {
    const answer = await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: "maren" } }, "p1");
    expect(answer).toEqual({ ok: true });
    expect(view().activeIds).toEqual(["maren"]);
    expect(combat.updates.at(-1)).toMatchObject({ turn: null, round: 1 });
  });

  it("a player cannot act for someone else's combatant, and hears why by name", async () => {
    const before = structuredClone(stateOf(combat as never));
    const answer = await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: "tamsin" } }, "p1");
    expect(answer).toMatchObject({ ok: false, reason: "FRAY.Turns.Refusal.NotOwner", data: { id: "Tamsin" } });
    expect(stateOf(combat as never)).toEqual(before);
  });

  it("a player cannot act for a goblin, nor when it is not their side's turn", async () => {
    expect((await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: "gob" } }, "p1")).ok).toBe(false);
  });

  it("claiming to be the GM inside the request changes nothing", async () => {
    const answer = await handleTurn({ combatId: "combat1", intent: { kind: "nextRound" }, by: { userId: "gm", isGM: true } }, "p1");
    expect(answer.ok).toBe(false);
    expect(view().round).toBe(1);
  });

  it("a malformed request is refused without touching the fight", async () => {
    expect(await handleTurn({ combatId: "combat1", intent: { kind: "teleport" } }, "p1")).toEqual({ ok: false, reason: "FRAY.Tracker.Refusal.badRequest" });
    expect(await handleTurn({ combatId: "nope", intent: { kind: "act" } }, "p1")).toEqual({ ok: false, reason: "FRAY.Tracker.Refusal.noCombat" });
  });
});

describe("the action budget in the tracker", () => {
  it("is refreshed for every combatant when a round starts", () => {
    const refreshed = combat.system.roundState.budgets as { id: string; budget: { mainSpent: boolean } }[];
    expect(refreshed.map((b) => b.id).sort()).toEqual(["chief", "gob", "maren", "tamsin"]);
    expect(refreshed.every((b) => b.budget.mainSpent === false)).toBe(true);
  });
});

describe("statuses drive the turn order", () => {
  it("a combatant knocked unconscious loses its turn, and acts again once it wakes", async () => {
    const actor = combat.combatants.get("maren").actor;
    actor.statuses.add("unconscious");
    await syncConditions(actor);
    expect(view().fighters.find((f) => f.id === "maren")?.status).toBe("unconscious");
    actor.statuses.delete("unconscious");
    await syncConditions(actor);
    expect(view().fighters.find((f) => f.id === "maren")?.status).toBe("ready");
  });
  it("a dead combatant is defeated", async () => {
    const actor = combat.combatants.get("gob").actor;
    actor.statuses.add("dead");
    await syncConditions(actor);
    expect(view().fighters.find((f) => f.id === "gob")?.status).toBe("defeated");
  });
});

describe("the GM moves a combatant to another side", () => {
  it("and nobody re-rolls", async () => {
    const rolled = recorded.messages.length;
    expect(await moveToGroup(combat as never, "tamsin", "foes")).toEqual({ ok: true });
    expect(view().fighters.find((f) => f.id === "tamsin")?.groupId).toBe("foes");
    expect(recorded.messages.length).toBe(rolled);
    expect(view().groups.map((g) => g.initiative)).toEqual([7, 3]);
  });
});

describe("turn events", () => {
  it("fire once per real turn, and clear effects that last until the start of the actor's next turn", async () => {
    await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: "maren" } }, "p1");
    await handleTurn({ combatId: "combat1", intent: { kind: "endTurn", combatantId: "maren" } }, "p1");
    expect(hookNames(recorded).filter((name) => name === "fray.turnStart")).toHaveLength(1);
    expect(hookNames(recorded).filter((name) => name === "fray.turnEnd")).toHaveLength(1);
    expect(recorded.deletedEffects).toEqual(["defence"]);
  });

  it("never fire for a side whose members are all down", async () => {
    await handleTurn({ combatId: "combat1", intent: { kind: "fallUnconscious", combatantId: "gob" } }, "gm");
    await handleTurn({ combatId: "combat1", intent: { kind: "fallUnconscious", combatantId: "chief" } }, "gm");
    for (const id of ["maren", "tamsin"]) {
      await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: id } }, "gm");
      await handleTurn({ combatId: "combat1", intent: { kind: "endTurn", combatantId: id } }, "gm");
    }
    const started = recorded.hooks.filter((hook) => hook.name === "fray.turnStart").flatMap((hook) => (hook.args[1] as { combatantIds: string[] }).combatantIds);
    expect(started).not.toContain("gob");
    expect(hookNames(recorded)).toContain("fray.roundStart");
  });

  it("undo restores the fight exactly as it was", async () => {
    const before = structuredClone(stateOf(combat as never));
    await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: "maren" } }, "p1");
    await handleTurn({ combatId: "combat1", intent: { kind: "undo" } }, "gm");
    expect(stateOf(combat as never)).toEqual(before);
  });
});

describe("declared-action speed", () => {
  it("pushes the declare dialog to each player whose combatants must declare", async () => {
    combat = newFight();
    dice.splice(0, dice.length, 5, 7, 3, 9);
    const answer = await handleStart({ combatId: "combat1", structure: "declared", choices: {} }, "gm");
    expect(answer).toEqual({ ok: true });
    await net.settle();
    const asked = net.sent.map((sent) => sent.message as { type: string; kind: string; to: string; payload: { combatantIds: string[] } }).filter((m) => m.type === "push" && m.kind === "declare");
    expect(asked.map((push) => [push.to, push.payload.combatantIds])).toEqual([
      ["p1", ["maren"]],
      ["p2", ["tamsin"]],
    ]);
  });

  it("takes a player's declaration for their own combatant only", async () => {
    combat = newFight();
    dice.splice(0, dice.length, 5, 7, 3, 9);
    await handleStart({ combatId: "combat1", structure: "declared", choices: {} }, "gm");
    const mine = await handleTurn({ combatId: "combat1", intent: { kind: "declare", combatantId: "maren", actionId: "act", modifier: 6 } }, "p1");
    expect(mine).toEqual({ ok: true });
    const theirs = await handleTurn({ combatId: "combat1", intent: { kind: "declare", combatantId: "tamsin", actionId: "act" } }, "p1");
    expect(theirs.ok).toBe(false);
  });

  it("takes the modifier from the ruleset's list, whatever number the client sent", async () => {
    combat = newFight();
    dice.splice(0, dice.length, 5, 7, 3, 9);
    await handleStart({ combatId: "combat1", structure: "declared", choices: {} }, "gm");
    await handleTurn({ combatId: "combat1", intent: { kind: "declare", combatantId: "maren", actionId: "act", modifier: 6 } }, "p1");
    const declared = declaredAdapter.view(stateOf(combat as never) as never).fighters.find((f) => f.id === "maren")?.declared;
    expect(declared).toEqual({ actionId: "act", modifier: 0 });
    const unknown = await handleTurn({ combatId: "combat1", intent: { kind: "declare", combatantId: "maren", actionId: "potion" } }, "p1");
    expect(unknown).toEqual({ ok: false, reason: "FRAY.Tracker.Refusal.unknownAction" });
  });
});

describe("alternating teams with surprise", () => {
  it("only the surprising team acts in the surprise round, plus whoever the GM marked as unable to be surprised", async () => {
    const fight = makeCombat(FrayCombat as never, FrayCombatData as never, [
      // Maren's player wrote the old flag on her own combatant: it counts for nothing.
      { id: "maren", name: "Maren", group: "party", owners: ["p1"], flags: { cannotBeSurprised: true } },
      { id: "tamsin", name: "Tamsin", group: "party", owners: ["p2"] },
      { id: "gob", name: "Goblin", group: "foes", owners: [] },
    ], ["party", "foes"], recorded);
    combats.set("combat1", fight);
    combat = fight;
    expect(await handleMarkSurprise({ combatId: "combat1", combatantId: "maren", value: true }, "p1")).toEqual({ ok: false, reason: "FRAY.Tracker.Refusal.gmOnly" });
    expect(await handleMarkSurprise({ combatId: "combat1", combatantId: "tamsin", value: true }, "gm")).toEqual({ ok: true });
    await handleStart({ combatId: "combat1", structure: "alternatingTeams", choices: { startedBy: "foes", attacked: "party", surprising: "foes" } }, "gm");
    const { alternatingTeamsAdapter } = await import("../../src/core/turns/adapters/alternating-teams");
    const ready = alternatingTeamsAdapter.view(stateOf(combat as never) as never).fighters.filter((f) => f.status === "ready").map((f) => f.id);
    expect(ready).toContain("gob");
    expect(ready).not.toContain("maren");
    expect((await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: "maren" } }, "p1")).ok).toBe(false);
    await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: "gob" } }, "gm");
    await handleTurn({ combatId: "combat1", intent: { kind: "endTurn", combatantId: "gob" } }, "gm");
    expect(await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: "tamsin" } }, "p2")).toEqual({ ok: true });
  });
});

describe("hidden combatants stay hidden", () => {
  it("a roll-off between a visible and a hidden combatant is whispered to the GM", async () => {
    combat = newFight();
    // Maren 5, Tamsin and the hidden goblin tie on 10, the chieftain 3; then the roll-off.
    dice.splice(0, dice.length, 5, 10, 10, 3, 12, 4);
    recorded.messages.length = 0;
    expect(await handleStart({ combatId: "combat1", structure: "individual", choices: {} }, "gm")).toEqual({ ok: true });
    // Each d20 on its own card; the roll-off for Tamsin and the goblin names the goblin, so the GM alone sees it.
    expect(recorded.messages.map((m) => [m.formula, m.total, m.whisper.join()])).toEqual([
      ["1d20+1", 6, ""], ["1d20", 10, ""], ["1d20", 10, "gm"], ["1d20", 3, "gm"], ["1d20", 12, "gm"], ["1d20", 4, "gm"],
    ]);
  });
});

describe("the GM's own roll mode decides nothing about who sees the tracker's rolls", () => {
  // The roll mode a user picks under the chat box is the `core.rollMode` setting (https://foundryvtt.com/article/dice/).
  for (const chosen of ["selfroll", "blindroll", "gmroll", "publicroll"]) {
    it(`a GM rolling in ${chosen} shows the party's roll to everyone and the hidden goblins' to the GMs alone`, async () => {
      settings.set("core.rollMode", chosen);
      try {
        combat = newFight();
        recorded.messages.length = 0;
        expect(await handleStart({ combatId: "combat1", structure: "sideInitiative", choices: { partyGroupId: "party" } }, "gm")).toEqual({ ok: true });
        expect(recorded.messages.map((m) => [m.formula, m.whisper])).toEqual([["1d8+1", []], ["1d8", ["gm"]]]);
      } finally {
        settings.delete("core.rollMode");
      }
    });
  }
});

describe("refusals about a hidden combatant", () => {
  it("name it to the GM, and call it someone to a player", async () => {
    const toPlayer = await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: "gob" } }, "p1");
    expect(toPlayer).toMatchObject({ ok: false, data: { id: "FRAY.Tracker.someone" } });
    expect(JSON.stringify(toPlayer)).not.toContain("Goblin");
    await handleTurn({ combatId: "combat1", intent: { kind: "fallUnconscious", combatantId: "gob" } }, "gm");
    const toGM = await handleTurn({ combatId: "combat1", intent: { kind: "fallUnconscious", combatantId: "gob" } }, "gm");
    expect(toGM).toMatchObject({ ok: false, data: { id: "Goblin" } });
  });
});
