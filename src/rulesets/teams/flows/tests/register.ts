/** The tests' shell: the GM command that rolls a test, and the check that hides player-made test cards. */
import { registerGmHandler } from "../../../../foundry/channel";
import { hideForgedTestCard } from "./forged-cards";
import { handleTestCommand } from "./gm-test";
import { TEST_COMMAND } from "./test-request";

export function registerTeamsTests(): void {
  registerGmHandler(TEST_COMMAND, handleTestCommand);
  Hooks.on("renderChatMessageHTML", hideForgedTestCard);
}
