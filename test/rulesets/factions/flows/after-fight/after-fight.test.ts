/**
 * After the fight, through the Foundry double: when the combat ends the GMs get a whispered card with
 * "After the fight: gear wear"; pressing it rolls the world's durability die for each weapon, shield
 * and armour used this fight (a 1 wears it a step), writes the new conditions, clears the marks and
 * turns the card into the report of what was damaged and what broke. Only the GM may press it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askGm, cardsOfType, double, endFight, fightOf, resetDoubles, settled, text, words, world, type Seed } from "../morale/fight";

const { AFTER_FIGHT_COMMAND, AFTER_FIGHT_REFUSAL } = await import("../../../../../src/rulesets/factions/flows/after-fight/gear-wear");

/** Ada (p1): a used sword, used damaged mail, an unused bow. A goblin: a used improvised plank, a used buckler already broken. */
const ada: Seed = {
  id: "ada",
  name: "Ada",
  owners: ["p1"],
  items: [
    { id: "sword", name: "Sword", kind: "weapon", fields: { usedThisFight: true } },
    { id: "mail", name: "Mail", kind: "armour", fields: { usedThisFight: true, condition: "damaged" } },
    { id: "bow", name: "Bow", kind: "weapon" },
  ],
};
const goblin: Seed = {
  id: "gob",
  name: "Goblin",
  owners: [],
  disposition: -1,
  monster: true,
  items: [
    { id: "plank", name: "Plank", kind: "weapon", fields: { usedThisFight: true, improvised: true } },
    { id: "buckler", name: "Buckler", kind: "shield", fields: { usedThisFight: true, condition: "broken" } },
  ],
};

let creatures: Record<string, Record<string, any>>;

/** The fight of these creatures ends. */
async function foughtAndEnded(seeds: Seed[]) {
  const fight = fightOf(seeds);
  creatures = fight.creatures;
  await endFight(fight.combat);
}

beforeEach(() => {
  resetDoubles();
  world.settings.delete("fray.factionsDurabilityDie");
});

const card = () => cardsOfType("factionsAfterFight").at(-1)!;
const itemOf = (actorId: string, id: string) => creatures[actorId]!.items.get(id).system as { condition: string; usedThisFight: boolean };

async function press(userId = "gm") {
  double.actAs(userId);
  const answer = await askGm(AFTER_FIGHT_COMMAND, { messageId: card().id });
  await settled();
  double.actAs("gm");
  return answer;
}

describe("after the fight: gear wear", () => {
  it("the fight's end whispers the GM a card with the button", async () => {
    await foughtAndEnded([ada, goblin]);
    expect(cardsOfType("factionsAfterFight")).toHaveLength(1);
    expect(card().whisper).toEqual(["gm"]);
    expect(words(card().content)).toContain(text("FRAY.Factions.AfterFight.Card.Roll"));
  });

  it("rolls only the used, unbroken gear; a 1 wears it (the improvised plank breaks, the damaged mail breaks), the rest holds; marks cleared; the report names them", async () => {
    await foughtAndEnded([ada, goblin]);
    // Sword 4 (holds), mail 1 (damaged → broken), plank 1 (improvised: counts as damaged → broken).
    double.dice.push(4, 1, 1);
    expect(await press()).toMatchObject({ ok: true });
    expect(card().system.lines.map((line: { item: string; roll: number; outcome: string }) => [line.item, line.roll, line.outcome])).toEqual([
      ["Sword", 4, "unharmed"],
      ["Mail", 1, "broken"],
      ["Plank", 1, "broken"],
    ]);
    expect(card().system.formula).toBe("1d6");
    expect(card().rolls).toHaveLength(3);
    expect([itemOf("ada", "sword"), itemOf("ada", "mail"), itemOf("ada", "bow"), itemOf("gob", "plank"), itemOf("gob", "buckler")].map((item) => [item.condition, item.usedThisFight])).toEqual([
      ["intact", false],
      ["broken", false],
      ["intact", false],
      ["broken", false],
      ["broken", false],
    ]);
    const said = words(card().content);
    expect(said).toContain(text("FRAY.Factions.AfterFight.Card.BrokenList", { items: "Mail (Ada), Plank (Goblin)" }));
    expect(said).not.toContain("Bow");
    expect(said).not.toContain(text("FRAY.Factions.AfterFight.Card.Roll"));
  });

  it("the world's die is rolled: under a d10 setting an intact sword rolling 1 is damaged", async () => {
    world.settings.set("fray.factionsDurabilityDie", "d10");
    await foughtAndEnded([ada]);
    double.dice.push(1, 5);
    await press();
    expect(card().system.formula).toBe("1d10");
    expect(itemOf("ada", "sword").condition).toBe("damaged");
    expect(words(card().content)).toContain(text("FRAY.Factions.AfterFight.Card.DamagedList", { items: "Sword (Ada)" }));
  });

  it("a player cannot press it, and the GM can press it only once", async () => {
    await foughtAndEnded([ada]);
    expect(await press("p1")).toMatchObject({ ok: false, reason: AFTER_FIGHT_REFUSAL.gmOnly.key });
    expect(itemOf("ada", "sword").usedThisFight).toBe(true);
    double.dice.push(3, 3);
    await press();
    expect(await press()).toMatchObject({ ok: false, reason: AFTER_FIGHT_REFUSAL.done.key });
  });
});
