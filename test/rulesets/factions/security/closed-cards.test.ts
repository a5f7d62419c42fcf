/**
 * A second click after the card closed: once the GM has undone an attack, every step of its card — the
 * players' and the GM's own — is refused as undone, and nothing on the documents or the card moves. A
 * console cannot reopen a closed card by naming it again.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ATTACK_REFUSAL, CARD_COMMANDS, attackAs, balthasarAgainstBandit, budgetOf, double, lastCard, startFactions, step } from "../flows/attack/fight";

type Plain = Record<string, any>;
const { FACTIONS_CARD_STEPS } = await import("../../../../src/rulesets/factions/flows/card/steps");

let creatures: Record<string, Plain>;
let combat: Plain;
beforeEach(async () => {
  ({ creatures, combat } = balthasarAgainstBandit());
  await startFactions();
});

/** What a closed card must keep: the bandit's health and statuses, both budgets, the card's record and rolls, the chat. */
const snapshot = () => ({
  bandit: structuredClone(creatures.bandit!.system.health),
  statuses: [...creatures.bandit!.statuses],
  budgets: [budgetOf(combat, "balthasar"), budgetOf(combat, "bandit")],
  record: structuredClone(lastCard().system),
  rolls: lastCard().rolls.length,
  messages: double.messages.size,
});

describe("a second click on an undone attack card", () => {
  it("every step of the card is refused as undone, for the player and the GM alike, and nothing changes", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", [5]);
    expect(await step("gm", CARD_COMMANDS.undo)).toMatchObject({ ok: true });
    const before = snapshot();
    for (const userId of ["p1", "gm"]) {
      for (const { command } of FACTIONS_CARD_STEPS) {
        const answer = await step(userId, command, [20, 20, 8, 8], { token: "Scene.s.Token.sybilla", effect: "again" });
        // Undo is the GM's alone: a player is told so before anything else.
        const reason = userId === "p1" && command === CARD_COMMANDS.undo ? ATTACK_REFUSAL.gmOnly : ATTACK_REFUSAL.undone;
        expect(answer, `${userId} ${command}`).toMatchObject({ ok: false, reason });
      }
    }
    double.dice.length = 0;
    expect(snapshot()).toEqual(before);
  });

  it("damage rolled once is not rolled again, nor the reaction chosen twice: the bandit is hit once", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    expect(await step("gm", CARD_COMMANDS.noReaction)).toMatchObject({ ok: true });
    expect(await step("p1", CARD_COMMANDS.rollDamage, [6])).toMatchObject({ ok: true });
    const before = snapshot();
    expect(await step("p1", CARD_COMMANDS.rollDamage, [8])).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.alreadyRolled });
    expect(await step("gm", CARD_COMMANDS.dodge, [1])).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.noReaction });
    double.dice.length = 0;
    expect(snapshot()).toEqual(before);
    expect(creatures.bandit!.system.health.value).toBe(1);
  });
});
