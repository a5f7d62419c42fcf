/**
 * The round's shell for `classic`, on the active GM's lane: at each creature's own turn start its
 * turn-long statuses end and a dying creature makes its death save; at the round's end feints'
 * flat-footed ends.
 */
import type { TurnEvent } from "../../../../core/turns/engine";
import { isActiveGmHere, onGmLane } from "../../../../foundry/channel";
import { classicRoundEnd, classicTurnStart } from "./turn-start";

const logFailure = (what: string) => (error: unknown) => console.error(`Fray | classic ${what} failed`, error);

export function registerClassicRound(): void {
  Hooks.on("fray.turnStart", (combat: Combat.Implementation, event: TurnEvent) => {
    if (event.type !== "turnStart" || !isActiveGmHere()) return;
    onGmLane(() => classicTurnStart(combat, event.combatantIds)).catch(logFailure("turn start"));
  });
  Hooks.on("fray.roundEnd", (combat: Combat.Implementation, event: TurnEvent) => {
    if (event.type !== "roundEnd" || !isActiveGmHere()) return;
    onGmLane(() => classicRoundEnd(combat)).catch(logFailure("round end"));
  });
}
