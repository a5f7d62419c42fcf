import { describe, expect, it } from "vitest";
import { breaksWhenAttacking, brokenByBlow, HEAVY_BLOW_DAMAGE } from "../../../../../src/rulesets/factions/rules/gear/in-fight-breakage";
import type { Gear } from "../../../../../src/rulesets/factions/rules/gear/gear-condition";

const damagedAxe: Gear = { id: "axe", kind: "weapon", condition: "damaged" };
const intactAxe: Gear = { id: "axe", kind: "weapon", condition: "intact" };
const damagedShield: Gear = { id: "shield", kind: "shield", condition: "damaged" };
const intactShield: Gear = { id: "shield", kind: "shield", condition: "intact" };
const damagedMail: Gear = { id: "mail", kind: "armour", condition: "damaged" };
const intactMail: Gear = { id: "mail", kind: "armour", condition: "intact" };

describe("a damaged weapon breaking on a 1", () => {
  it("a damaged axe breaks when its damage die shows a 1", () => {
    expect(breaksWhenAttacking(damagedAxe, 1)).toBe(true);
  });
  it("on a 2 it holds", () => {
    expect(breaksWhenAttacking(damagedAxe, 2)).toBe(false);
  });
  it("an intact axe never breaks on a 1", () => {
    expect(breaksWhenAttacking(intactAxe, 1)).toBe(false);
  });
  it("an improvised weapon breaks on a 1 as if damaged", () => {
    expect(breaksWhenAttacking({ id: "chair", kind: "weapon", condition: "intact", improvised: true }, 1)).toBe(true);
  });
  it("a damaged shield used to bash breaks on a 1 too; armour is never used to attack", () => {
    expect(breaksWhenAttacking(damagedShield, 1)).toBe(true);
    expect(breaksWhenAttacking(damagedMail, 1)).toBe(false);
  });
});

describe("a damaged shield breaking before armour at 8 damage", () => {
  it("an 8-damage blow, before armour, breaks the damaged shield and spares the damaged armour", () => {
    expect(HEAVY_BLOW_DAMAGE).toBe(8);
    expect(brokenByBlow({ shield: damagedShield, armour: damagedMail }, 8)).toBe(damagedShield);
  });
  it("a 7-damage blow breaks nothing", () => {
    expect(brokenByBlow({ shield: damagedShield, armour: damagedMail }, 7)).toBeNull();
  });
  it("with no shield, or an intact one, the damaged armour breaks", () => {
    expect(brokenByBlow({ shield: null, armour: damagedMail }, 10)).toBe(damagedMail);
    expect(brokenByBlow({ shield: intactShield, armour: damagedMail }, 8)).toBe(damagedMail);
  });
  it("intact gear, or none at all, never breaks from a heavy blow", () => {
    expect(brokenByBlow({ shield: intactShield, armour: intactMail }, 20)).toBeNull();
    expect(brokenByBlow({ shield: null, armour: null }, 20)).toBeNull();
  });
});
