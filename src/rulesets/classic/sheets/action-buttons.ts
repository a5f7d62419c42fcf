/**
 * The sheet's fight buttons, from plain facts: one per maneuver the creature may try now (the grapple's
 * follow-ups and escape only while it is in a grapple), and the chapter's other actions. Each names what
 * its flow receives: a maneuver id (maneuver-table.ts) or an action id for takeClassicAction.
 */
import { CLASSIC_TAKEN_ACTIONS } from "../rules/actions/taken-action";
import type { ClassicManeuver } from "../rules/maneuvers/maneuver-table";

const S = "FRAY.Classic.Sheet";

/** Maneuvers open to anyone in a fight. */
const OPEN_MANEUVERS: readonly ClassicManeuver[] = ["charge", "disarm", "feignedStrike", "fullDefense", "grapple", "shatter", "shove", "swallowWhole", "trample", "trip"];
/** What a grappler may do next, and the way out for either side. */
const GRAPPLE_MANEUVERS: readonly ClassicManeuver[] = ["grappleBreak", "grappleExpose", "grappleMove", "grappleSubmission", "grapplePin", "grappleEscape"];

/**
 * The chapter's other actions, by the id takeClassicAction receives: a potion is drunk from its own row,
 * and the free action the panel offers is speaking.
 */
export const CLASSIC_SHEET_ACTIONS = [...CLASSIC_TAKEN_ACTIONS.filter((id) => id !== "drinkPotion" && id !== "free"), "speak"];

export function classicActionButtons(facts: { grappling: boolean }) {
  const maneuvers = facts.grappling ? [...OPEN_MANEUVERS, ...GRAPPLE_MANEUVERS] : OPEN_MANEUVERS;
  return {
    maneuvers: maneuvers.map((id) => ({ id, label: `${S}.Maneuver.${id}` })),
    actions: CLASSIC_SHEET_ACTIONS.map((id) => ({ id, label: `${S}.Action.${id}` })),
  };
}
