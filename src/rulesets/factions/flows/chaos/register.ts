/** The chaos of combat's shell for `factions`: the GM's clock on turn starts, and the GM commands of the tracker's buttons. */
import { registerGmHandler } from "../../../../foundry/channel";
import { CHAOS_COMMAND, handleChaosDeclare, handleChaosPassTurn } from "./countdown-commands";
import { registerCountdownClock } from "./start-countdown";

export function registerFactionsChaos(): void {
  registerCountdownClock();
  registerGmHandler(CHAOS_COMMAND.declare, handleChaosDeclare);
  registerGmHandler(CHAOS_COMMAND.passTurn, handleChaosPassTurn);
}
