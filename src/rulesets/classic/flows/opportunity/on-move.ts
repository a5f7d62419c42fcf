/**
 * Attacks of opportunity on movement, on the active GM's client: a token of a started classic fight that
 * moves out of a square a foe threatens gives that foe an offer, unless the move is the 5-foot step its
 * creature just took through takeClassicAction (the GM marks the token for that one move).
 */
import { onGmLane } from "../../../../foundry/channel";
import { tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { adapterOf } from "../../../../foundry/combat/combat-engine";
import { translate } from "../../../../foundry/i18n";
import { watchTokenMoves, type Placement } from "../../../../foundry/scene/move-start";
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

/** The active GM saw the token move from `start`: offer attacks of opportunity in a started fight. */
export function onClassicTokenMove(token: TokenDocument.Implementation, start: Placement | null): Promise<void> | undefined {
  const stepped = steppingTokens.delete(token.uuid);
  const fight = tokenCombatant(token);
  if (!start || stepped || !fight || !adapterOf(fight.combat)) return;
  const why = translate(OPPORTUNITY_TEXT.leftSquare);
  return onGmLane(() => offerOpportunities(fight.combat, token, why, start))
    .then(() => undefined)
    .catch((error: unknown) => console.error("Fray | classic attack of opportunity offer failed", error));
}

export function registerClassicMoveOpportunities(): void {
  watchTokenMoves(onClassicTokenMove);
}
