import { describe, expect, it } from "vitest";
import { coatWeapon, drinkHealingDraught, HEALING_DRAUGHT_FORMULA, takeAntidote, useOne } from "../../../../../src/rulesets/factions/rules/character/consumables";
import { POISON_DAMAGE_PER_ROUND, poisonAtRoundEnd, poisonTakesHold } from "../../../../../src/rulesets/factions/rules/character/poison";

const E = "FRAY.Factions.Consumable.Effect";

describe("consumables", () => {
  it("a use takes one from the stock; an empty flask refuses", () => {
    expect(useOne({ kind: "healingDraught", quantity: 2 })).toEqual({ ok: true, quantity: 1 });
    expect(useOne({ kind: "antidote", quantity: 1 })).toEqual({ ok: true, quantity: 0 });
    expect(useOne({ kind: "poison", quantity: 0 })).toEqual({ ok: false, reason: { key: "FRAY.Factions.Consumable.Refusal.noneLeft" } });
  });

  it("a healing draught rolls 1d6 unless the item says", () => {
    expect(HEALING_DRAUGHT_FORMULA).toBe("1d6");
  });

  it("a draught rolled 4 at 2 of 6 health heals 4", () => {
    expect(drinkHealingDraught({ value: 2, max: 6 }, new Set<string>(), 4)).toEqual({ ok: true, health: { value: 6, max: 6 }, reasons: [{ key: `${E}.healed`, data: { amount: 4 } }] });
  });

  it("a draught poured into an incapacitated ally stands them up", () => {
    expect(drinkHealingDraught({ value: 0, max: 6 }, new Set(["incapacitated"]), 2)).toEqual({
      ok: true,
      health: { value: 2, max: 6 },
      reasons: [{ key: `${E}.healed`, data: { amount: 2 } }, { key: `${E}.stoodUp` }],
    });
  });

  it("the dead drink nothing", () => {
    expect(drinkHealingDraught({ value: 0, max: 6 }, new Set(["dead"]), 6)).toEqual({ ok: false, reason: { key: "FRAY.Factions.Consumable.Refusal.dead" } });
  });

  it("an antidote ends poison, and says so when there is none", () => {
    expect(takeAntidote(new Set(["poisoned", "grabbed"]))).toEqual({ remove: ["poisoned"], reason: { key: `${E}.cured` } });
    expect(takeAntidote(new Set(["grabbed"]))).toEqual({ remove: [], reason: { key: `${E}.nothingToCure` } });
  });

  it("a dose of poison coats the named weapon", () => {
    expect(coatWeapon("Dagger")).toEqual({ key: `${E}.weaponCoated`, data: { name: "Dagger" } });
  });
});

describe("poison", () => {
  it("a coated blade's hit for 3 poisons a STR 9 target that rolls 10; a roll of 9 resists", () => {
    expect(poisonTakesHold(3, 9, 10)).toBe(true);
    expect(poisonTakesHold(3, 9, 9)).toBe(false);
  });

  it("a hit that deals no damage (stopped by armour) carries no poison", () => {
    expect(poisonTakesHold(0, 9, 20)).toBe(false);
  });

  it("at a round's end a failed STR save costs 1 health and the poison stays", () => {
    expect(POISON_DAMAGE_PER_ROUND).toBe(1);
    expect(poisonAtRoundEnd({ value: 4, max: 6 }, 9, 15)).toEqual({ health: { value: 3, max: 6 }, stillPoisoned: true, reason: { key: `${E}.poisonHurts`, data: { amount: 1 } } });
  });

  it("a passed STR save shakes it off, no health lost", () => {
    expect(poisonAtRoundEnd({ value: 4, max: 6 }, 9, 9)).toEqual({ health: { value: 4, max: 6 }, stillPoisoned: false, reason: { key: `${E}.poisonShaken` } });
  });

  it("poison never takes health below 0", () => {
    expect(poisonAtRoundEnd({ value: 0, max: 6 }, 9, 15)).toMatchObject({ health: { value: 0, max: 6 }, reason: { data: { amount: 0 } } });
  });

  it("follows the world's save rule: a natural 1 shakes it off even at STR 0 with natural extremes", () => {
    expect(poisonAtRoundEnd({ value: 4, max: 6 }, 0, 1, "naturalExtremes").stillPoisoned).toBe(false);
    expect(poisonTakesHold(2, 20, 20, "naturalExtremes")).toBe(true);
  });
});
