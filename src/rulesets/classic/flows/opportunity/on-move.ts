/**
 * Attacks of opportunity on movement, on the active GM's client: a token of a started classic fight that
 * moves out of a square a foe threatens (where it began, or any square it passed on the way) gives that
 * foe an offer, unless the move is the 5-foot step its
 * creature just took through takeClassicAction (the GM marks the token for that one move).
 */
import { onGmLane } from "../../../../foundry/channel";
import { tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { adapterOf } from "../../../../foundry/combat/combat-engine";
import { translate } from "../../../../foundry/i18n";
import { watchTokenMoves, type TokenMove } from "../../../../foundry/scene/token-moves";
import { OPPORTUNITY_TEXT } from "../actions/keys";
import { offerOpportunities } from "./offer";

const steppingTokens = new Set<string>();

/** GM: the token's next move is a 5-foot step, which provokes nothing. */
export function markFiveFootStep(tokenUuid: string): void {
  steppingTokens.add(tokenUuid);
}

/** Forgets every mark (a test's fresh fight). */
export function forgetFiveFootSteps(): void {
  steppingTokens.clear();
}

/** The active GM saw the token move: offer attacks of opportunity for every square it left, in a started fight. */
export function onClassicTokenMove(token: TokenDocument.Implementation, move: TokenMove): Promise<void> | undefined {
  const stepped = steppingTokens.delete(token.uuid);
  const fight = tokenCombatant(token);
  if (stepped || !fight || !adapterOf(fight.combat)) return;
  const why = translate(OPPORTUNITY_TEXT.leftSquare);
  return onGmLane(() => offerOpportunities(fight.combat, token, why, move.path.slice(0, -1)))
    .then(() => undefined)
    .catch((error: unknown) => console.error("Fray | classic attack of opportunity offer failed", error));
}

export function registerClassicMoveOpportunities(): void {
  watchTokenMoves(onClassicTokenMove);
}
