/**
 * A fight whose stored engine state fails its spec (combat-engine.ts#damageOf): Fray never uses it. Every
 * command on it is refused with one reason, and the tracker shows the GM what is wrong and the two ways out
 * (Rebuild, Reset); players read that the GM must repair it.
 */
import { firstIssues, type SchemaIssue } from "../../core/schema/validate";
import { refusal, type GmAnswer } from "../channel";
import { translate } from "../i18n";
import { damageOf } from "./combat-engine";

export const DAMAGED_REFUSAL = "FRAY.Tracker.Refusal.damaged";

/** How many issues the banner lists; the rest are counted. */
const SHOWN_ISSUES = 5;

/** The refusal every command on a damaged fight gets; null when the record is whole (or not started). */
export function damagedRefusal(combat: Combat.Implementation): GmAnswer | null {
  return damageOf(combat).length > 0 ? refusal(DAMAGED_REFUSAL) : null;
}

/** What the tracker's banner shows: the first issues by path (the GM's only) and how many more there are. */
export function damagedBanner(issues: readonly SchemaIssue[], isGM: boolean) {
  if (!isGM) return { issues: [], more: "" };
  const { shown, more } = firstIssues(issues, SHOWN_ISSUES);
  return {
    issues: shown.map((issue) => ({ path: issue.path, problem: issue.problem })),
    more: more > 0 ? translate("FRAY.Tracker.Damaged.more", { count: more }) : "",
  };
}
