/**
 * What a ruleset adds to the tracker, beside what the turn engines draw: lines under the header (a
 * countdown, a warning) with their own buttons, and buttons on the footer. Every button asks the GM
 * through the channel (its command names the ruleset); the GM's handler decides, never the tracker.
 * `refreshAt` (epoch ms, this client's clock) is when the lines change by themselves (a ticking
 * number): the tracker draws itself again then.
 */

/** A button that asks the GM: the command, with the combat's id and the combatant it is about (if any) as its payload. */
export interface RulesetTrackerButton {
  command: string;
  /** i18n key. */
  label: string;
  /** Font Awesome classes. */
  icon: string;
  combatantId?: string;
}

/** A line of text (already in the user's language) under the tracker's header. */
export interface RulesetTrackerLine {
  text: string;
  /** A CSS class naming what the line is, for its look and for tests. */
  kind: string;
  buttons: RulesetTrackerButton[];
}

export interface RulesetTrackerView {
  lines: RulesetTrackerLine[];
  /** Footer buttons. */
  buttons: RulesetTrackerButton[];
  refreshAt: number | null;
}

/** Who is looking at the tracker. */
export interface TrackerViewer {
  userId: string;
  isGM: boolean;
}

/** The tracker hook of a ruleset's contract (RulesetDefinition#tracker): what this user sees of this started combat at `now`. */
export interface RulesetTracker {
  view(combat: Combat.Implementation, viewer: TrackerViewer, now: number): RulesetTrackerView;
}

export const NOTHING_ADDED: RulesetTrackerView = { lines: [], buttons: [], refreshAt: null };

let active: RulesetTracker | null = null;

/** At init: the active ruleset's tracker hook (null: it adds nothing). */
export function useRulesetTracker(tracker: RulesetTracker | null): void {
  active = tracker;
}

/** What the active ruleset adds for this viewer now. */
export function rulesetTrackerView(combat: Combat.Implementation, viewer: TrackerViewer, now: number): RulesetTrackerView {
  return active?.view(combat, viewer, now) ?? NOTHING_ADDED;
}

/** One pending redraw at a time: a new schedule replaces the old one; `null` cancels it. */
export function redrawScheduler(redraw: () => void): (refreshAt: number | null, now: number) => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return (refreshAt, now) => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (refreshAt === null) return;
    timer = setTimeout(() => {
      timer = null;
      redraw();
    }, Math.max(0, refreshAt - now));
  };
}
