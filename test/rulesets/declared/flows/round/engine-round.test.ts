/**
 * The round's end as the real declared engine reaches it: the fight starts under declared-action
 * speed, everyone declares, the GM locks the declarations and ends each step; the engine's morale step
 * bleeds the dying and whispers the morale card to the GM. Undo and ending the round again bleeds no more.
 * A Heal check in the running fight is the healer's Standard action, in its own step.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { cardsOfType, creature, double, fightOf, initiative, resetDoubles, trackerRoll, type Fighter } from "./fight";

const g = globalThis as Record<string, any>;
const { startStabilize } = await import("../../../../../src/rulesets/declared/flows/round/stabilize");
const { storedEconomy } = await import("../../../../../src/foundry/combat/round-budget");
const { handleStart, handleTurn } = await import("../../../../../src/foundry/combat/combat-queries");
const channel = await import("../../../../../src/foundry/channel");

async function turn(intent: Record<string, unknown>): Promise<void> {
  const answer = await handleTurn({ combatId: "combat1", intent }, "gm");
  if (!answer.ok) throw new Error(`${String(intent.kind)} refused: ${JSON.stringify(answer)}`);
  await channel.onGmLane(async () => undefined);
  await double.net.settle();
}

let hale: Fighter;
let ilse: Fighter;
let bram: Fighter;
let goblin: Fighter;

beforeEach(() => {
  resetDoubles();
  hale = creature({ id: "hale", name: "Hale", owners: ["p1"] });
  ilse = creature({ id: "ilse", name: "Ilse", owners: ["p2"] });
  bram = creature({ id: "bram", name: "Bram", owners: ["p1"], fields: { health: { value: -2, max: 10 } } });
  goblin = creature({ id: "goblin", name: "Goblin", owners: [], disposition: -1, monster: true, fields: { health: { value: 8, max: 8 } } });
});

/** Starts the fight, the base d12s showing `d12s` (the attack double's Roll rolls the cards' dice). */
async function start(combat: Record<string, any>, d12s: number[]): Promise<void> {
  initiative.splice(0, initiative.length, ...d12s);
  const cardRoll = g.foundry.dice.Roll;
  g.foundry.dice.Roll = trackerRoll;
  const started = await handleStart({ combatId: combat.id, structure: "declared", choices: {} }, "gm").finally(() => (g.foundry.dice.Roll = cardRoll));
  if (!started.ok) throw new Error(`the fight did not start: ${JSON.stringify(started)}`);
}

describe("in a running declared fight", () => {
  it("ending the last step bleeds dying Bram once and whispers the morale card naming the goblin, outnumbered by Hale and Ilse", async () => {
    const combat = fightOf([hale, ilse, bram, goblin], 0);
    await start(combat, [5, 5, 5, 5]);
    for (const id of ["hale", "ilse", "bram", "goblin"]) await turn({ kind: "declare", combatantId: id, actionId: "fullDefense" });
    await turn({ kind: "lockDeclarations" });
    expect(bram.actor.system.health.value).toBe(-2);
    // Every base d12 shows 5 and everyone declared full defense: all four share one step.
    for (const id of ["hale", "ilse", "bram", "goblin"]) await turn({ kind: "endTurn", combatantId: id });
    expect(bram.actor.system.health.value).toBe(-3);
    const cards = cardsOfType("declaredMorale");
    expect(cards).toHaveLength(1);
    expect(cards[0]!.system.monsters.map((m: { name: string }) => m.name)).toEqual(["Goblin"]);
    await turn({ kind: "undo" });
    await turn({ kind: "endTurn", combatantId: "goblin" });
    expect(bram.actor.system.health.value).toBe(-3);
    expect(cardsOfType("declaredMorale")).toHaveLength(1);
    await turn({ kind: "nextRound" });
    expect(bram.actor.system.health.value).toBe(-3);
  });

  it("in the running fight a Heal check is the healer's Standard action: Ilse stabilizes Bram, then has no action left to tend Cole", async () => {
    const cole = creature({ id: "cole", name: "Cole", owners: ["p2"], fields: { health: { value: -1, max: 10 } } });
    const combat = fightOf([hale, ilse, bram, goblin, cole], 0);
    await start(combat, [5, 5, 5, 5, 5]);
    // The Heal check is a deed of Ilse's own step, under a declared defensive attack (6); the rest act first (4).
    for (const id of ["hale", "bram", "goblin", "cole"]) await turn({ kind: "declare", combatantId: id, actionId: "fullDefense" });
    await turn({ kind: "declare", combatantId: "ilse", actionId: "defensiveAttack" });
    await turn({ kind: "lockDeclarations" });
    for (const id of ["hale", "bram", "goblin", "cole"]) await turn({ kind: "endTurn", combatantId: id });
    // Game#combat: the combat the GM's client is viewing (https://foundryvtt.com/api/v13/classes/foundry.Game.html#combat).
    g.game.combat = combat;
    const tend = async (patient: Fighter, face: number) => {
      double.actAs("p2");
      double.targets.clear();
      double.targets.add(patient.token);
      double.dice.push(face);
      await startStabilize(ilse.actor as never);
      await double.net.settle();
    };
    await tend(bram, 20);
    expect(bram.actor.system.stabilized).toBe(true);
    expect(storedEconomy(combat.combatants.get("ilse"))).toMatchObject({ taken: { standard: 1 } });
    await tend(cole, 20);
    expect(cole.actor.system.stabilized).toBe(false);
    expect(double.notices.at(-1)?.message).toBe(g.game.i18n.format("FRAY.Declared.Condition.Refusal.KindUsed"));
    g.game.combat = undefined;
  });
});
