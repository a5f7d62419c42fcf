/**
 * A swallowed creature's rounds inside are counted at the ends of the fight's own rounds (the engine's
 * `roundEnd`, from the GM-written state), never by the Combat's `round`, which players may write
 * (BaseCombat#canUserModify: https://foundryvtt.com/api/v13/classes/foundry.documents.BaseCombat.html):
 * swallowed Brom's player setting it to 999, or back to 1, neither hastens nor holds off his fainting.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { classicFight, double, maneuverAs, resetDoubles, settle, startIndividual } from "../flows/maneuvers/fight";
import { handleTurn } from "../flows/attack/fight";

type Plain = Record<string, any>;
let combat: Plain;
let brom: Plain;

/** A Gargantuan purple worm (the GM's) beside Brom (p1, Medium). */
beforeEach(async () => {
  resetDoubles();
  const made = classicFight([
    { id: "brom", name: "Brom", owners: ["p1"], square: 0, fields: { health: { value: 20, max: 20 } } },
    { id: "worm", name: "Purple worm", owners: [], monster: true, square: 1, fields: { size: "gargantuan", abilities: { str: { score: 20 } }, baseAttackBonus: 8, hitDice: 8, health: { value: 80, max: 80 } } },
  ]);
  ({ combat } = made);
  brom = made.creatures.brom!;
  brom.system.prepareDerivedData();
  await startIndividual([5, 20]);
  // The worm's turn: it swallows Brom (its opposed roll 15 against his 3).
  await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: "worm" } }, "gm");
  await settle();
  expect((await maneuverAs("gm", "worm", "brom", "swallowWhole", [15, 3])).answer).toMatchObject({ ok: true });
  expect(brom.statuses.has("swallowed")).toBe(true);
});

/** Brom's player writes the Combat's `round`, as Foundry lets any player. */
async function writesRound(round: number): Promise<void> {
  double.actAs("p1");
  await combat.update({ round });
  combat.round = round;
  double.actAs("gm");
}

/** The GM's tracker moves on to the next round: the engine ends this one. */
async function nextRound(): Promise<void> {
  expect(await handleTurn({ combatId: "combat1", intent: { kind: "nextRound" } }, "gm")).toMatchObject({ ok: true });
  await settle();
}

describe("the rounds swallowed Brom spends inside", () => {
  // Swallowed during round 1, his first full round inside is round 2: he faints as round 4 ends.
  it("set to 999 after he is swallowed: he still faints at the end of his third full round inside, not before", async () => {
    await writesRound(999);
    for (let round = 1; round <= 3; round++) await nextRound();
    expect(brom.statuses.has("unconscious")).toBe(false);
    await nextRound();
    expect(brom.statuses.has("unconscious")).toBe(true);
  });

  it("set back to 1 as each round begins: the rounds still count, and he faints as round 4 ends", async () => {
    for (let round = 1; round <= 4; round++) {
      await writesRound(1);
      await nextRound();
    }
    expect(brom.statuses.has("unconscious")).toBe(true);
  });
});
