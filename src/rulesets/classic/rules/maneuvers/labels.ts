/** Every i18n key the `classic` maneuver rules return; English text lives under FRAY.Classic.Maneuver in lang/en.json. */
const P = "FRAY.Classic.Maneuver";

/** Lines of an opposed maneuver roll and of what a maneuver adds to damage or AC, on the card. */
export const CLASSIC_MANEUVER_LINE = {
  modifier: `${P}.Line.Modifier`,
  size: `${P}.Line.Size`,
  attackOfOpportunity: `${P}.Line.AttackOfOpportunity`,
  chargeDamage: `${P}.Line.ChargeDamage`,
  chargeArmorClass: `${P}.Line.ChargeArmorClass`,
  fullDefense: `${P}.Line.FullDefense`,
  shatterArmorClass: `${P}.Line.ShatterArmorClass`,
} as const;

/** Why a maneuver may not be attempted, or why it failed. */
export const CLASSIC_MANEUVER_REFUSAL = {
  chargeTooShort: `${P}.Refusal.ChargeTooShort`,
  chargeTooFar: `${P}.Refusal.ChargeTooFar`,
  chargeNotStraight: `${P}.Refusal.ChargeNotStraight`,
  chargeSwift: `${P}.Refusal.ChargeSwift`,
  disarmNeedsHand: `${P}.Refusal.DisarmNeedsHand`,
  exposeNeedsPin: `${P}.Refusal.ExposeNeedsPin`,
  notGrappling: `${P}.Refusal.NotGrappling`,
  swallowTooSmall: `${P}.Refusal.SwallowTooSmall`,
  somaticWhileGrappled: `${P}.Refusal.SomaticWhileGrappled`,
  defenderWon: `${P}.Refusal.DefenderWon`,
} as const;
