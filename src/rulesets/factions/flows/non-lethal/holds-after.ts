/**
 * GM: holds that end because of what their grabber does (grabber-act.ts): a turn action other than moving,
 * attacking or a few words, or an attack at someone other than the grabbed, frees the grabbed; a grabber
 * brought down lets go. Each freed creature is named in a chat line (`say`).
 */
import { FrayCombat } from "../../../../foundry/combat/fray-combat";
import { translate } from "../../../../foundry/i18n";
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import type { HoldAfter } from "../../rules/attack/grapple-hold";
import { holdAfterAttack, holdAfterTurnAction } from "../../rules/attack/grabber-act";
import type { FactionsTurnAction } from "../../rules/actions/turn-actions";
import { endHold, fightOf, holdsIn, holdsOf, type FactionsHold } from "./holds";
import { HOLD_TEXT } from "./non-lethal-keys";

type Say = (line: string) => Promise<void>;

async function free(token: TokenDocument.Implementation, holds: readonly FactionsHold[], say: Say): Promise<void> {
  for (const hold of holds) {
    await endHold(fightOf(token), hold);
    await say(translate(HOLD_TEXT.freedByAct, { grabber: hold.grabberName, grabbed: hold.grabbedName }));
  }
}

const freedBy = (after: HoldAfter, token: TokenDocument.Implementation, keep: (hold: FactionsHold) => boolean = () => false) => (after.held ? [] : holdsOf(token).filter((hold) => !keep(hold)));

/** After the grabber's turn action taken from its sheet. */
export async function freeHoldsAfterAct(token: TokenDocument.Implementation | null, action: FactionsTurnAction, say: Say): Promise<void> {
  if (token) await free(token, freedBy(holdAfterTurnAction(action), token), say);
}

/** After the grabber's attack: the one it attacks stays held, anyone else it held goes free. */
export async function freeHoldsAfterAttack(token: TokenDocument.Implementation, target: TokenDocument.Implementation, say: Say): Promise<void> {
  await free(token, freedBy(holdAfterAttack(false), token, (hold) => hold.grabbed === target.uuid), say);
}

/** A grabber down (incapacitated, dead) lets go: the grabbed lose their status. */
export async function dropHoldsOf(actor: Actor.Implementation): Promise<void> {
  const combats: unknown[] = game.combats?.contents ?? [];
  for (const combat of combats.filter((c): c is FrayCombat => c instanceof FrayCombat)) {
    for (const hold of holdsIn(combat).filter((h) => tokenFromUuidSync(h.grabber)?.actor === actor)) await endHold(combat, hold);
  }
}
