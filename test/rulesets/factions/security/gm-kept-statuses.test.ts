/**
 * A player may toggle any status on their own actor (the Token HUD, or the console: an owner may write
 * their actor's effects — https://foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html).
 * The factions statuses that decide a fight are set by the GM's commands alone (only the GM hides a
 * creature; the morale step marks who held; a grapple or a dose of poison takes hold on the GM's card):
 * a player's own toggle of one of them is undone by the active GM, as a turn-order status is.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { balthasarAgainstBandit, combatDouble, giveStatuses, settle, startFactions } from "../flows/attack/fight";

type Plain = Record<string, any>;
let creatures: Record<string, Plain>;

/** Balthasar's player toggles a status on Balthasar from their own client. */
async function playerToggles(status: string, active: boolean): Promise<void> {
  combatDouble.net.actAs("p1");
  await creatures.balthasar!.toggleStatusEffect(status, { active });
  combatDouble.net.actAs("gm");
  await settle();
}

beforeEach(async () => {
  ({ creatures } = balthasarAgainstBandit());
  combatDouble.net.actAs("gm");
  await startFactions();
});

describe("the GM's factions statuses, against a player's own toggles", () => {
  for (const status of ["concealed", "passedMorale"]) {
    it(`${status} put on by the player is taken off again`, async () => {
      await playerToggles(status, true);
      expect(creatures.balthasar!.statuses.has(status)).toBe(false);
    });
  }

  for (const status of ["grabbed", "entangled", "poisoned"]) {
    it(`${status} the GM put on stays when the player takes it off`, async () => {
      await giveStatuses(creatures.balthasar!, [status]);
      await settle();
      await playerToggles(status, false);
      expect(creatures.balthasar!.statuses.has(status)).toBe(true);
    });
  }

  describe("carrying the mark the GM's own set-backs once carried (`{ fray: { undo: true } }`, an option the writer chooses)", () => {
    const MARK = { fray: { undo: true } };

    it("concealed put on by the player with the mark is taken off all the same", async () => {
      combatDouble.net.actAs("p1");
      await creatures.balthasar!.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["concealed"] }], MARK);
      combatDouble.net.actAs("gm");
      await settle();
      expect(creatures.balthasar!.statuses.has("concealed")).toBe(false);
    });

    for (const status of ["grabbed", "poisoned"]) {
      it(`${status} the GM put on stays when the player deletes it with the mark, or disables it with the mark`, async () => {
        await giveStatuses(creatures.balthasar!, [status]);
        await settle();
        const effect = () => creatures.balthasar!.effects.contents.find((e: Plain) => e.statuses.has(status));
        combatDouble.net.actAs("p1");
        await effect().delete(MARK);
        combatDouble.net.actAs("gm");
        await settle();
        expect(creatures.balthasar!.statuses.has(status)).toBe(true);
        combatDouble.net.actAs("p1");
        await effect().update({ disabled: true }, MARK);
        combatDouble.net.actAs("gm");
        await settle();
        expect(creatures.balthasar!.statuses.has(status)).toBe(true);
      });
    }
  });

  it("a status Fray does not keep (prone) is the player's own business", async () => {
    await playerToggles("prone", true);
    expect(creatures.balthasar!.statuses.has("prone")).toBe(true);
  });
});
