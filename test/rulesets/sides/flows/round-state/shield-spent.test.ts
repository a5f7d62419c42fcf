/** Whether an attack card's miss spent its target's shield, from the card's own resolution. */
import { describe, expect, it } from "vitest";
import { cardSpendsShield, spendShield } from "../../../../../src/rulesets/sides/flows/round-state/shield-spent";
import { freshRound } from "../../../../../src/rulesets/sides/rules/combat/action-economy";
import { sampleCard } from "../support";
import { target } from "../../rules/combat/fixtures";

// Longsword Shock 2/AC 15 against AC 13; a d20 of 2 misses, 18 hits.
const shielded = target({ ac: 13, hasShield: true });
const miss = { d20: 2, damage: null };

describe("a shield and an attack card", () => {
  it("a miss whose Shock the unspent shield ignores spends it", () => {
    expect(cardSpendsShield(sampleCard({ target: shielded }), miss)).toBe(true);
  });

  it("a spent shield, no shield, a hit or a Swarm Attack spend nothing", () => {
    expect(cardSpendsShield(sampleCard({ target: { ...shielded, shieldUsedThisRound: true } }), miss)).toBe(false);
    expect(cardSpendsShield(sampleCard({ target: target({ ac: 13 }) }), miss)).toBe(false);
    expect(cardSpendsShield(sampleCard({ target: shielded }), { d20: 18, damage: null })).toBe(false);
    expect(cardSpendsShield(sampleCard({ target: shielded }, { swarmAssailants: 2 }), miss)).toBe(false);
  });

  it("Shock the AC stops never reaches the shield", () => {
    expect(cardSpendsShield(sampleCard({ target: { ...shielded, ac: 16 } }), miss)).toBe(false);
  });

  it("spending marks the round once", () => {
    const spent = spendShield(freshRound());
    expect(spent?.shieldUsed).toBe(true);
    expect(spendShield({ ...freshRound(), shieldUsed: true })).toBeNull();
  });
});
