/**
 * The monster morale step through the Foundry double: at the end of the round the GMs get a whispered
 * card listing exactly the monsters that must check and why; the GM rolls 3d6 + Insight + HD + allies
 * against 11 + opponents (or the Intimidation result), or marks the outcome obvious; a monster that
 * breaks flees or surrenders as the GM picks. Only the GM acts on the card.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askGm, cardsOfType, creature, double, fightOf, reachMoraleStep, resetDoubles, text, words, type Fighter } from "../round/fight";
import { atRound } from "../../../../support/engine-at-round";

const { noteWoundHit } = await import("../../../../../src/rulesets/declared/flows/round/round-notes");
const { MORALE_COMMANDS, MORALE_REFUSAL } = await import("../../../../../src/rulesets/declared/flows/morale/morale-steps");

let hale: Fighter;
let ilse: Fighter;
let hob1: Fighter;
let hob2: Fighter;
let ogre: Fighter;

/** A hostile monster: 12 Wound Points (Strength 12), 1 HD, Insight 12 (+1). */
const monster = (id: string, name: string, fields: Record<string, unknown> = {}) =>
  creature({ id, name, owners: [], disposition: -1, monster: true, fields: { attributes: { strength: { score: 12 }, insight: { score: 12 } }, health: { value: 12, max: 12 }, hitDice: 1, ...fields } });

beforeEach(() => {
  resetDoubles();
  hale = creature({ id: "hale", name: "Hale", owners: ["p1"] });
  ilse = creature({ id: "ilse", name: "Ilse", owners: ["p2"] });
  hob1 = monster("hob1", "Hobgoblin 1");
  hob2 = monster("hob2", "Hobgoblin 2");
  ogre = monster("ogre", "Ogre", { health: { value: 20, max: 20 }, hitDice: 4 });
});

const moraleCards = () => cardsOfType("declaredMorale");
const card = () => moraleCards().at(-1)!;
const listed = () => (card().system.monsters as { name: string }[]).map((m) => m.name);

/** The GM (or `userId`) presses a button of the card for a monster, the dice showing `dice`. */
async function press(action: keyof typeof MORALE_COMMANDS, combatantId: string, dice: number[] = [], userId = "gm", extra: Record<string, unknown> = {}) {
  double.actAs(userId);
  double.dice.push(...dice);
  const answer = await askGm(MORALE_COMMANDS[action], { messageId: card().id, combatantId, ...extra });
  await double.net.settle();
  return answer;
}

describe("which monsters the morale card lists", () => {
  it("a hit that took 7 of Hobgoblin 1's 12 Wound Points: only it must check, the card says why, whispered to the GM", async () => {
    const combat = fightOf([hale, ilse, hob1, hob2, ogre], 2);
    await noteWoundHit(combat as never, "hob1", 7);
    await noteWoundHit(combat as never, "hob2", 6);
    await reachMoraleStep(combat);
    expect(moraleCards()).toHaveLength(1);
    expect(card().author?.id).toBe("gm");
    expect(card().whisper).toEqual(["gm"]);
    expect(listed()).toEqual(["Hobgoblin 1"]);
    const said = words(card().content);
    expect(said).toContain(text("FRAY.Declared.Morale.Trigger.bigHit"));
    expect(said).not.toContain("Hobgoblin 2");
  });

  it("a lone goblin against two heroes is outnumbered; three monsters against two heroes are not", async () => {
    await reachMoraleStep(fightOf([hale, ilse, hob1], 1));
    expect(listed()).toEqual(["Hobgoblin 1"]);
    expect(card().system.monsters[0].triggers).toEqual(["outnumbered"]);
    resetDoubles();
    await reachMoraleStep(fightOf([hale, ilse, hob1, hob2, ogre], 1));
    expect(listed()).toEqual([]);
    expect(words(card().content)).toContain(text("FRAY.Declared.Morale.Card.None"));
  });

  it("heroes who went down no longer count: with Ilse dying, Hobgoblin 1 faces Hale alone and is not outnumbered", async () => {
    ilse.actor.system.health.value = -2;
    await reachMoraleStep(fightOf([hale, ilse, hob1], 1));
    expect(listed()).toEqual([]);
  });

  it("a fight with no monster in it gets no morale card", async () => {
    await reachMoraleStep(fightOf([hale, ilse], 1));
    expect(moraleCards()).toHaveLength(0);
  });
});

describe("the GM's morale check", () => {
  /** Hobgoblin 1 alone against Hale and Ilse: 3d6 + Insight 1 + HD 1 + allies 0 against 11 + 2 opponents. */
  async function loneHobgoblin() {
    await reachMoraleStep(fightOf([hale, ilse, hob1], 1));
    return card().system.monsters[0];
  }

  it("rolls 3d6+2 against 13: 4 + 4 + 3 + 2 = 13 holds", async () => {
    const entry = await loneHobgoblin();
    expect(entry).toMatchObject({ formula: "3d6+2", tn: 13, opposed: false });
    const answer = await press("roll", "hob1", [4, 4, 3]);
    expect(answer).toEqual({ ok: true, result: { holds: true } });
    expect(card().rolls.map((roll) => roll.formula)).toEqual(["3d6+2"]);
    expect(words(card().content)).toContain(text("FRAY.Declared.Morale.Outcome.holds", { total: 13, tn: 13 }));
  });

  it("12 breaks: the GM then picks whether it flees or surrenders, once", async () => {
    await loneHobgoblin();
    await press("roll", "hob1", [4, 3, 3]);
    expect(card().system.monsters[0]).toMatchObject({ total: 12, holds: false, fate: null });
    expect(words(card().content)).toContain(text("FRAY.Declared.Morale.Outcome.breaks", { total: 12, tn: 13 }));
    expect(await press("surrenders", "hob1")).toEqual({ ok: true });
    expect(card().system.monsters[0].fate).toBe("surrenders");
    expect(await press("flees", "hob1")).toMatchObject({ ok: false, reason: MORALE_REFUSAL.decided.key });
  });

  it("an outcome obvious to the monster fails without a roll", async () => {
    await loneHobgoblin();
    await press("obvious", "hob1");
    expect(card().rolls).toEqual([]);
    expect(card().system.monsters[0]).toMatchObject({ obvious: true, holds: false, total: null });
    expect(words(card().content)).toContain(text("FRAY.Declared.Morale.Outcome.obvious"));
  });

  it("a decided check is not rolled again; a player cannot press the GM's buttons", async () => {
    await loneHobgoblin();
    expect(await press("roll", "hob1", [6, 6, 6], "p1")).toMatchObject({ ok: false, reason: MORALE_REFUSAL.gmOnly.key });
    expect(card().system.monsters[0].holds).toBeNull();
    await press("roll", "hob1", [6, 6, 6]);
    expect(await press("roll", "hob1", [1, 1, 1])).toMatchObject({ ok: false, reason: MORALE_REFUSAL.decided.key });
    expect(card().system.monsters[0].total).toBe(20);
  });
});

describe("Intimidation against a monster", () => {
  it("the GM notes Hale's Intimidation of 15 against the ogre: the card now lists it, opposed at TN 15", async () => {
    const combat = fightOf([hale, ilse, hob1, hob2, ogre], 1);
    await reachMoraleStep(combat);
    expect(listed()).toEqual([]);
    const answer = await press("intimidate", "", [], "gm", { combatantId: "ogre", total: 15 });
    expect(answer).toEqual({ ok: true });
    expect(listed()).toEqual(["Ogre"]);
    expect(card().system.monsters[0]).toMatchObject({ triggers: ["intimidated"], opposed: true, tn: 15, formula: "3d6+7" });
  });

  it("a player cannot note one, nor can anyone once the round is over", async () => {
    const combat = fightOf([hale, ilse, hob1, hob2, ogre], 1);
    await reachMoraleStep(combat);
    expect(await press("intimidate", "", [], "p1", { combatantId: "ogre", total: 15 })).toMatchObject({ ok: false, reason: MORALE_REFUSAL.gmOnly.key });
    atRound(combat as never, 2);
    expect(await press("intimidate", "", [], "gm", { combatantId: "ogre", total: 15 })).toMatchObject({ ok: false, reason: MORALE_REFUSAL.roundOver.key });
    expect(listed()).toEqual([]);
  });
});
