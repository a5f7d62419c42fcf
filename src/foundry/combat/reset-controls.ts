/**
 * The tracker's Reset and Rebuild buttons, on the GM's own client: the GM confirms first, here, and only
 * then is the command sent (the GM's lane never waits on a dialog).
 */
import { askGm, type GmAnswer } from "../channel";
import { REBUILD_FIGHT, RESET_FIGHT } from "./reset-fight";

async function confirmed(title: string, question: string): Promise<boolean> {
  const answer: unknown = await foundry.applications.api.DialogV2.confirm({
    window: { title },
    content: `<p>${foundry.utils.escapeHTML(game.i18n?.localize(question) ?? question)}</p>`,
    rejectClose: false,
  });
  return answer === true;
}

/** Puts the encounter back to not started, once the GM confirms; null when they did not. */
export async function askReset(combat: Combat.Implementation): Promise<GmAnswer | null> {
  if (!(await confirmed("FRAY.Tracker.Reset.title", "FRAY.Tracker.Reset.confirm"))) return null;
  return askGm(RESET_FIGHT, { combatId: combat.id });
}

/** Starts the fight again from the combatants present, once the GM confirms; null when they did not. */
export async function askRebuild(combat: Combat.Implementation): Promise<GmAnswer | null> {
  if (!(await confirmed("FRAY.Tracker.Rebuild.title", "FRAY.Tracker.Rebuild.confirm"))) return null;
  return askGm(REBUILD_FIGHT, { combatId: combat.id });
}
