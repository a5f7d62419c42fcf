/**
 * Acting while down costs Wound Points: the attack flow spends the action through spendDeclaredAction
 * on the GM's client; the budget records it, the rules price it, and the GM takes the Wound Points
 * with a line in the chat.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { creature, double, fightOf, resetDoubles, text, words, type Fighter } from "./fight";

const { spendDeclaredAction } = await import("../../../../../src/rulesets/declared/flows/round/spend-action");
const { storedEconomy } = await import("../../../../../src/foundry/combat/round-budget");

let hale: Fighter;
let bram: Fighter;
let ilse: Fighter;

beforeEach(() => {
  resetDoubles();
  hale = creature({ id: "hale", name: "Hale", owners: ["p1"] });
  bram = creature({ id: "bram", name: "Bram", owners: ["p1"], fields: { health: { value: -2, max: 10 } } });
  ilse = creature({ id: "ilse", name: "Ilse", owners: ["p2"], fields: { health: { value: -1, max: 10 }, stabilized: true } });
});

const hp = (f: Fighter) => f.actor.system.health.value as number;

describe("actions taken this round, and what they cost a creature that is down", () => {
  it("Hale on his feet attacks: the Standard action is recorded, no Wound Point is taken", async () => {
    const combat = fightOf([hale]);
    expect(await spendDeclaredAction(combat as never, "hale", "standard")).toEqual({ ok: true, woundCost: 0 });
    expect(storedEconomy(combat.combatants.get("hale"))).toMatchObject({ taken: { standard: 1, free: 0, reaction: 0 } });
    expect(hp(hale)).toBe(10);
    expect(await spendDeclaredAction(combat as never, "hale", "standard")).toMatchObject({ ok: false, reason: { key: "FRAY.Declared.Condition.Refusal.KindUsed" } });
  });

  it("dying Bram's one action costs 1 Wound Point (−2 → −3), said in the chat; a second action is refused", async () => {
    const combat = fightOf([bram]);
    expect(await spendDeclaredAction(combat as never, "bram", "standard")).toEqual({ ok: true, woundCost: 1 });
    expect(hp(bram)).toBe(-3);
    expect(words([...double.messages.values()].at(-1)!.content)).toContain(text("FRAY.Declared.Round.ActionCost", { name: "Bram", cost: 1, before: -2, after: -3 }));
    expect(await spendDeclaredAction(combat as never, "bram", "free")).toMatchObject({ ok: false, reason: { key: "FRAY.Declared.Condition.Refusal.DyingOneAction" } });
    expect(hp(bram)).toBe(-3);
  });

  it("stabilized Ilse's first action is free, the next costs 1 and she stays stabilized", async () => {
    const combat = fightOf([ilse]);
    expect(await spendDeclaredAction(combat as never, "ilse", "standard")).toEqual({ ok: true, woundCost: 0 });
    expect(await spendDeclaredAction(combat as never, "ilse", "free")).toEqual({ ok: true, woundCost: 1 });
    expect(hp(ilse)).toBe(-2);
    expect(ilse.actor.system.stabilized).toBe(true);
  });

  it("an override spends a refused action anyway and still charges it", async () => {
    const combat = fightOf([bram]);
    await spendDeclaredAction(combat as never, "bram", "standard");
    expect(await spendDeclaredAction(combat as never, "bram", "free", true)).toEqual({ ok: true, woundCost: 1 });
    expect(hp(bram)).toBe(-4);
  });

  it("a combatant the fight does not know is refused", async () => {
    const combat = fightOf([hale]);
    expect(await spendDeclaredAction(combat as never, "nobody", "standard")).toMatchObject({ ok: false });
  });
});
