/**
 * Attacks of opportunity on movement, on the active GM's client: a token of a started classic fight that
 * moves out of a square a foe threatens (where it began, or any square it passed on the way) gives that
 * foe an offer, unless the move is the 5-foot step its creature just took through takeClassicAction.
 *
 * (a) The GM marks the token for that one move in the Combat's flags, which players cannot write
 * (BaseCombat#canUserModify: https://foundryvtt.com/api/v13/classes/foundry.documents.BaseCombat.html), so a GM
 * who takes over between the step and the move still knows it. A mark counts in the engine round it was made
 * in only: a step taken and never walked does not pardon a move of a later round.
 */
import { placesLeft } from "../../../../core/geometry/move-path";
import { tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { adapterOf, engineRoundOf } from "../../../../foundry/combat/combat-engine";
import { translate } from "../../../../foundry/i18n";
import { onEachMove, type TokenMove } from "../../../../foundry/scene/token-moves";
import { OPPORTUNITY_TEXT } from "../actions/keys";
import { offerOpportunities } from "./offer";

/** A token whose next move is a 5-foot step, and the engine round the step was taken in. */
export interface ClassicStepMark {
  tokenUuid: string;
  round: number;
}

declare module "../../../../foundry/combat/combat-flags" {
  interface FrayCombatFlags {
    /** The tokens whose next move is their 5-foot step. A list: a uuid has dots, which an update would expand as a key (see classicDeathSaves). */
    classicFiveFootSteps?: ClassicStepMark[];
  }
}

/** The marks the Combat holds (anything else stored there is no mark). */
function stepMarks(combat: Combat.Implementation): ClassicStepMark[] {
  const stored: unknown = combat.getFlag("fray", "classicFiveFootSteps");
  return Array.isArray(stored) ? stored.filter((mark: Partial<ClassicStepMark>) => typeof mark?.tokenUuid === "string" && typeof mark.round === "number") : [];
}

/** GM: the token's next move, this round, is a 5-foot step, which provokes nothing. */
export async function markFiveFootStep(token: TokenDocument.Implementation): Promise<void> {
  const fight = tokenCombatant(token);
  const round = fight ? engineRoundOf(fight.combat) : null;
  // Outside a started fight no move provokes: there is nothing to pardon.
  if (!fight || round === null) return;
  await fight.combat.setFlag("fray", "classicFiveFootSteps", [...stepMarks(fight.combat).filter((mark) => mark.tokenUuid !== token.uuid), { tokenUuid: token.uuid, round }]);
}

/** GM: whether this move is the token's marked 5-foot step; the mark is used up either way. */
async function takeStepMark(combat: Combat.Implementation, token: TokenDocument.Implementation): Promise<boolean> {
  const marks = stepMarks(combat);
  const mark = marks.find((each) => each.tokenUuid === token.uuid);
  if (!mark) return false;
  await combat.setFlag("fray", "classicFiveFootSteps", marks.filter((each) => each !== mark));
  return mark.round === engineRoundOf(combat);
}

/** GM, on its lane: offers attacks of opportunity for every square the token left, in a started fight. */
async function offerOnMove(token: TokenDocument.Implementation, move: TokenMove): Promise<void> {
  const fight = tokenCombatant(token);
  if (!fight || !adapterOf(fight.combat)) return;
  if (await takeStepMark(fight.combat, token)) return;
  await offerOpportunities(fight.combat, token, translate(OPPORTUNITY_TEXT.leftSquare), placesLeft(move.path));
}

export function registerClassicMoveOpportunities(): void {
  onEachMove("classic attack of opportunity offer", offerOnMove);
}
