/**
 * The round's notes for monster morale (the big hits, the Intimidation results) and the morale card's own
 * steps count by the fight's clock, the engine's round in the Combat's system (which only a GM writes),
 * never by the Combat's `round`, which players may write
 * (BaseCombat#canUserModify: https://foundryvtt.com/api/v13/classes/foundry.documents.BaseCombat.html).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askGm, cardsOfType, creature, double, fightOf, reachMoraleStep, resetDoubles, type Fighter } from "../flows/round/fight";

const { noteWoundHit } = await import("../../../../src/rulesets/declared/flows/round/round-notes");
const { MORALE_COMMANDS } = await import("../../../../src/rulesets/declared/flows/morale/morale-steps");
const { onGmLane } = await import("../../../../src/foundry/channel");

type Plain = Record<string, any>;
let fighters: Fighter[];

/** A hostile monster: 12 Wound Points (Strength 12), 1 HD, Insight 12 (+1). */
const monster = (id: string, name: string) =>
  creature({ id, name, owners: [], disposition: -1, monster: true, fields: { attributes: { strength: { score: 12 }, insight: { score: 12 } }, health: { value: 12, max: 12 }, hitDice: 1 } });

beforeEach(() => {
  resetDoubles();
  fighters = [creature({ id: "hale", name: "Hale", owners: ["p1"] }), creature({ id: "ilse", name: "Ilse", owners: ["p2"] }), monster("hob1", "Hobgoblin 1"), monster("hob2", "Hobgoblin 2")];
});

/** `userId` writes the Combat's `round`, as Foundry lets any player: the write is allowed, and the Combat then reads it. */
async function writesRound(combat: Plain, userId: string, round: number): Promise<void> {
  double.actAs(userId);
  await combat.update({ round });
  combat.round = round;
  double.actAs("gm");
}

/** The GM's client notes a hit that took `wound` Wound Points from the combatant, on its lane. */
const gmNotesHit = (combat: Plain, id: string, wound: number) => double.net.on("gm", () => onGmLane(() => noteWoundHit(combat as never, id, wound)));

const listed = () => (cardsOfType("declaredMorale").at(-1)?.system.monsters as { name: string }[] | undefined)?.map((m) => m.name) ?? [];

async function gmNotesIntimidation(combatantId: string, total: number): Promise<unknown> {
  double.actAs("gm");
  const answer = await askGm(MORALE_COMMANDS.intimidate, { messageId: cardsOfType("declaredMorale").at(-1)!.id, combatantId, total });
  await double.net.settle();
  return answer;
}

describe("the Combat's round written by a player", () => {
  it("set to 999 in round 2: the GM's note of a big hit on Hobgoblin 1 still makes it check at round 2's end, and the GM's Intimidation note is taken", async () => {
    const combat = fightOf(fighters, 2);
    await writesRound(combat, "p2", 999);
    await gmNotesHit(combat, "hob1", 7);
    await reachMoraleStep(combat, 2);
    expect(listed()).toEqual(["Hobgoblin 1"]);
    expect(await gmNotesIntimidation("hob2", 14)).toMatchObject({ ok: true });
    expect(listed().sort()).toEqual(["Hobgoblin 1", "Hobgoblin 2"]);
  });

  it("set back to 1 in round 3: round 3's big hit is round 3's, and no note of another round leaks into it", async () => {
    const combat = fightOf(fighters, 3);
    await writesRound(combat, "p1", 1);
    await gmNotesHit(combat, "hob2", 8);
    await reachMoraleStep(combat, 3);
    expect(listed()).toEqual(["Hobgoblin 2"]);
  });
});
