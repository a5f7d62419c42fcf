/** The i18n keys of the factions zone flows (English in lang/en.json under FRAY.Factions.ZoneFlow). */
const P = "FRAY.Factions.ZoneFlow";

export const ZONE_MOVE_TEXT = {
  /** Whispered to the GMs: a fighter moved past its turn's zone of movement ({actor}, {zone}, {rule}). */
  pastBudget: `${P}.PastBudget`,
} as const;

/** What the attack dialog says about the facts it read from the zones. */
export const ZONE_DIALOG = {
  fromZones: `${P}.Dialog.FromZones`,
  legend: `${P}.Dialog.Legend`,
} as const;

/** The one-time offer to tick the Regions that counted as zones when none was ticked ({regions}, {scenes}). */
export const ZONE_MARK_OLD = {
  title: `${P}.MarkOld.Title`,
  content: `${P}.MarkOld.Content`,
  done: `${P}.MarkOld.Done`,
} as const;

/** The Region config's zone checkbox. */
export const ZONE_CONFIG = {
  label: `${P}.Config.Label`,
  hint: `${P}.Config.Hint`,
} as const;
