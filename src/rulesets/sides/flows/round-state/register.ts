/** Wires the round's state into Foundry: the GM marks spent shields from new attack cards and closes swarms. */
import { registerGmHandler } from "../../../../foundry/gm-queries";
import { markShieldFromCard } from "./shield-mark";
import { CLOSE_SWARM_QUERY, handleCloseSwarm } from "./swarm-close";

export function registerRoundState(): void {
  registerGmHandler(CLOSE_SWARM_QUERY, handleCloseSwarm);
  Hooks.on("createChatMessage", (message) => void markShieldFromCard(message));
}
