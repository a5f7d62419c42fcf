/**
 * Who may make an opportunity attack on a token moving away, on the GM's client: the other fighters of its
 * fight on its scene, not hidden, of another faction, from whom the move leads away (moving-away.ts), who
 * see the mover (it is not concealed) and still have their turn this round (the pure mayOpportunityAttack).
 */
import type { Placement } from "../../../../foundry/scene/token-moves";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { mayOpportunityAttack } from "../../rules/reactions/opportunity";
import { factionsFighterOf, type FactionsFighter } from "../attack/fighters";
import { ableToReact } from "../card/reactor-state";
import { tookTurnThisRound } from "../card/reactor-turn";
import { sideOf } from "../card/redirect-offers";
import { moveFromWatcher } from "./moving-away";

/** Whether `watcher` may strike `mover` as it leaves `start` (nearby and moving away judged from the move). */
export function mayStrikeMover(watcher: FactionsFighter, mover: FactionsFighter, start: Placement) {
  const move = moveFromWatcher(mover.token, start, watcher.token);
  return mayOpportunityAttack({
    reactor: { aware: !mover.actor.statuses.has(FACTIONS_STATUS.concealed), tookTurnThisRound: tookTurnThisRound(watcher.token), able: ableToReact(watcher) },
    moverIsEnemy: sideOf(watcher) !== sideOf(mover),
    ...move,
  });
}

/** The watchers offered an opportunity attack on this move. */
export function opportunityWatchers(combat: Combat.Implementation, mover: FactionsFighter, start: Placement): FactionsFighter[] {
  return combat.combatants.contents.flatMap((combatant) => {
    const token = combatant.token;
    if (!token || token.uuid === mover.token.uuid || token.parent !== mover.token.parent || token.hidden || combatant.hidden) return [];
    const watcher = factionsFighterOf(token);
    return watcher && mayStrikeMover(watcher, mover, start).ok ? [watcher] : [];
  });
}
