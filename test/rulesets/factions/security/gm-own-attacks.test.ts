/**
 * The GM's own commands take the same path as a player's (docs/security.md): the GM's click runs on its
 * own client without the socket, but reaches the handler as the socket's JSON would carry it. The attack
 * dialog offers holding back and non-lethal attacks to melee weapons only, so a bow, sling or crossbow
 * attack leaves those fields undefined: JSON drops them, and the GM's own click must drop them too.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { attackCards, double, factionsFight, lastCard, resetDoubles, settle } from "../flows/attack/fight";

const { startFactionsAttack } = await import("../../../../src/rulesets/factions/flows/attack/start-attack");

type Plain = Record<string, any>;
let creatures: Record<string, Plain>;

/** Balthasar (p1) and the GM's bandit archer, a shortbow in hand (range 4), a sling and a crossbow at its belt. */
beforeEach(() => {
  resetDoubles();
  ({ creatures } = factionsFight([
    { id: "balthasar", name: "Balthasar", owners: ["p1"], fields: { health: { value: 8, max: 8 } } },
    {
      id: "archer",
      name: "Bandit archer",
      owners: [],
      monster: true,
      fields: { faction: "Bandits", scores: { wit: 10 }, health: { value: 5, max: 5 } },
      items: [
        { id: "shortbow", name: "Shortbow", kind: "weapon", fields: { damage: "1d6", attackKind: "ranged", range: 4, equipped: true } },
        { id: "sling", name: "Sling", kind: "weapon", fields: { damage: "1d4", attackKind: "ranged", range: 3 } },
        { id: "crossbow", name: "Crossbow", kind: "weapon", fields: { damage: "1d8", attackKind: "ranged", range: 4 } },
      ],
    },
  ]));
});

describe("the GM shoots for a monster from its sheet", () => {
  for (const [weaponId, name] of [["shortbow", "Shortbow"], ["sling", "Sling"], ["crossbow", "Crossbow"]] as const) {
    it(`the bandit archer's ${name} at Balthasar: the card is posted, not refused as a request the GM's client cannot read`, async () => {
      double.targets.add(creatures.balthasar!.getActiveTokens()[0]);
      double.actAs("gm");
      // The dialog's answer for a ranged weapon: no non-lethal choice, no stunt written (both undefined in the form).
      double.answers.push({ nearby: false, visible: "on", beyondHalf: false, moving: false, protection: "none" });
      await startFactionsAttack(creatures.archer as never, weaponId);
      await settle();
      // Before, the GM was warned "That request is not one the GM's client can read." and nothing was posted.
      expect(double.notices).toEqual([]);
      expect(attackCards()).toHaveLength(1);
      expect(lastCard().system).toMatchObject({ kind: "ranged", weaponName: name, target: { name: "Balthasar" }, nonLethal: null });
    });
  }
});
