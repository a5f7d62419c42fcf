/**
 * Statuses that end on their own, through the Foundry double: full defense, charging, reckless and
 * defensive fighting and shattering end when the creature's own turn starts; a feint's flat-footed
 * ends with the round. The GM removes them; other creatures' statuses stay.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { classicFight, fire, resetDoubles } from "../dying/fight";

const TURN_LONG = ["fullDefense", "charging", "recklessFighting", "defensiveFighting", "shattering"];
const statusesOf = (actor: Record<string, any>) => [...(actor.statuses as Set<string>)].sort();

beforeEach(() => resetDoubles());

describe("statuses that end", () => {
  it("at the start of Bram's own turn his turn-long statuses end; his flat-footed and prone stay; Ilse's stay", async () => {
    const { combat, actors } = await classicFight([
      { id: "bram", name: "Bram", owners: ["p1"], statuses: [...TURN_LONG, "flatFooted", "prone"] },
      { id: "ilse", name: "Ilse", owners: ["p2"], statuses: ["fullDefense"] },
    ]);
    await fire(combat, { type: "turnStart", combatantIds: ["bram"] });
    expect(statusesOf(actors.bram!)).toEqual(["flatFooted", "prone"]);
    expect(statusesOf(actors.ilse!)).toEqual(["fullDefense"]);
  });

  it("at the end of the round every feint's flat-footed ends; charging waits for the turn", async () => {
    const { combat, actors } = await classicFight([
      { id: "bram", name: "Bram", owners: ["p1"], statuses: ["flatFooted", "charging"] },
      { id: "ilse", name: "Ilse", owners: ["p2"], statuses: ["flatFooted"] },
    ]);
    await fire(combat, { type: "roundEnd", round: 1 });
    expect(statusesOf(actors.bram!)).toEqual(["charging"]);
    expect(statusesOf(actors.ilse!)).toEqual([]);
  });
});
