/**
 * What `factions` adds to the tracker (the ruleset contract's tracker hook): the chaos of combat's
 * countdown lines, and for the GM "After the fight" until it was run on this combat.
 */
import type { RulesetTracker } from "../../../foundry/combat/tracker-extension";
import { afterFightRun, AFTER_FIGHT_NOW_COMMAND } from "./after-fight/after-fight-now";
import { countdownLines } from "./chaos/countdown-lines";
import { chaseTrackerButtons } from "./chase/chase-now";

export const factionsTracker: RulesetTracker = {
  view(combat, viewer, now) {
    const { lines, refreshAt } = countdownLines(combat, viewer, now);
    const afterFight = viewer.isGM && !afterFightRun(combat);
    const buttons = afterFight ? [{ command: AFTER_FIGHT_NOW_COMMAND, label: "FRAY.Factions.AfterFight.Now", icon: "fa-solid fa-shield-halved" }] : [];
    return { lines, buttons: [...buttons, ...chaseTrackerButtons(viewer)], refreshAt };
  },
};
