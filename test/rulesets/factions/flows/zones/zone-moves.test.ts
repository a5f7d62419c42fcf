/**
 * Movement by zone: a fighter moving into the next zone on its own turn spends its zone of movement; a
 * second zone that turn (or two at once) is never blocked but the GMs are whispered; moves outside the
 * mover's turn, inside a zone, or on a scene with no zones cost nothing.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { beginTurn, budgetOf, double, startFactions, text } from "../attack/fight";
import { FACTIONS_ACTION_REFUSAL } from "../../../../../src/rulesets/factions/rules/actions/labels";
import { balthasarInRooms, combatSeen, moveToken, THREE_ROOMS } from "./zones-fight";

type Plain = Record<string, any>;
const { registerFactionsZoneMoves } = await import("../../../../../src/rulesets/factions/flows/zones/zone-moves");
registerFactionsZoneMoves();

let combat: Plain;
let creatures: Record<string, Plain>;
const whispers = () => [...double.messages.values()].filter((m) => m.whisper.length > 0);

async function fightInRooms(rooms = THREE_ROOMS) {
  ({ combat, creatures } = balthasarInRooms(rooms));
  await startFactions();
  await combatSeen(combat);
}

const moveAs = (userId: string, id: string, x: number, y: number) => moveToken(creatures, id, x, y, userId);

beforeEach(() => fightInRooms());

describe("a fighter moves by one zone a turn", () => {
  it("Balthasar steps from the yard into the hall on his turn: his zone of movement is spent, nobody is told", async () => {
    await beginTurn("balthasar");
    await moveAs("p1", "balthasar", 300, 0);
    expect(budgetOf(combat, "balthasar").moved).toBe(true);
    expect(whispers()).toHaveLength(0);
  });

  it("walking about inside the yard spends nothing", async () => {
    await beginTurn("balthasar");
    await moveAs("p1", "balthasar", 100, 100);
    expect(budgetOf(combat, "balthasar").moved).toBe(false);
  });

  it("on into the cellar, a second zone that turn: the move stands and the GMs are whispered why", async () => {
    await beginTurn("balthasar");
    await moveAs("p1", "balthasar", 300, 0);
    await moveAs("p1", "balthasar", 600, 0);
    expect(creatures.balthasar!.getActiveTokens()[0].document.x).toBe(600);
    const [whisper] = whispers();
    expect(whisper!.whisper).toEqual(["gm"]);
    expect(whisper!.content).toContain("Balthasar moved into Cellar");
    expect(whisper!.content).toContain(text(FACTIONS_ACTION_REFUSAL.moveSpent));
  });

  it("from the yard straight to the cellar, two zones in one move: the GMs are whispered it is too far", async () => {
    await beginTurn("balthasar");
    await moveAs("p1", "balthasar", 700, 0);
    expect(budgetOf(combat, "balthasar").moved).toBe(false);
    expect(whispers()[0]!.content).toContain("a character moves by 1 zone a turn");
  });

  it("the bandit dragged into the yard outside its turn (by the GM) spends nothing", async () => {
    await beginTurn("balthasar");
    await moveAs("gm", "bandit", 200, 0);
    expect(budgetOf(combat, "bandit").moved).toBe(false);
    expect(whispers()).toHaveLength(0);
  });

  it("with no zones drawn, moves cost no zone", async () => {
    await fightInRooms([]);
    await beginTurn("balthasar");
    await moveAs("p1", "balthasar", 700, 0);
    expect(budgetOf(combat, "balthasar").moved).toBe(false);
    expect(whispers()).toHaveLength(0);
  });
});
