/**
 * Every i18n key the `sides` combat rules return, in one place so the language file can be
 * checked against it. English text lives in lang/en.json under FRAY.Sides.Combat.
 */
const P = "FRAY.Sides.Combat";

export const MOD = {
  attackBonus: `${P}.Modifier.AttackBonus`,
  attribute: `${P}.Modifier.Attribute`,
  skill: `${P}.Modifier.Skill`,
  magic: `${P}.Modifier.Magic`,
  proneDistant: `${P}.Modifier.ProneDistant`,
  proneAdjacent: `${P}.Modifier.ProneAdjacent`,
  attackerProne: `${P}.Modifier.AttackerProne`,
  longRange: `${P}.Modifier.LongRange`,
  halfCover: `${P}.Modifier.HalfCover`,
  fullCover: `${P}.Modifier.FullCover`,
  rangedInMelee: `${P}.Modifier.RangedInMelee`,
  unseenKnown: `${P}.Modifier.UnseenKnown`,
  dualWielding: `${P}.Modifier.DualWielding`,
  charge: `${P}.Modifier.Charge`,
  snapAttack: `${P}.Modifier.SnapAttack`,
  swarm: `${P}.Modifier.Swarm`,
  weaponDie: `${P}.Modifier.WeaponDie`,
  brawlUnarmed: `${P}.Modifier.BrawlUnarmed`,
  dualWieldDamage: `${P}.Modifier.DualWieldDamage`,
  sizePenalty: `${P}.Modifier.SizePenalty`,
  executionClose: `${P}.Modifier.ExecutionClose`,
  executionNormalRange: `${P}.Modifier.ExecutionNormalRange`,
  executionSkillPenalty: `${P}.Modifier.ExecutionSkillPenalty`,
  moraleModifier: `${P}.Modifier.Morale`,
} as const;

export const REFUSAL = {
  bowInMelee: `${P}.Refusal.BowInMelee`,
  unseenUnknown: `${P}.Refusal.UnseenUnknown`,
  chargeTooShort: `${P}.Refusal.ChargeTooShort`,
  chargeTooLong: `${P}.Refusal.ChargeTooLong`,
  chargeNotMeleeOrThrown: `${P}.Refusal.ChargeNotMeleeOrThrown`,
  chargeWhileProne: `${P}.Refusal.ChargeWhileProne`,
  beyondLongRange: `${P}.Refusal.BeyondLongRange`,
  outOfReach: `${P}.Refusal.OutOfReach`,
  notRangedWeapon: `${P}.Refusal.NotRangedWeapon`,
  notMeleeWeapon: `${P}.Refusal.NotMeleeWeapon`,
  attributeNotAllowed: `${P}.Refusal.AttributeNotAllowed`,
  skillNotAllowed: `${P}.Refusal.SkillNotAllowed`,
  dualWieldUnskilled: `${P}.Refusal.DualWieldUnskilled`,
  grappledUnarmedOnly: `${P}.Refusal.GrappledUnarmedOnly`,
  snapMainSpent: `${P}.Refusal.SnapMainSpent`,
  snapUntrainedNpc: `${P}.Refusal.SnapUntrainedNpc`,
  totalDefenseMainSpent: `${P}.Refusal.TotalDefenseMainSpent`,
  mainSpent: `${P}.Refusal.MainSpent`,
  moveSpent: `${P}.Refusal.MoveSpent`,
  chargeNeedsMainAndMove: `${P}.Refusal.ChargeNeedsMainAndMove`,
  notYourTurn: `${P}.Refusal.NotYourTurn`,
  actionHeld: `${P}.Refusal.ActionHeld`,
  nothingHeld: `${P}.Refusal.NothingHeld`,
  swarmFull: `${P}.Refusal.SwarmFull`,
  swarmAlreadyDeclared: `${P}.Refusal.SwarmAlreadyDeclared`,
  swarmNotAssailant: `${P}.Refusal.SwarmNotAssailant`,
  maneuverNeedsHit: `${P}.Refusal.ManeuverNeedsHit`,
  grappleNeedsUnarmed: `${P}.Refusal.GrappleNeedsUnarmed`,
  grappleAlreadyHolding: `${P}.Refusal.GrappleAlreadyHolding`,
  notGrappling: `${P}.Refusal.NotGrappling`,
  notGrappled: `${P}.Refusal.NotGrappled`,
  implausibleSize: `${P}.Refusal.ImplausibleSize`,
  executionTargetAlert: `${P}.Refusal.ExecutionTargetAlert`,
  executionDisturbed: `${P}.Refusal.ExecutionDisturbed`,
  executionTooShort: `${P}.Refusal.ExecutionTooShort`,
} as const;

export const SHOCK = {
  applies: `${P}.Shock.Applies`,
  appliesAnyAc: `${P}.Shock.AppliesAnyAc`,
  swarmAlwaysApplies: `${P}.Shock.SwarmAlwaysApplies`,
  noShock: `${P}.Shock.NoShock`,
  acTooHigh: `${P}.Shock.AcTooHigh`,
  shield: `${P}.Shock.Shield`,
  totalDefense: `${P}.Shock.TotalDefense`,
  immune: `${P}.Shock.Immune`,
} as const;

export const OUTCOME = {
  hit: `${P}.Outcome.Hit`,
  miss: `${P}.Outcome.Miss`,
  damageFloorShock: `${P}.Outcome.DamageFloorShock`,
  swarmCappedAtMax: `${P}.Outcome.SwarmCappedAtMax`,
  screenRedirected: `${P}.Outcome.ScreenRedirected`,
  screenPassed: `${P}.Outcome.ScreenPassed`,
  screenNoScreener: `${P}.Outcome.ScreenNoScreener`,
  shovePushed: `${P}.Outcome.ShovePushed`,
  shoveProne: `${P}.Outcome.ShoveProne`,
  shoveResisted: `${P}.Outcome.ShoveResisted`,
  grappled: `${P}.Outcome.Grappled`,
  grappleResisted: `${P}.Outcome.GrappleResisted`,
  brokeFree: `${P}.Outcome.BrokeFree`,
  grappleMoved: `${P}.Outcome.GrappleMoved`,
  grappleThrown: `${P}.Outcome.GrappleThrown`,
  executionMissed: `${P}.Outcome.ExecutionMissed`,
  executionMortal: `${P}.Outcome.ExecutionMortal`,
  executionUnconscious: `${P}.Outcome.ExecutionUnconscious`,
  executionMaxDamage: `${P}.Outcome.ExecutionMaxDamage`,
  moraleHolds: `${P}.Outcome.MoraleHolds`,
  moraleBreaks: `${P}.Outcome.MoraleBreaks`,
  moraleFearless: `${P}.Outcome.MoraleFearless`,
  heldActionLost: `${P}.Outcome.HeldActionLost`,
  economyOverridden: `${P}.Outcome.EconomyOverridden`,
} as const;

export const COVER = {
  none: `${P}.Cover.None`,
  half: `${P}.Cover.Half`,
  full: `${P}.Cover.Full`,
  noLineOfSight: `${P}.Cover.NoLineOfSight`,
} as const;

export const MORALE_TRIGGER = {
  firstAllyFalls: `${P}.Morale.FirstAllyFalls`,
  halfGroupDown: `${P}.Morale.HalfGroupDown`,
  leaderSlain: `${P}.Morale.LeaderSlain`,
} as const;

export const ACTION = {
  meleeAttack: `${P}.Action.MeleeAttack`,
  rangedAttack: `${P}.Action.RangedAttack`,
  swarmAttack: `${P}.Action.SwarmAttack`,
  charge: `${P}.Action.Charge`,
  useSkill: `${P}.Action.UseSkill`,
  reload: `${P}.Action.Reload`,
  readyStow: `${P}.Action.ReadyStow`,
  disengage: `${P}.Action.Disengage`,
  screenAlly: `${P}.Action.ScreenAlly`,
  run: `${P}.Action.Run`,
  pickUp: `${P}.Action.PickUp`,
  standUp: `${P}.Action.StandUp`,
  holdAction: `${P}.Action.HoldAction`,
  goProne: `${P}.Action.GoProne`,
  totalDefense: `${P}.Action.TotalDefense`,
  snapAttack: `${P}.Action.SnapAttack`,
} as const;

/** Applying a card's damage: refusals and the card's labels. */
export const APPLY = {
  noDamageRoll: `${P}.Apply.NoDamageRoll`,
  missed: `${P}.Apply.Missed`,
  hitNotShock: `${P}.Apply.HitNotShock`,
  badRolls: `${P}.Apply.BadRolls`,
  healthNotNumber: `${P}.Apply.HealthNotNumber`,
  full: `${P}.Apply.Full`,
  half: `${P}.Apply.Half`,
} as const;

/** Every key above, for the language-file test. */
export const ALL_COMBAT_KEYS: readonly string[] = [MOD, REFUSAL, SHOCK, OUTCOME, COVER, MORALE_TRIGGER, ACTION, APPLY].flatMap(
  (group) => Object.values(group),
);
