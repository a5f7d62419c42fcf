/**
 * GM: after a token moved in a started declared fight, each creature whose reach it entered — a foe by
 * disposition, out of reach where the move began, within it now — and whom the rules let riposte now
 * (riposteOffer with "entered": its setting, surprise, Wound Points, Reaction, weapon, the mover's
 * defensive attack) gets a reach card, whispered to its owners and the GMs.
 */
import { postCard } from "../../../../foundry/cards";
import { ownersAndGms } from "../../../../foundry/users";
import { areFoes, enteredReach } from "../../rules/actions/riposte-reach";
import { riposteOffer, yardsApart, yardsBetween } from "../declare/riposte-offer";
import { placementOf, type Placement } from "../../../../foundry/scene/move-start";
import { DECLARED_SCHEMA_VERSION } from "../../schema/common";
import { DECLARED_REACH_CARD } from "./reach-card";

const dispositionOf = (token: TokenDocument.Implementation) => Number(token.disposition);

const cardCreature = (token: TokenDocument.Implementation) => ({ actorUuid: token.actor?.uuid ?? "", tokenUuid: token.uuid, name: token.name ?? token.actor?.name ?? "" });

function entered(watcher: TokenDocument.Implementation, mover: TokenDocument.Implementation, start: Placement | null): boolean {
  const scene = watcher.parent;
  const before = start && scene && mover.parent === scene ? yardsApart(scene, start, placementOf(watcher)) : null;
  return areFoes(dispositionOf(watcher), dispositionOf(mover)) && enteredReach(before, yardsBetween(watcher, mover));
}

/** GM: posts a reach card for each creature that may riposte the mover now. */
export async function offerRipostes(combat: Combat.Implementation, mover: Combatant.Implementation, start: Placement | null): Promise<void> {
  const moverToken = mover.token;
  if (!moverToken) return;
  for (const watcher of combat.combatants.contents) {
    const token = watcher.token;
    if (watcher === mover || !token || !entered(token, moverToken, start)) continue;
    if (!riposteOffer(combat, watcher, mover, "entered").ok) continue;
    const record = { schemaVersion: DECLARED_SCHEMA_VERSION, watcher: cardCreature(token), mover: cardCreature(moverToken), riposted: false };
    await postCard(DECLARED_REACH_CARD, record, [], { whisper: ownersAndGms(watcher.actor) });
  }
}
