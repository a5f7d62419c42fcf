import { describe, expect, it } from "vitest";
import { initialData } from "../../../../src/core/schema/spec";
import { validateData } from "../../../../src/core/schema/validate";
import { attackCardSchema } from "../../../../src/rulesets/classic/schema/attack-card";
import { attackOutcome, criticalConfirmed, hitDamage } from "../../../../src/rulesets/classic/rules/attack/outcome";

describe("the classic attack card", () => {
  it("a new card is a first attack that missed: no confirmation, no damage, nothing applied", () => {
    expect(initialData(attackCardSchema)).toEqual({
      schemaVersion: 1,
      attacker: { actorUuid: "", tokenUuid: "" },
      target: { actorUuid: "", tokenUuid: "" },
      weaponId: "",
      iterative: 0,
      attack: { natural: 1, total: 0 },
      confirmation: null,
      hit: false,
      threat: false,
      critical: false,
      damage: null,
      applied: false,
    });
  });

  it("the second attack of +11/+6/+1: a natural 19 for 25 against AC 18 threatens, an 18 confirms, 2d8+8 rolls 17, applied", () => {
    const attack = { natural: 19, total: 25 };
    const confirmation = { natural: 12, total: 18 };
    const outcome = attackOutcome({ ...attack, armourClass: 18, threatFrom: 19, naturalRolls: "asWritten" });
    const confirmed = criticalConfirmed({ ...confirmation, armourClass: 18, naturalRolls: "asWritten" });
    const card = {
      ...initialData(attackCardSchema),
      attacker: { actorUuid: "Actor.fighter", tokenUuid: "Scene.s.Token.f" },
      target: { actorUuid: "Actor.ogre", tokenUuid: "Scene.s.Token.o" },
      weaponId: "sword",
      iterative: 1,
      attack,
      confirmation,
      hit: outcome !== "miss",
      threat: outcome === "threat",
      critical: confirmed,
      damage: hitDamage(17),
      applied: true,
    };
    expect([card.hit, card.threat, card.critical]).toEqual([true, true, true]);
    expect(validateData(attackCardSchema, card)).toEqual([]);
  });

  it("a hit whose penalties roll below 1 still stores the 1 it deals", () => {
    expect(validateData(attackCardSchema, { hit: true, damage: hitDamage(-2) })).toEqual([]);
  });

  it.each([
    ["iterative", { iterative: 4 }, "4 is above the maximum 3"],
    ["iterative", { iterative: -1 }, "-1 is below the minimum 0"],
    ["attack.natural", { attack: { natural: 21 } }, "21 is above the maximum 20"],
    ["attack.natural", { attack: { natural: 0 } }, "0 is below the minimum 1"],
    ["confirmation.natural", { confirmation: { natural: 21, total: 30 } }, "21 is above the maximum 20"],
    ["damage", { damage: -1 }, "-1 is below the minimum 0"],
  ])("refuses a card's %s out of range", (path, data, problem) => {
    expect(validateData(attackCardSchema, data)).toEqual([{ path: `system.${path}`, problem }]);
  });
});
