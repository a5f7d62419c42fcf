/**
 * The morale card's Chase through the Foundry double: once the GM marks those whose morale broke as
 * retreating, the card offers the GM "Chase", which posts the chase card listing the fight's creatures
 * still in it and the retreating ones fleeing even; the chase then runs as the tracker's does, a reached
 * retreater being caught (no longer fled). Only the GM may press it, once per retreater.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { cardsOfType, double, fightOf, giveStatuses, pressCard, reachMoraleStep, resetDoubles, text, words, type Seed } from "./fight";
import { channel } from "../attack/fight";
import { cardFlow } from "../../../../support/card-flow";

const { FACTIONS_MORALE_COMMANDS, FACTIONS_MORALE_REFUSAL } = await import("../../../../../src/rulesets/factions/flows/morale/morale-steps");
const { registerFactionsChase } = await import("../../../../../src/rulesets/factions/flows/chase/register");
const { CHASE_COMMANDS } = await import("../../../../../src/rulesets/factions/flows/chase/keys");
registerFactionsChase();
const chase = cardFlow(double, channel, "factionsChase");

type Plain = Record<string, any>;
const goblin = (id: string, agi = 10): Seed => ({ id, name: `Goblin ${id.slice(-1)}`, owners: [], disposition: -1, monster: true, fields: { scores: { wit: 10, agi }, health: { value: 4, max: 4 }, faction: "Red Hand" } });
let creatures: Record<string, Plain>;
let combat: Plain;

/** Ada (p1) against four goblins, two of them down: the two standing fail their morale (15 and 16 over WIT 10). */
beforeEach(async () => {
  resetDoubles();
  ({ combat, creatures } = fightOf([{ id: "ada", name: "Ada", owners: ["p1"], fields: { health: { value: 10, max: 10 } } }, goblin("gob1"), goblin("gob2"), goblin("gob3", 12), goblin("gob4", 8)]));
  await giveStatuses(creatures.gob1!, ["incapacitated"]);
  await giveStatuses(creatures.gob2!, ["dead"]);
  await reachMoraleStep(combat);
  await pressMorale("roll", { factionKey: "red hand" }, [15, 16]);
});

const moraleCard = () => cardsOfType("factionsMorale").at(-1)!;
const pressMorale = (action: keyof typeof FACTIONS_MORALE_COMMANDS, target: Plain = {}, dice: number[] = [], userId = "gm") => pressCard(moraleCard().id, FACTIONS_MORALE_COMMANDS[action], target, dice, userId);
const fighters = () => (chase.lastCard().system.fighters as Plain[]).map((fighter) => [fighter.name, fighter.pace]);
const fled = (id: string) => creatures[id]!.statuses.has("fled");

describe("Chase on the morale card", () => {
  it("is offered only once someone retreated; pressed, it posts the chase card to the GMs with the retreating ones fleeing even", async () => {
    expect(moraleCard().content).not.toContain('data-fray-card-action="chase"');
    await pressMorale("surrender", { combatantId: "gob3" });
    expect(moraleCard().content).not.toContain('data-fray-card-action="chase"');
    await pressMorale("retreat", { combatantId: "gob4" });
    expect(words(moraleCard().content)).toContain(text("FRAY.Factions.Morale.Card.Chase"));
    expect(await pressMorale("chase")).toMatchObject({ ok: true });
    expect(chase.cards()).toHaveLength(1);
    expect(chase.lastCard().whisper).toEqual(["gm"]);
    // Ada and the surrendered goblin stay; the dead one is not listed; the retreating one (already fled) flees even.
    expect(fighters()).toEqual([
      ["Ada", "stays"],
      ["Goblin 1", "stays"],
      ["Goblin 3", "stays"],
      ["Goblin 4", "even"],
    ]);
    expect(moraleCard().system.chasedIds).toEqual(["gob4"]);
    expect(moraleCard().content).not.toContain('data-fray-card-action="chase"');
  });

  it("a retreater who fails the AGI save (9 against 8) is caught: no longer fled; Undo makes it fled again", async () => {
    await pressMorale("retreat", { combatantId: "gob4" });
    await pressMorale("chase");
    expect(fled("gob4")).toBe(true);
    expect(await chase.step("gm", CHASE_COMMANDS.run, [9])).toMatchObject({ ok: true });
    expect(fled("gob4")).toBe(false);
    expect(await chase.step("gm", CHASE_COMMANDS.undo)).toMatchObject({ ok: true });
    expect(fled("gob4")).toBe(true);
  });

  it("a retreater who passes (11 against 12) escapes and stays fled", async () => {
    await pressMorale("retreat", { combatantId: "gob3" });
    await pressMorale("chase");
    await chase.step("gm", CHASE_COMMANDS.run, [11]);
    expect(fled("gob3")).toBe(true);
    expect(chase.lastCard().system.fighters.find((fighter: Plain) => fighter.combatantId === "gob3").escapes).toBe(true);
  });

  it("refused: a player's press, a press before anyone retreated, a second press for the same retreaters; no chase card posted", async () => {
    expect(await pressMorale("chase")).toMatchObject({ ok: false, reason: FACTIONS_MORALE_REFUSAL.noRetreat.key });
    await pressMorale("retreat", { combatantId: "gob4" });
    expect(await pressMorale("chase", {}, [], "p1")).toMatchObject({ ok: false, reason: FACTIONS_MORALE_REFUSAL.gmOnly.key });
    expect(chase.cards()).toHaveLength(0);
    await pressMorale("chase");
    expect(await pressMorale("chase")).toMatchObject({ ok: false, reason: FACTIONS_MORALE_REFUSAL.noRetreat.key });
    expect(chase.cards()).toHaveLength(1);
  });

  it("a retreater marked later gets its own chase: only it is fleeing on the second card", async () => {
    await pressMorale("retreat", { combatantId: "gob4" });
    await pressMorale("chase");
    await pressMorale("retreat", { combatantId: "gob3" });
    await pressMorale("chase");
    expect(fighters().filter(([, pace]) => pace === "even")).toEqual([["Goblin 3", "even"]]);
  });
});
