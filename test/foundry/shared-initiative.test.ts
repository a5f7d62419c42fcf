/**
 * The GM may let identical monsters share one initiative roll when a declared-action fight starts
 * (the chapter's band of Hobgoblin Warriors acting on one die); by default each rolls its own.
 */
import { describe, expect, it } from "vitest";
import { makeCombat } from "../foundry-double/combat";
import { installFightDouble } from "../foundry-double";
import type { PendingRollView } from "../../src/core/turns/adapters/adapter";

const { recorded, combats, dice, settings } = installFightDouble();
settings.set("fray.ruleset", "declared");

const { FrayCombat } = await import("../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../src/foundry/combat/combat-model");
const { handleStart } = await import("../../src/foundry/combat/combat-queries");
const { stateOf } = await import("../../src/foundry/combat/turn-handler");
const { sharedRoll, parseShareInitiative } = await import("../../src/foundry/combat/shared-initiative");

type Doc = Record<string, any>;

/** Maren (p1), and three hobgoblins: two made from one actor, one from another with the same name. */
function newFight(): Doc {
  const fight = makeCombat(FrayCombat as never, FrayCombatData as never, [
    { id: "maren", name: "Hobgoblin Warrior", group: null, owners: ["p1"] },
    { id: "hob1", name: "Hobgoblin Warrior", group: null, owners: [] },
    { id: "hob2", name: "Hobgoblin Warrior", group: null, owners: [] },
    { id: "hob3", name: "Hobgoblin Warrior", group: null, owners: [] },
  ], [], recorded) as Doc;
  for (const combatant of fight.combatants.contents) {
    combatant.actor.system = { attributes: { agility: { score: 10, damage: 0 } } };
  }
  fight.combatants.get("hob2").actorId = "hob1";
  combats.set("combat1", fight);
  return fight;
}

async function startWith(choices: Record<string, unknown>): Promise<Record<string, number | null>> {
  recorded.messages.length = 0;
  const combat = newFight();
  dice.splice(0, dice.length, 5, 7, 3, 9);
  expect(await handleStart({ combatId: "combat1", structure: "declared", choices }, "gm")).toEqual({ ok: true });
  const state = stateOf(combat as never) as { combatants: { id: string; base: number | null }[] };
  return Object.fromEntries(state.combatants.map((c) => [c.id, c.base]));
}

describe("sharing initiative at the start of a declared fight", () => {
  it("by default every creature rolls its own base initiative", async () => {
    expect(await startWith({})).toEqual({ maren: 5, hob1: 7, hob2: 3, hob3: 9 });
    expect(recorded.messages).toHaveLength(4);
  });

  it("one roll per actor: the two hobgoblins made from one actor act on one die", async () => {
    expect(await startWith({ shareInitiative: "actor" })).toEqual({ maren: 5, hob1: 7, hob2: 7, hob3: 3 });
    expect(recorded.messages).toHaveLength(3);
  });

  it("one roll per name: every hobgoblin of the GM's shares it, never a player's creature of that name", async () => {
    expect(await startWith({ shareInitiative: "name" })).toEqual({ maren: 5, hob1: 7, hob2: 7, hob3: 7 });
    expect(recorded.messages).toHaveLength(2);
  });

  it("a choice that is none of the three counts as off", async () => {
    expect(parseShareInitiative("everyone")).toBe("none");
    expect(await startWith({ shareInitiative: "everyone" })).toEqual({ maren: 5, hob1: 7, hob2: 3, hob3: 9 });
  });
});

describe("the shared roll", () => {
  const roll = (id: string, purpose = "baseInitiative"): PendingRollView => ({ purpose, formula: "1d12", forIds: [id] });
  const key = (id: string) => ({ a: "hob", b: "hob", c: "orc" })[id] ?? null;

  it("answers every waiting roll of the same purpose whose creature shares the first one's key", () => {
    expect(sharedRoll([roll("a"), roll("c"), roll("b")], key)?.forIds).toEqual(["a", "b"]);
  });

  it("leaves a roll for another purpose, and a creature with no key rolls alone", () => {
    expect(sharedRoll([roll("a"), roll("b", "other")], key)?.forIds).toEqual(["a"]);
    expect(sharedRoll([roll("x"), roll("y")], () => null)?.forIds).toEqual(["x"]);
  });

  it("nothing waiting, nothing to roll", () => {
    expect(sharedRoll([], key)).toBeUndefined();
  });
});
