/**
 * A weapon's damage dice are its owner's to write: the GM's client checks them against the one formula
 * limit (src/core/dice/formula-limit.ts) before any roll is built, for an attack and for a riposte alike.
 * A greataxe rewritten to a thousand 999-faced dice is refused naming it and the limit; nothing is rolled,
 * spent or posted.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { FORMULA_LIMITS, FORMULA_REFUSAL } from "../../../../src/core/dice/formula-limit";
import { CARD_COMMANDS, attackAs, declaredFight, double, resetDoubles, startDeclared, step, turn, type Creature } from "../flows/attack/fight";

type Plain = Record<string, any>;
let ysolde: Creature;
let bram: Creature;

const greataxe = { id: "greataxe", name: "Greataxe", kind: "weapon" as const, fields: { damage: "1d12" } };
const sword = { id: "sword", name: "Arming sword", kind: "weapon" as const, fields: { damage: "1d8" } };
const claws = { id: "claws", name: "Claws", kind: "weapon" as const, fields: { damage: "1d6" } };
const weapon = (creature: Creature, id: string) => creature.actor.items.get(id) as Plain;

beforeEach(() => {
  resetDoubles();
  const fight = declaredFight([
    { id: "ysolde", name: "Ysolde", owners: ["p1"], items: [greataxe] },
    { id: "bram", name: "Bram", owners: ["p2"], items: [sword] },
    { id: "ghoul", name: "Ghoul", owners: [], monster: true, items: [claws] },
  ]);
  ysolde = fight.creatures.ysolde!;
  bram = fight.creatures.bram!;
});

describe("a player's own weapon with too many dice", () => {
  it("Ysolde's greataxe rewritten to 999d999: the attack is refused naming it and the limit; no card, no die rolled", async () => {
    weapon(ysolde, "greataxe").system.damage = "999d999";
    const { answer, card } = await attackAs("p1", "ysolde", "ghoul", "greataxe", [15]);
    expect(answer).toEqual({ ok: false, reason: FORMULA_REFUSAL.tooManyDice, data: { item: "Greataxe", count: 999, limit: FORMULA_LIMITS.dice } });
    expect(card).toBeUndefined();
    expect(double.dice).toEqual([15]);
    expect([...double.messages.values()]).toEqual([]);
  });

  it("a flat bonus of 5000 is refused for its size", async () => {
    weapon(ysolde, "greataxe").system.damage = "1d12+5000";
    expect((await attackAs("p1", "ysolde", "ghoul", "greataxe", [15])).answer).toMatchObject({ ok: false, reason: FORMULA_REFUSAL.flatTooLarge, data: { item: "Greataxe" } });
  });

  it("Bram's riposte with a sword rewritten to 50d100 is refused naming it: his Reaction stays, no riposte card", async () => {
    await startDeclared([5, 4, 7], { ysolde: "attack:greataxe", bram: "fullDefense", ghoul: "fullDefense" });
    await turn({ kind: "lockDeclarations" });
    // Bram, beside Ysolde, goes first on full defense (3); Ysolde (5) then swings at him and misses.
    await turn({ kind: "endTurn", combatantId: "bram" });
    await attackAs("p1", "ysolde", "bram", "greataxe", [1]);
    weapon(bram, "sword").system.damage = "50d100";
    const cards = () => [...double.messages.values()].filter((message) => message.type === "declaredAttack").length;
    const before = cards();
    expect(await step("p2", CARD_COMMANDS.riposte, [15], { weaponId: "sword" })).toEqual({ ok: false, reason: FORMULA_REFUSAL.tooManyDice, data: { item: "Arming sword", count: 50, limit: FORMULA_LIMITS.dice } });
    expect(cards()).toBe(before);
  });
});
