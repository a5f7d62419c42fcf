/** The sheet's use, cast and intimidate commands, registered with the ruleset, and the template of their card. */
import { registerGmHandler } from "../../../../foundry/channel";
import { handleCast } from "./cast";
import { handleIntimidate } from "./intimidate";
import { DECLARED_CAST_COMMAND, DECLARED_INTIMIDATE_COMMAND, DECLARED_USE_COMMAND } from "./request";
import { handleUseItem } from "./use-item";

export { DECLARED_USE_CARD_TEMPLATE } from "./use-card";

export function registerDeclaredUse(): void {
  registerGmHandler(DECLARED_USE_COMMAND, handleUseItem);
  registerGmHandler(DECLARED_CAST_COMMAND, handleCast);
  registerGmHandler(DECLARED_INTIMIDATE_COMMAND, handleIntimidate);
}
