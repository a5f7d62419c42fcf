/**
 * "A GM button runs the whole after-fight step and reports what broke": the tracker's "After the fight"
 * (the GM's alone) posts the after-fight card while the combat still exists, rolls its gear wear at once
 * and lists who is out of the fight; deleting the combat afterwards posts no second card.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askGm, cardsOfType, double, endFight, fightOf, giveStatuses, resetDoubles, settled, text, words, type Seed } from "../flows/morale/fight";
import { startFactions } from "../flows/attack/fight";

const { AFTER_FIGHT_NOW_COMMAND } = await import("../../../../src/rulesets/factions/flows/after-fight/after-fight-now");
const { AFTER_FIGHT_REFUSAL } = await import("../../../../src/rulesets/factions/flows/after-fight/gear-wear");
const { factionsTracker } = await import("../../../../src/rulesets/factions/flows/factions-tracker");
const { useRulesetTracker } = await import("../../../../src/foundry/combat/tracker-extension");
const { trackerContext } = await import("../../../../src/foundry/combat/tracker-context");
useRulesetTracker(factionsTracker);

type Plain = Record<string, any>;

/** Ada (p1) swung her sword this fight; Bram (p2) lies incapacitated; the goblin surrendered, its club used. */
const ada: Seed = { id: "ada", name: "Ada", owners: ["p1"], items: [{ id: "sword", name: "Sword", kind: "weapon", fields: { usedThisFight: true } }] };
const bram: Seed = { id: "bram", name: "Bram", owners: ["p2"] };
const goblin: Seed = { id: "gob", name: "Goblin", owners: [], disposition: -1, monster: true, items: [{ id: "club", name: "Club", kind: "weapon", fields: { usedThisFight: true, condition: "damaged" } }] };

let combat: Plain;

beforeEach(async () => {
  resetDoubles();
  const fight = fightOf([ada, bram, goblin]);
  combat = fight.combat;
  await startFactions();
  await giveStatuses(fight.creatures.bram!, ["incapacitated"]);
  await giveStatuses(fight.creatures.gob!, ["surrendered"]);
  await settled();
});

/** Whether `userId`'s tracker shows After the fight on its footer. */
function footerHasIt(userId: string): boolean {
  double.actAs(userId);
  const buttons = ((trackerContext(combat) as Plain).ruleset.buttons as Plain[]).map((button) => button.command);
  double.actAs("gm");
  return buttons.includes(AFTER_FIGHT_NOW_COMMAND);
}

async function pressAs(userId: string) {
  double.actAs(userId);
  const answer = await askGm(AFTER_FIGHT_NOW_COMMAND, { combatId: combat.id });
  await settled();
  double.actAs("gm");
  return answer;
}

const cards = () => cardsOfType("factionsAfterFight");

describe("the tracker's After the fight button", () => {
  it("is on the GM's tracker only", () => {
    expect(footerHasIt("gm")).toBe(true);
    expect(footerHasIt("p1")).toBe(false);
  });

  it("a player's forged command is refused and nothing is posted or rolled", async () => {
    expect(await pressAs("p1")).toMatchObject({ ok: false, reason: AFTER_FIGHT_REFUSAL.gmOnly.key });
    expect(cards()).toHaveLength(0);
    expect(footerHasIt("gm")).toBe(true);
  });

  it("the GM's press posts the card already rolled: the damaged club broke on a 1, the sword held; Bram incapacitated, the goblin surrendered", async () => {
    double.dice.push(5, 1);
    expect(await pressAs("gm")).toMatchObject({ ok: true });
    expect(cards()).toHaveLength(1);
    const card = cards()[0]!;
    expect(card.whisper).toEqual(["gm"]);
    expect(card.system.lines.map((line: Plain) => [line.item, line.roll, line.outcome])).toEqual([
      ["Sword", 5, "unharmed"],
      ["Club", 1, "broken"],
    ]);
    const said = words(card.content);
    expect(said).toContain(text("FRAY.Factions.AfterFight.Card.BrokenList", { items: "Club (Goblin)" }));
    expect(said).toContain(text("FRAY.Factions.AfterFight.Card.Standing.incapacitated", { names: "Bram" }));
    expect(said).toContain(text("FRAY.Factions.AfterFight.Card.Standing.surrendered", { names: "Goblin" }));
    expect(said).not.toContain(text("FRAY.Factions.AfterFight.Card.Roll"));
  });

  it("runs once: the button goes, a second press is refused, and ending the fight posts no second card", async () => {
    double.dice.push(5, 1);
    await pressAs("gm");
    expect(footerHasIt("gm")).toBe(false);
    expect(await pressAs("gm")).toMatchObject({ ok: false, reason: AFTER_FIGHT_REFUSAL.done.key });
    await endFight(combat);
    expect(cards()).toHaveLength(1);
  });

  it("not pressed, ending the fight still posts the card, naming who is out", async () => {
    await endFight(combat);
    expect(cards()).toHaveLength(1);
    expect(cards()[0]!.system.standings).toEqual([
      { name: "Bram", standing: "incapacitated" },
      { name: "Goblin", standing: "surrendered" },
    ]);
  });
});
