/**
 * A surrendered character harmed by the enemy may fight again (seed 004, "Surrendering"). Fray reads
 * "harmed" as a loss of health a GM writes: the damage of the GM's cards, or a GM's own edit of the sheet
 * (docs/rules-notes.md). A player owns their character and may write its health from the console, with
 * any update option: neither the write nor an option on it (the old check read `frayHealthBefore`, an
 * option the writer chooses) frees a surrendered character. Who wrote is the user id the server stamps.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { CARD_COMMANDS, attackAs, balthasarAgainstBandit, combatDouble, double, giveStatuses, settle, step, text } from "../flows/attack/fight";
import { settled, words } from "../flows/morale/fight";

type Plain = Record<string, any>;
let creatures: Record<string, Plain>;

const surrendered = () => creatures.balthasar!.statuses.has("surrendered");
const health = () => creatures.balthasar!.system.health.value as number;
const fightsAgainLines = () => [...double.messages.values()].filter((message) => words(message.content).includes(text("FRAY.Factions.Morale.Card.FightsAgain", { name: "Balthasar" })));

/** Balthasar's player writes his health from their own client, with these update options. */
async function playerWritesHealth(value: number, options: Plain = {}): Promise<void> {
  combatDouble.net.actAs("p1");
  await creatures.balthasar!.update({ system: { health: { value } } }, options);
  combatDouble.net.actAs("gm");
  await settled();
}

beforeEach(async () => {
  ({ creatures } = balthasarAgainstBandit());
  await giveStatuses(creatures.balthasar!, ["surrendered"]);
  await settle();
});

describe("Balthasar has surrendered; his player writes his health", () => {
  it("lowering it by their own hand does not free him: he stays surrendered and the GMs are told nothing", async () => {
    await playerWritesHealth(5);
    expect(health()).toBe(5);
    expect(surrendered()).toBe(true);
    expect(fightsAgainLines()).toHaveLength(0);
  });

  it("a write carrying the option the old check read (`frayHealthBefore`, higher than his health) frees nothing", async () => {
    await playerWritesHealth(8, { frayHealthBefore: 99 });
    await playerWritesHealth(7, { frayHealthBefore: 99, fray: { undo: true } });
    expect(surrendered()).toBe(true);
    expect(fightsAgainLines()).toHaveLength(0);
  });
});

describe("Balthasar has surrendered; the enemy harms him", () => {
  it("the bandit's club (the GM's card) takes health off: he fights again, and the GMs are told once", async () => {
    await attackAs("gm", "bandit", "balthasar", "club", []);
    await step("gm", CARD_COMMANDS.noReaction);
    await step("gm", CARD_COMMANDS.rollDamage, [3]);
    await settled();
    expect(health()).toBe(5);
    expect(surrendered()).toBe(false);
    expect(fightsAgainLines()).toHaveLength(1);
    expect(fightsAgainLines()[0]!.whisper).toEqual(["gm"]);
  });

  it("a blow his player's option claims was none still frees him: the GM's write is what counts", async () => {
    // The player's own client runs preUpdateActor for its writes only: nothing it chooses travels on the GM's write.
    await playerWritesHealth(8, { frayHealthBefore: 0 });
    await attackAs("gm", "bandit", "balthasar", "club", []);
    await step("gm", CARD_COMMANDS.noReaction);
    await step("gm", CARD_COMMANDS.rollDamage, [2]);
    await settled();
    expect(surrendered()).toBe(false);
  });

  it("the GM lowering his health on the sheet frees him; the GM healing him does not", async () => {
    await creatures.balthasar!.update({ system: { health: { value: 8 } } });
    await settled();
    expect(surrendered()).toBe(true);
    await creatures.balthasar!.update({ system: { health: { value: 6 } } });
    await settled();
    expect(surrendered()).toBe(false);
  });
});
