/** Every i18n key the `factions` gear rules return; English text lives under FRAY.Factions.Gear in lang/en.json. */

const P = "FRAY.Factions.Gear";

/** What happened to an item, on the after-fight report and the attack card. */
export const FACTIONS_GEAR_OUTCOME = {
  unharmed: `${P}.Outcome.Unharmed`,
  damaged: `${P}.Outcome.Damaged`,
  broken: `${P}.Outcome.Broken`,
} as const;

/** Why an item broke or wore, on the report and the card. */
export const FACTIONS_GEAR_CAUSE = {
  durabilityRoll: `${P}.Cause.DurabilityRoll`,
  attackDieOne: `${P}.Cause.AttackDieOne`,
  heavyBlow: `${P}.Cause.HeavyBlow`,
} as const;
