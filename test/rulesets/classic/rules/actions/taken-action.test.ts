/** The chapter's Move, Standard, Free and Swift action lists: what each everyday action costs and whether it provokes. */
import { describe, expect, it } from "vitest";
import { classicEconomy } from "../../../../../src/rulesets/classic/rules/actions/budget";
import { takenActionCost } from "../../../../../src/rulesets/classic/rules/actions/taken-action";

const fresh = classicEconomy.fresh();
const facts = { potionBelt: false, freeName: "speak" };

describe("what an everyday action costs", () => {
  it("moving is a move action; leaving a threatened square is the token's move, not the button", () => {
    expect(takenActionCost("move", fresh, facts)).toEqual({ spend: { kind: "move" }, provokes: null, variant: null, chargeSwift: false });
    expect(takenActionCost("fiveFootStep", fresh, facts)).toEqual({ spend: { kind: "fiveFootStep" }, provokes: null, variant: null, chargeSwift: false });
  });

  it("drawing a weapon standing still is a move that provokes; during a move this turn it is free", () => {
    expect(takenActionCost("drawWeapon", fresh, facts)).toEqual({ spend: { kind: "move" }, provokes: "drawWeaponStandingStill", variant: null, chargeSwift: false });
    expect(takenActionCost("drawWeapon", { ...fresh, moves: 1 }, facts)).toEqual({ spend: { kind: "free", name: "drawWeapon" }, provokes: null, variant: "whileMoving", chargeSwift: false });
  });

  it("retrieving an item, standing up and dropping prone are moves that provoke", () => {
    expect(takenActionCost("retrieveItem", fresh, facts)).toMatchObject({ spend: { kind: "move" }, provokes: "retrieveItem" });
    expect(takenActionCost("standUp", fresh, facts)).toMatchObject({ spend: { kind: "move" }, provokes: "standOrDrop" });
    expect(takenActionCost("dropProne", fresh, facts)).toMatchObject({ spend: { kind: "move" }, provokes: "standOrDrop" });
  });

  it("a potion is a move that provokes; from a potion belt a swift action that does not", () => {
    expect(takenActionCost("drinkPotion", fresh, facts)).toEqual({ spend: { kind: "move" }, provokes: "drinkPotion", variant: null, chargeSwift: false });
    expect(takenActionCost("drinkPotion", fresh, { ...facts, potionBelt: true })).toEqual({ spend: { kind: "swift" }, provokes: null, variant: "fromBelt", chargeSwift: false });
  });

  it("while charging, a potion is the charge's one swift action, belt or not, and provokes nothing (the Charge Swift Exception)", () => {
    const charging = { ...facts, charging: true };
    expect(takenActionCost("drinkPotion", fresh, charging)).toEqual({ spend: { kind: "swift" }, provokes: null, variant: "whileCharging", chargeSwift: true });
    expect(takenActionCost("drinkPotion", fresh, { ...charging, potionBelt: true })).toMatchObject({ variant: "whileCharging", chargeSwift: true });
    // A plain swift action gets no such leave.
    expect(takenActionCost("swift", fresh, charging)).toMatchObject({ chargeSwift: false });
  });

  it("casting a spell is a standard action that provokes; using an item one that does not", () => {
    expect(takenActionCost("castSpell", fresh, facts)).toMatchObject({ spend: { kind: "standard" }, provokes: "castSpell" });
    expect(takenActionCost("useItem", fresh, facts)).toMatchObject({ spend: { kind: "standard" }, provokes: null });
  });

  it("a free action carries its name; a swift action provokes nothing", () => {
    expect(takenActionCost("free", fresh, facts)).toMatchObject({ spend: { kind: "free", name: "speak" }, provokes: null });
    expect(takenActionCost("swift", fresh, facts)).toMatchObject({ spend: { kind: "swift" }, provokes: null });
  });

  it("a counterspell is the immediate action of its own kind and provokes nothing", () => {
    expect(takenActionCost("counterspell", fresh, facts)).toEqual({ spend: { kind: "immediate", immediate: "counterspell" }, provokes: null, variant: null, chargeSwift: false });
  });
});
