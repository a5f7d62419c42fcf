/** Wires the teams actions into Foundry: the GM commands (take an action, take the readied one) and the turn-end expiry of Command's actions. */
import { registerGmHandler } from "../../../../foundry/channel";
import { TEAMS_TAKE_ACTION } from "./action-request";
import { handleTeamsTakeAction } from "./gm-take-action";
import { handleTeamsTakeReadied, TEAMS_TAKE_READIED } from "./gm-take-readied";
import { registerTeamsTurnHooks } from "./turn-hooks";

/** Called by the ruleset's register at init. */
export function registerTeamsActions(): void {
  registerGmHandler(TEAMS_TAKE_ACTION, handleTeamsTakeAction);
  registerGmHandler(TEAMS_TAKE_READIED, handleTeamsTakeReadied);
  registerTeamsTurnHooks();
}

