/**
 * GM: a concealed creature that does something that gives it away (rules reveals: attacking, talking,
 * making noise…) is revealed, and the chat says by what. Quiet acts leave it hidden.
 */
import { translate } from "../../../../foundry/i18n";
import { FACTIONS_SNEAKING_ACT, type FactionsSneakingAct } from "../../rules/sneaking/labels";
import { reveals } from "../../rules/sneaking/reveal";
import { postLine } from "../actions/action-line";
import { isConcealed, revealActor } from "./conceal";
import { SNEAK_TEXT } from "./keys";

/** GM: reveals the creature when the act gives it away; whether it did. */
export async function revealByAct(actor: Actor.Implementation, act: FactionsSneakingAct | null): Promise<boolean> {
  if (act === null || !isConcealed(actor) || !reveals(act)) return false;
  await revealActor(actor);
  await postLine(actor, translate(SNEAK_TEXT.revealed, { name: actor.name ?? "", act: translate(FACTIONS_SNEAKING_ACT[act]) }), [], null);
  return true;
}
