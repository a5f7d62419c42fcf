/**
 * A player may toggle any status on their own actor (the Token HUD, or the console: an owner may write
 * their actor's effects — https://foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html).
 * The classic statuses the GM's maneuvers and attacks put on and take off (grappled, pinned, swallowed,
 * flat-footed, full defense, charging, a fighting stance …) change AC, attacks and escapes: a player's own
 * toggle of one of them is undone by the active GM, as a turn-order status is. Prone stays the player's.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { classicFight, combatDouble, giveStatuses, resetDoubles, settle, startIndividual } from "../flows/attack/fight";

type Plain = Record<string, any>;
let brom: Plain;

/** Brom's player toggles a status on Brom from their own client. */
async function playerToggles(status: string, active: boolean): Promise<void> {
  combatDouble.net.actAs("p1");
  await brom.toggleStatusEffect(status, { active });
  combatDouble.net.actAs("gm");
  await settle();
}

beforeEach(async () => {
  resetDoubles();
  const made = classicFight([
    { id: "brom", name: "Brom", owners: ["p1"], square: 0 },
    { id: "orc", name: "Orc", owners: [], monster: true, square: 1 },
  ]);
  brom = made.creatures.brom!;
  await startIndividual([20, 5]);
});

describe("the GM's classic statuses, against a player's own toggles", () => {
  for (const status of ["fullDefense", "defensiveFighting", "charging"]) {
    it(`${status}, which the GM puts on for an attack or a maneuver, put on by Brom's player is taken off again`, async () => {
      await playerToggles(status, true);
      expect(brom.statuses.has(status)).toBe(false);
    });
  }

  for (const status of ["grappled", "pinned", "swallowed", "flatFooted", "exposed", "recklessFighting", "shattering"]) {
    it(`${status} the GM put on stays when Brom's player takes it off`, async () => {
      await giveStatuses(brom, [status]);
      await settle();
      await playerToggles(status, false);
      expect(brom.statuses.has(status)).toBe(true);
    });
  }

  it("a status the GM does not keep (prone) is the player's own business", async () => {
    await playerToggles("prone", true);
    expect(brom.statuses.has("prone")).toBe(true);
  });
});
