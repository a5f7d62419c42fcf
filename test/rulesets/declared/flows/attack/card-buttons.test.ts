/**
 * Who sees which of the attack card's buttons: the attacker's player Roll damage and, for a
 * character, the damage type; the target's player the riposte; the GM everything; another player
 * nothing; and nobody any button of a card a player wrote.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { fakeCardHtml } from "../../../../foundry-double/actions";
import { CARD_COMMANDS, attackAs, declaredFight, double, lastCard, resetDoubles, startDeclared, step, turn } from "./fight";

const { wireCardButtons } = await import("../../../../../src/foundry/cards");
const { declaredAttackButtons } = await import("../../../../../src/rulesets/declared/flows/card/buttons");

const axe = { id: "axe", name: "Hand axe", kind: "weapon" as const, fields: { damage: "1d6", damageTypes: { blunt: false, chopping: true, slashing: true } } };

beforeEach(() => {
  resetDoubles();
  declaredFight([
    { id: "ysolde", name: "Ysolde", owners: ["p1"], items: [axe] },
    { id: "bram", name: "Bram", owners: ["p2"], items: [axe] },
  ]);
});

const shown = (userId: string, message = lastCard()) => {
  double.actAs(userId);
  const { html, buttons } = fakeCardHtml(message.content);
  wireCardButtons(declaredAttackButtons, message as never, html);
  return buttons.filter((button) => !button.removed).map((button) => `${button.dataset.frayCardAction}${button.dataset.type ? `:${button.dataset.type}` : ""}`);
};

describe("the attack card's buttons", () => {
  it("Ysolde's hit on Bram: her player sees Roll damage and the two types, Bram's player none of them, the GM all", async () => {
    await attackAs("p1", "ysolde", "bram", "axe", [15]);
    expect(shown("p1")).toEqual(["rollDamage", "chooseType:slashing", "chooseType:chopping"]);
    expect(shown("p2")).toEqual([]);
    expect(shown("gm")).toEqual(["rollDamage", "chooseType:slashing", "chooseType:chopping"]);
    await step("p1", CARD_COMMANDS.rollDamage, [3]);
    await step("p1", CARD_COMMANDS.chooseType, [], { type: "chopping" });
    expect(shown("p1")).toEqual([]);
    expect(shown("gm")).toEqual(["apply"]);
  });

  it("Bram on full defense, missed by Ysolde: only his player (and the GM) sees the riposte", async () => {
    await startDeclared([5, 6], { ysolde: "attack:axe", bram: "fullDefense" });
    await turn({ kind: "lockDeclarations" });
    await attackAs("p1", "ysolde", "bram", "axe", [1]);
    expect(shown("p2")).toEqual(["riposte"]);
    expect(shown("p1")).toEqual([]);
    expect(shown("gm")).toEqual(["riposte"]);
  });

  it("a look-alike card a player wrote shows nobody any button", async () => {
    await attackAs("p1", "ysolde", "bram", "axe", [15]);
    double.actAs("p1");
    const forged = await (globalThis as any).ChatMessage.create({ type: "declaredAttack", system: structuredClone(lastCard().system), content: lastCard().content });
    expect(shown("gm", forged)).toEqual([]);
    expect(shown("p1", forged)).toEqual([]);
  });
});
