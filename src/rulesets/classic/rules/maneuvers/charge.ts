/**
 * Charge: a full-round action moving at least 10 ft and at most twice the speed in a straight, unobstructed
 * line; +2 damage (+4 two-handed) and −2 AC until the start of the charger's next turn; one swift action
 * allowed, and only to swap a weapon, drink a potion or apply an oil.
 */
import { refuse, type Decision, type Modifier } from "../../../../core/rules-types";
import { CLASSIC_MANEUVER_LINE as L, CLASSIC_MANEUVER_REFUSAL as R } from "./labels";

export const CHARGE_MIN_FEET = 10;
export const CHARGE_DAMAGE_BONUS = 2;
export const CHARGE_TWO_HANDED_DAMAGE_BONUS = 4;
export const CHARGE_AC_PENALTY = -2;
export const CHARGE_SWIFT_ACTIONS = ["swapWeapon", "drinkPotion", "applyOil"] as const;
export type ChargeSwiftAction = (typeof CHARGE_SWIFT_ACTIONS)[number];

export interface ChargeInput {
  speedFeet: number;
  distanceFeet: number;
  straightAndUnobstructed: boolean;
  twoHanded: boolean;
}

export interface ChargePlan {
  action: "fullRound";
  damageLines: Modifier[];
  /** Lasts until the beginning of the charger's next turn. */
  armorClassLines: Modifier[];
}

/** Whether this charge may be made, and what it adds to damage and takes from AC. */
export function planCharge(input: ChargeInput): Decision<ChargePlan> {
  if (!input.straightAndUnobstructed) return refuse(R.chargeNotStraight);
  if (input.distanceFeet < CHARGE_MIN_FEET) return refuse(R.chargeTooShort, { min: CHARGE_MIN_FEET });
  if (input.distanceFeet > 2 * input.speedFeet) return refuse(R.chargeTooFar, { max: 2 * input.speedFeet });
  const damage = input.twoHanded ? CHARGE_TWO_HANDED_DAMAGE_BONUS : CHARGE_DAMAGE_BONUS;
  return {
    ok: true,
    action: "fullRound",
    damageLines: [{ key: L.chargeDamage, value: damage }],
    armorClassLines: [{ key: L.chargeArmorClass, value: CHARGE_AC_PENALTY }],
  };
}

/** The one swift action a charger may take, and only of the chapter's three kinds. */
export function chargeSwiftAllowed(swift: string, swiftsAlreadyTaken: number): Decision<object> {
  if (swiftsAlreadyTaken > 0 || !(CHARGE_SWIFT_ACTIONS as readonly string[]).includes(swift)) return refuse(R.chargeSwift);
  return { ok: true };
}
