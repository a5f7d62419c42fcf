import { describe, expect, it } from "vitest";
import { countOf } from "../../../../../src/core/turns/individual-order";
import { classicInitiativeStats } from "../../../../../src/rulesets/classic/rules/character/initiative";

describe("the initiative bonus individual initiative reads", () => {
  it("1d20+8 rolling 12 = 20.08: DEX 18 (+4) and +4 from feats give +8, and a 12 places the character at 20.08", () => {
    const stats = classicInitiativeStats({ abilities: { dex: { score: 18 } }, initiative: { misc: 4 } });
    expect(stats.initiativeBonus).toBe(8);
    expect(countOf(12, stats.initiativeBonus, true) / 100).toBe(20.08);
  });

  it("without a stored extra the bonus is the DEX modifier, negative too", () => {
    expect(classicInitiativeStats({ abilities: { dex: 14 } }).initiativeBonus).toBe(2);
    expect(classicInitiativeStats({ abilities: { dex: 7 }, initiative: null }).initiativeBonus).toBe(-2);
    expect(classicInitiativeStats({ abilities: { dex: 14 }, initiative: { misc: "3" } }).initiativeBonus).toBe(2);
    expect(classicInitiativeStats({ abilities: { dex: 14 }, initiative: 5 }).initiativeBonus).toBe(2);
  });

  it("the other turn structures read the DEX modifier, and the WIS score as wits for the factions' d20 fast-action threshold", () => {
    expect(classicInitiativeStats({ abilities: { dex: 16, wis: 8 }, initiative: { misc: 2 } })).toEqual({
      initiativeBonus: 5,
      dexMod: 3,
      agilityModifier: 3,
      wit: 8,
    });
  });

  it("an empty actor rolls at +0", () => {
    expect(classicInitiativeStats({})).toEqual({ initiativeBonus: 0, dexMod: 0, agilityModifier: 0, wit: 10 });
  });
});
