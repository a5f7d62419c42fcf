/**
 * Attacks of opportunity on movement, on the active GM's client: a token of a started classic fight that
 * moves out of a square a foe threatens (where it began, or any square it passed on the way) gives that
 * foe an offer, unless the move is the 5-foot step its creature just took through takeClassicAction (the
 * GM marks the token for that one move).
 */
import { placesLeft } from "../../../../core/geometry/move-path";
import { tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { adapterOf } from "../../../../foundry/combat/combat-engine";
import { translate } from "../../../../foundry/i18n";
import { onEachMove, type TokenMove } from "../../../../foundry/scene/token-moves";
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

/** GM, on its lane: offers attacks of opportunity for every square the token left, in a started fight. */
async function offerOnMove(token: TokenDocument.Implementation, move: TokenMove): Promise<void> {
  const stepped = steppingTokens.delete(token.uuid);
  const fight = tokenCombatant(token);
  if (stepped || !fight || !adapterOf(fight.combat)) return;
  await offerOpportunities(fight.combat, token, translate(OPPORTUNITY_TEXT.leftSquare), placesLeft(move.path));
}

export function registerClassicMoveOpportunities(): void {
  onEachMove("classic attack of opportunity offer", offerOnMove);
}
