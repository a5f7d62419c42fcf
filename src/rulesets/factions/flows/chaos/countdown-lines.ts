/**
 * The tracker's chaos-of-combat lines on this client at `now`: for each timed character whose turn it
 * is, its name and the seconds left (ticking: the tracker redraws as each second passes), "Declared",
 * or that the time ran out. Whoever may act for it gets "Declared" while it runs; the GM gets "Pass
 * the turn" once it ran out. Each client reads its own clock against the GM's start time, so a client
 * whose clock is off by some seconds shows the count off by as many; the GM's clock decides.
 */
import type { RulesetTrackerLine, TrackerViewer } from "../../../../foundry/combat/tracker-extension";
import { adapterOf, stateOf } from "../../../../foundry/combat/combat-engine";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { translate } from "../../../../foundry/i18n";
import { FACTIONS_COUNTDOWN_LABEL } from "../../rules/chaos/labels";
import type { CountdownState } from "../../rules/chaos/declaration-countdown";
import { storedCountdowns, type StoredCountdown } from "./countdown-flag";
import { countdownNow } from "./countdown-now";
import { CHAOS_COMMAND } from "./countdown-commands";

const KEY = "FRAY.Factions.Chaos";

export interface CountdownLines {
  lines: RulesetTrackerLine[];
  refreshAt: number | null;
}

/** When a running count next shows another number (just past the deadline for the last second). */
function nextTick(countdown: StoredCountdown, state: CountdownState): number | null {
  return state.status === "running" ? countdown.deadline - (state.secondsLeft - 1) * 1000 + 1 : null;
}

function buttonsFor(state: CountdownState, combatant: Combatant.Implementation, viewer: TrackerViewer): RulesetTrackerLine["buttons"] {
  const combatantId = combatant.id ?? "";
  if (state.status === "running" && userMayActFor(viewer.userId, combatant.actor)) {
    return [{ command: CHAOS_COMMAND.declare, label: `${KEY}.Declare`, icon: "fa-solid fa-bullhorn", combatantId }];
  }
  if (state.status === "doesNothing" && viewer.isGM) return [{ command: CHAOS_COMMAND.passTurn, label: `${KEY}.PassTurn`, icon: "fa-solid fa-forward", combatantId }];
  return [];
}

export function countdownLines(combat: Combat.Implementation, viewer: TrackerViewer, now: number): CountdownLines {
  const adapter = adapterOf(combat);
  const state = stateOf(combat);
  if (!adapter || state === null) return { lines: [], refreshAt: null };
  const acting = new Set(adapter.view(state).fighters.filter((fighter) => fighter.status === "acting").map((fighter) => fighter.id));
  const lines: RulesetTrackerLine[] = [];
  const ticks: number[] = [];
  for (const countdown of storedCountdowns(combat)) {
    const combatant = combat.combatants.get(countdown.combatantId);
    if (!combatant || !acting.has(countdown.combatantId)) continue;
    const shown = countdownNow(countdown, combatant, now);
    const status = translate(FACTIONS_COUNTDOWN_LABEL[shown.status], shown.status === "running" ? { seconds: shown.secondsLeft } : undefined);
    lines.push({ text: translate(`${KEY}.Line`, { name: combatant.name ?? "", status }), kind: `fray-chaos ${shown.status}`, buttons: buttonsFor(shown, combatant, viewer) });
    const tick = nextTick(countdown, shown);
    if (tick !== null) ticks.push(tick);
  }
  return { lines, refreshAt: ticks.length > 0 ? Math.min(...ticks) : null };
}
