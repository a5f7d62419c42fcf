/**
 * A player may toggle any status on their own actor (the Token HUD, or the console: an owner may write
 * their actor's effects — https://foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html).
 * The declared statuses a combat injury leaves (hobbled, concussed, one eye blinded, one ear deafened,
 * speechless), suffocation and surprise are the GM's: the attack lines, the Heal check and the round's end
 * read them, so a player's own toggle of one is undone by the active GM, as a wound status's is. Prone
 * stays the player's.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { declaredFight, double, resetDoubles, settle, startDeclared, type Creature } from "../flows/attack/fight";

let ysolde: Creature;

/** Ysolde's player toggles a status on Ysolde from their own client. */
async function playerToggles(status: string, active: boolean): Promise<void> {
  double.actAs("p1");
  await ysolde.actor.toggleStatusEffect(status, { active });
  double.actAs("gm");
  await settle();
}

beforeEach(async () => {
  resetDoubles();
  const fight = declaredFight([
    { id: "ysolde", name: "Ysolde", owners: ["p1"] },
    { id: "ghoul", name: "Ghoul", owners: [], monster: true },
  ]);
  ysolde = fight.creatures.ysolde!;
  await startDeclared([5, 4], { ysolde: "fullDefense", ghoul: "fullDefense" });
});

describe("the GM's declared statuses, against a player's own toggles", () => {
  for (const status of ["hobbled", "concussed", "blindedOneEye", "deafenedOneEar", "speechless", "suffocating", "surprised"]) {
    it(`${status} the GM put on stays when Ysolde's player takes it off`, async () => {
      double.actAs("gm");
      await ysolde.actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: [status] }]);
      await settle();
      await playerToggles(status, false);
      expect(ysolde.actor.statuses.has(status)).toBe(true);
    });
  }

  it("suffocating, put on by Ysolde's player, is taken off again", async () => {
    await playerToggles("suffocating", true);
    expect(ysolde.actor.statuses.has("suffocating")).toBe(false);
  });

  it("a status the GM does not keep (prone) is the player's own business", async () => {
    await playerToggles("prone", true);
    expect(ysolde.actor.statuses.has("prone")).toBe(true);
  });
});
