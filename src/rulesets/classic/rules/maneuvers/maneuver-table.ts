/**
 * Every advanced combat maneuver as the chapter lists it: what action it costs, whether it provokes an
 * Attack of Opportunity and needs a melee touch attack first, what the opposed roll is, whether size
 * modifiers apply, and whether the defender may roll Escape Artist instead of grappling.
 */
export type ManeuverAction = "standard" | "attack" | "fullRound" | "free";

/** What each side rolls in the opposed roll; null when the maneuver has none. */
export type OpposedKind = "dexterity" | "strength" | "grapple" | "attack" | "beguile" | null;

export interface ManeuverRow {
  action: ManeuverAction;
  provokes: boolean;
  touchAttack: boolean;
  opposed: OpposedKind;
  sizeApplies: boolean;
  defenderMayEscapeArtist: boolean;
}

const row = (action: ManeuverAction, provokes: boolean, opposed: OpposedKind, sizeApplies: boolean, defenderMayEscapeArtist = false): ManeuverRow => ({
  action,
  provokes,
  // every maneuver the chapter has provoke also opens with a melee touch attack
  touchAttack: provokes,
  opposed,
  sizeApplies,
  defenderMayEscapeArtist,
});

/**
 * Grapple follow-ups cost a standard action, like the grapple itself (docs/rules-notes.md). Grapple rolls add
 * no size line here: the grapple modifier (character/grapple.ts) holds it already.
 */
export const CLASSIC_MANEUVERS = {
  charge: row("fullRound", false, null, false),
  disarm: row("attack", true, "dexterity", true),
  feignedStrike: row("standard", false, "beguile", false),
  fullDefense: row("fullRound", false, null, false),
  grapple: row("standard", true, "grapple", false, true),
  grappleBreak: row("standard", false, "grapple", false),
  grappleExpose: row("standard", false, "grapple", false),
  grappleMove: row("standard", false, "grapple", false),
  grappleSubmission: row("standard", false, "grapple", false, true),
  grapplePin: row("standard", false, "grapple", false, true),
  grappleEscape: row("free", false, "grapple", false, true),
  shatter: row("attack", false, "attack", false),
  shove: row("standard", true, "strength", true),
  swallowWhole: row("standard", false, "grapple", false, true),
  trample: row("fullRound", true, "strength", true),
  trip: row("attack", true, "strength", true),
} as const satisfies Record<string, ManeuverRow>;

export type ClassicManeuver = keyof typeof CLASSIC_MANEUVERS;
export const CLASSIC_MANEUVER_IDS = Object.keys(CLASSIC_MANEUVERS) as ClassicManeuver[];
