/** Who the after-fight card lists as out of the fight: the furthest out of fled, surrendered and incapacitated, by the combatant's name. */
import { describe, expect, it } from "vitest";
import { standingsOf } from "../../../../../src/rulesets/factions/flows/after-fight/standings";

/** A combatant with its actor's statuses (Actor#statuses: https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#statuses). */
const fighter = (name: string, ...statuses: string[]) => ({ name, actor: { statuses: new Set(statuses) } }) as never;

describe("the after-fight card's list of who is out", () => {
  it("names each by its furthest standing: fled over surrendered over incapacitated; the rest are left out", () => {
    expect(
      standingsOf([fighter("Ada"), fighter("Bram", "incapacitated"), fighter("Cole", "surrendered", "incapacitated"), fighter("Dirk", "fled", "surrendered"), fighter("Eve", "poisoned"), { name: "Nobody", actor: null } as never]),
    ).toEqual([
      { name: "Bram", standing: "incapacitated" },
      { name: "Cole", standing: "surrendered" },
      { name: "Dirk", standing: "fled" },
    ]);
  });
});
