/**
 * Refusals of the combat chapter (seed 000) a GM would notice if they let an attack through: a Charge from
 * prone, a Charge off your side's turn or while holding an action, and a bow or crossbow fired with an enemy
 * in melee even when it is held in one hand ("Shooting a bow or crossbow while in melee: N/A").
 */
import { describe, expect, it } from "vitest";
import { checkAction, freshRound, releaseHeldAction, takeAction, type ActionContext, type RoundActions } from "../../../../../src/rulesets/sides/rules/combat/action-economy";
import { defaultSituation, planAttack, type AttackSituation } from "../../../../../src/rulesets/sides/rules/combat/attack-plan";
import { MOD, OUTCOME, REFUSAL } from "../../../../../src/rulesets/sides/rules/combat/labels";
import type { WeaponProfile } from "../../../../../src/rulesets/sides/rules/combat/types";
import { bow, character, crossbow, dagger, longsword, target } from "./fixtures";

const onTurn: ActionContext = { ownTurn: true, kind: "character", snapTrained: false };
const offTurn: ActionContext = { ...onTurn, ownTurn: false };

function planned(situation: Partial<AttackSituation>, weapon: WeaponProfile) {
  return planAttack(character(), weapon, target(), defaultSituation(situation));
}
const refusalOf = (situation: Partial<AttackSituation>, weapon: WeaponProfile): string | null => {
  const out = planned(situation, weapon);
  return out.ok ? null : out.reason.key;
};
const chargeRefusal = (state: RoundActions, ctx: ActionContext): string | null => {
  const c = checkAction(state, "charge", ctx);
  return c.allowed ? null : c.reason.key;
};
const after = (ids: ("holdAction" | "run")[]): RoundActions =>
  ids.reduce((s, id) => {
    const r = takeAction(s, id, onTurn);
    if (!r.ok) throw new Error(r.reason.key);
    return r.state;
  }, freshRound());

const CHARGE_20_FT = { distanceFt: 20, movementFt: 30 };

describe("Charge from prone is refused", () => {
  it("a prone fighter cannot charge 20 ft to swing a sword, though standing they could", () => {
    expect(refusalOf({ attackerProne: true, charge: CHARGE_20_FT }, longsword)).toBe(REFUSAL.chargeWhileProne);
    expect(refusalOf({ attackerProne: false, charge: CHARGE_20_FT }, longsword)).toBeNull();
  });

  it("nor charge to throw a dagger at the end of it", () => {
    expect(refusalOf({ mode: "ranged", distanceFt: 20, attackerProne: true, charge: CHARGE_20_FT }, dagger)).toBe(REFUSAL.chargeWhileProne);
  });

  it("prone without charging, the melee attack goes ahead at −4", () => {
    const out = planned({ attackerProne: true }, longsword);
    expect(out.ok && out.plan.modifiers.find((m) => m.key === MOD.attackerProne)?.value).toBe(-4);
  });
});

describe("Charge needs the combatant's own turn and no held action", () => {
  it("off its side's turn, a Charge is refused as not your turn", () => {
    expect(chargeRefusal(freshRound(), offTurn)).toBe(REFUSAL.notYourTurn);
    expect(chargeRefusal(freshRound(), onTurn)).toBeNull();
  });

  it("forced off-turn after the player confirms, the GM is told it was not their turn", () => {
    const r = takeAction(freshRound(), "charge", offTurn, true);
    expect(r.ok && r.overridden).toEqual({ key: OUTCOME.economyOverridden, data: { reason: REFUSAL.notYourTurn } });
    expect(takeAction(freshRound(), "charge", offTurn).ok).toBe(false);
  });

  it("while holding an action, a Charge is refused because the action is held", () => {
    expect(chargeRefusal(after(["holdAction"]), onTurn)).toBe(REFUSAL.actionHeld);
  });

  it("the held action released off-turn still cannot become a Charge: the hold spent the Move", () => {
    const released = releaseHeldAction(after(["holdAction"]));
    if (!released.ok) throw new Error(released.reason.key);
    expect(chargeRefusal(released.state, offTurn)).toBe(REFUSAL.chargeNeedsMainAndMove);
  });
});

describe("A one-handed launcher fired with an enemy in melee is refused", () => {
  const handCrossbow: WeaponProfile = { ...crossbow, twoHanded: false, range: { normal: 30, long: 60 } };
  const shortBowInOneHand: WeaponProfile = { ...bow, twoHanded: false };
  const inMelee = { mode: "ranged" as const, distanceFt: 20, enemyInMelee: true };

  it("a hand crossbow cannot be shot with a foe in melee range; with none, it shoots with no melee penalty", () => {
    expect(refusalOf(inMelee, handCrossbow)).toBe(REFUSAL.bowInMelee);
    const clear = planned({ ...inMelee, enemyInMelee: false }, handCrossbow);
    expect(clear.ok && clear.plan.modifiers.some((m) => m.key === MOD.rangedInMelee)).toBe(false);
  });

  it("nor a bow, however it is held", () => {
    expect(refusalOf(inMelee, shortBowInOneHand)).toBe(REFUSAL.bowInMelee);
  });
});
