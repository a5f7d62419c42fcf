/**
 * The factions morale step through the Foundry double: at the morale step the GMs get a whispered card
 * listing each faction that must check (halved; or fighting alone at half health), who rolls and who is
 * exempt; the GM rolls the group WIT save, those who pass are marked `passedMorale` and are not asked
 * again, those who fail surrender or retreat as the GM picks. Only the GM acts on the card.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { cardsOfType, double, fightOf, giveStatuses, pressCard, reachMoraleStep, resetDoubles, settled, text, words, type Seed } from "./fight";

const { FACTIONS_MORALE_COMMANDS, FACTIONS_MORALE_REFUSAL } = await import("../../../../../src/rulesets/factions/flows/morale/morale-steps");

/** Ada and Bram (the players', friendly); four goblins of the "Red Hand" (hostile), WIT 10, 4 health, the fourth immune to fear. */
const goblin = (id: string, name: string, fields: Record<string, unknown> = {}): Seed => ({
  id,
  name,
  owners: [],
  disposition: -1,
  monster: true,
  fields: { scores: { wit: 10 }, health: { value: 4, max: 4 }, faction: "Red Hand", ...fields },
});

const heroes: Seed[] = [
  { id: "ada", name: "Ada", owners: ["p1"], fields: { scores: { wit: 12 }, health: { value: 10, max: 10 } } },
  { id: "bram", name: "Bram", owners: ["p2"], fields: { health: { value: 10, max: 10 } } },
];
const goblins = (fields: Record<string, Record<string, unknown>> = {}) =>
  [goblin("gob1", "Goblin 1"), goblin("gob2", "Goblin 2"), goblin("gob3", "Goblin 3"), goblin("gob4", "Goblin 4", { immuneToFear: true })].map((seed) => ({ ...seed, fields: { ...seed.fields, ...fields[seed.id] } }));

let combat: Record<string, any>;
let creatures: Record<string, Record<string, any>>;

/** The whole fight, with the two first goblins down (incapacitated, dead): the Red Hand is at half its number. */
async function halvedFight(fields: Record<string, Record<string, unknown>> = {}) {
  ({ combat, creatures } = fightOf([...heroes, ...goblins(fields)]));
  await giveStatuses(creatures.gob1!, ["incapacitated"]);
  await giveStatuses(creatures.gob2!, ["dead"]);
}

beforeEach(() => {
  resetDoubles();
});

const moraleCards = () => cardsOfType("factionsMorale");
const card = () => moraleCards().at(-1)!;
const factionsListed = () => (card().system.factions as { label: string }[]).map((f) => f.label);
const members = (i = 0) => card().system.factions[i].members as { name: string; exempt: string; roll: number | null; passed: boolean | null; fate: string | null }[];

/** The GM (or `userId`) presses a button of the card, the dice showing `dice`. */
const press = (action: keyof typeof FACTIONS_MORALE_COMMANDS, target: { factionKey?: string; combatantId?: string }, dice: number[] = [], userId = "gm") =>
  pressCard(card().id, FACTIONS_MORALE_COMMANDS[action], target, dice, userId);

const has = (id: string, status: string) => (creatures[id]!.statuses as Set<string>).has(status);

describe("who the morale card lists", () => {
  it("a faction down to half its original number checks; the card, whispered to the GM, says why, who rolls and who is exempt", async () => {
    await halvedFight();
    await reachMoraleStep(combat);
    expect(moraleCards()).toHaveLength(1);
    expect(card().author?.id).toBe("gm");
    expect(card().whisper).toEqual(["gm"]);
    expect(factionsListed()).toEqual(["Red Hand"]);
    expect(members().map((m) => [m.name, m.exempt])).toEqual([
      ["Goblin 1", "notFighting"],
      ["Goblin 2", "notFighting"],
      ["Goblin 3", "none"],
      ["Goblin 4", "immuneToFear"],
    ]);
    const said = words(card().content);
    expect(said).toContain(text("FRAY.Factions.Morale.Trigger.halved"));
    expect(said).toContain(text("FRAY.Factions.Morale.Exempt.immuneToFear"));
    expect(said).toContain(text("FRAY.Factions.Morale.Card.Roll"));
  });

  it("a faction that lost only one of four does not check, and a quiet morale step posts nothing", async () => {
    ({ combat, creatures } = fightOf([...heroes, ...goblins()]));
    await giveStatuses(creatures.gob1!, ["dead"]);
    await reachMoraleStep(combat);
    expect(moraleCards()).toHaveLength(0);
  });

  it("a character fighting alone at half health or less checks; at more than half it does not", async () => {
    const ogre = (value: number): Seed => ({ id: "ogre", name: "Ogre", owners: [], disposition: -1, monster: true, fields: { health: { value, max: 12 } } });
    ({ combat } = fightOf([...heroes, ogre(6)]));
    await reachMoraleStep(combat);
    expect(factionsListed()).toEqual([text("FRAY.Factions.Morale.Card.Disposition.hostile")]);
    expect(card().system.factions[0].trigger).toBe("loneWounded");
    expect(members().map((m) => m.name)).toEqual(["Ogre"]);
    resetDoubles();
    ({ combat } = fightOf([...heroes, ogre(7)]));
    await reachMoraleStep(combat);
    expect(moraleCards()).toHaveLength(0);
  });

  it("a faction whose only standing members are immune to fear makes no check", async () => {
    await halvedFight({ gob3: { immuneToFear: true } });
    await reachMoraleStep(combat);
    expect(moraleCards()).toHaveLength(0);
  });
});

describe("the group WIT save", () => {
  it("a pass marks the roller passedMorale, and the next morale step does not ask it again", async () => {
    await halvedFight();
    await reachMoraleStep(combat);
    const answer = await press("roll", { factionKey: "red hand" }, [10]);
    expect(answer.ok).toBe(true);
    expect(members()[2]).toMatchObject({ roll: 10, passed: true, fate: null });
    expect(has("gob3", "passedMorale")).toBe(true);
    expect(words(card().content)).toContain(text("FRAY.Factions.Morale.Card.Holds"));
    expect(card().rolls).toHaveLength(1);
    await reachMoraleStep(combat, 2);
    expect(moraleCards()).toHaveLength(1);
  });

  it("a roll over WIT fails: the GM picks surrender for one and retreat for another, and each gets its status", async () => {
    await halvedFight({ gob4: { immuneToFear: false } });
    await reachMoraleStep(combat);
    await press("roll", { factionKey: "red hand" }, [15, 11]);
    expect(members().slice(2).map((m) => m.passed)).toEqual([false, false]);
    expect(words(card().content)).toContain(text("FRAY.Factions.Morale.Card.Breaks"));
    expect(has("gob3", "passedMorale")).toBe(false);
    await press("surrender", { combatantId: "gob3" });
    await press("retreat", { combatantId: "gob4" });
    expect(has("gob3", "surrendered")).toBe(true);
    expect(has("gob4", "fled")).toBe(true);
    expect(members().slice(2).map((m) => m.fate)).toEqual(["surrender", "retreat"]);
    expect(words(card().content)).toContain(text("FRAY.Factions.Morale.Card.Fate.retreat"));
    expect(await press("retreat", { combatantId: "gob3" })).toMatchObject({ ok: false, reason: FACTIONS_MORALE_REFUSAL.decided.key });
  });

  it("the faction is rolled once: a second press is refused and rolls nothing", async () => {
    await halvedFight();
    await reachMoraleStep(combat);
    await press("roll", { factionKey: "red hand" }, [3]);
    const answer = await press("roll", { factionKey: "red hand" }, [19]);
    expect(answer).toMatchObject({ ok: false, reason: FACTIONS_MORALE_REFUSAL.decided.key });
    expect(members()[2]!.roll).toBe(3);
  });
});

describe("only the GM", () => {
  it("a player cannot roll the save nor pick surrender or retreat", async () => {
    await halvedFight();
    await reachMoraleStep(combat);
    const roll = await press("roll", { factionKey: "red hand" }, [15], "p1");
    expect(roll).toMatchObject({ ok: false, reason: FACTIONS_MORALE_REFUSAL.gmOnly.key });
    expect(members()[2]!.roll).toBeNull();
    await press("roll", { factionKey: "red hand" }, [15]);
    const pick = await press("surrender", { combatantId: "gob3" }, [], "p1");
    expect(pick).toMatchObject({ ok: false, reason: FACTIONS_MORALE_REFUSAL.gmOnly.key });
    expect(has("gob3", "surrendered")).toBe(false);
  });
});

describe("surrendered, then harmed", () => {
  it("a surrendered character whose health drops fights again, and the GM is told", async () => {
    ({ combat, creatures } = fightOf([heroes[0]!, goblin("gob3", "Goblin 3")]));
    await giveStatuses(creatures.gob3!, ["surrendered"]);
    await creatures.gob3!.update({ system: { health: { value: 2 } } });
    await settled();
    expect(has("gob3", "surrendered")).toBe(false);
    const told = [...double.messages.values()].filter((message) => words(message.content).includes(text("FRAY.Factions.Morale.Card.FightsAgain", { name: "Goblin 3" })));
    expect(told).toHaveLength(1);
    expect(told[0]!.whisper).toEqual(["gm"]);
  });

  it("healing a surrendered character does not end its surrender", async () => {
    ({ combat, creatures } = fightOf([heroes[0]!, goblin("gob3", "Goblin 3", { health: { value: 2, max: 4 } })]));
    await giveStatuses(creatures.gob3!, ["surrendered"]);
    await creatures.gob3!.update({ system: { health: { value: 4 } } });
    await settled();
    expect(has("gob3", "surrendered")).toBe(true);
  });
});
