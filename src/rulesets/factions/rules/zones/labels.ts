/** Every i18n key the `factions` zone rules return; English text lives under FRAY.Factions.Zones in lang/en.json. */

const P = "FRAY.Factions.Zones";

/** Why a zone rule refused. */
export const FACTIONS_ZONE_REFUSAL = {
  notNearby: `${P}.NotNearby`,
  tooFar: `${P}.TooFar`,
  unknownZone: `${P}.UnknownZone`,
  notOwnZone: `${P}.NotOwnZone`,
} as const;

/** How far a ranged target stands against the weapon's range, on the attack dialog and card. */
export const FACTIONS_RANGE_BAND = {
  withinHalf: `${P}.Range.WithinHalf`,
  beyondHalf: `${P}.Range.BeyondHalf`,
  outOfRange: `${P}.Range.OutOfRange`,
} as const;

/** Shown when no zones are drawn: the GM picks who is nearby and whom a blast hits. */
export const FACTIONS_NO_ZONES = `${P}.NoZones`;
