/**
 * GM: after a token moved in a started declared fight, each creature whose reach it came into — a foe by
 * disposition, out of reach where the move began, within it at some square of the move (its movement
 * record's path) — and whom the rules let riposte (riposteOffer with "entered": its setting, surprise,
 * Wound Points, Reaction, weapon, the mover's defensive attack) is told, whispered to its owners and the
 * GMs. A foe that stopped within reach brings a reach card; one that walked through and on brings a note:
 * the riposte comes "at once, before the foe goes on", which a finished move no longer allows, so the GM
 * sets the foe back where it came within reach (that move brings the card).
 */
import { postCard } from "../../../../foundry/cards";
import { sameLevel } from "../../../../foundry/scene/levels";
import { translate } from "../../../../foundry/i18n";
import { ownersAndGms } from "../../../../foundry/users";
import { areFoes, reachAlongMove } from "../../rules/actions/riposte-reach";
import { riposteOffer, yardsApart } from "../declare/riposte-offer";
import { placementOf, type TokenMove } from "../../../../foundry/scene/token-moves";
import { DECLARED_SCHEMA_VERSION } from "../../schema/common";
import { DECLARED_REACH_CARD } from "./reach-card";

const dispositionOf = (token: TokenDocument.Implementation) => Number(token.disposition);

const cardCreature = (token: TokenDocument.Implementation) => ({ actorUuid: token.actor?.uuid ?? "", tokenUuid: token.uuid, name: token.name ?? token.actor?.name ?? "" });

/** How the mover's path met the watcher's reach (null: it did not come into it, or they are no foes). */
function reachMet(watcher: TokenDocument.Implementation, mover: TokenDocument.Implementation, move: TokenMove) {
  const scene = watcher.parent;
  if (!scene || mover.parent !== scene || !sameLevel(watcher, mover) || !areFoes(dispositionOf(watcher), dispositionOf(mover))) return null;
  const at = placementOf(watcher);
  return reachAlongMove(move.path.map((place) => yardsApart(scene, place, at)));
}

async function notePassedThrough(watcher: TokenDocument.Implementation, mover: TokenDocument.Implementation): Promise<void> {
  const text = translate("FRAY.Declared.Reach.PassedThrough", { watcher: watcher.name ?? "", mover: mover.name ?? "" });
  await ChatMessage.create({ content: `<p class="fray-reach-passed">${foundry.utils.escapeHTML(text)}</p>`, whisper: ownersAndGms(watcher.actor), speaker: ChatMessage.getSpeaker({ token: watcher }) });
}

/** GM: a reach card (or, for a foe that walked on, a note) for each creature that may riposte the mover's move. */
export async function offerRipostes(combat: Combat.Implementation, mover: Combatant.Implementation, move: TokenMove): Promise<void> {
  const moverToken = mover.token;
  if (!moverToken) return;
  for (const watcher of combat.combatants.contents) {
    const token = watcher.token;
    const met = watcher === mover || !token ? null : reachMet(token, moverToken, move);
    if (!token || !met || !riposteOffer(combat, watcher, mover, "entered", true).ok) continue;
    if (met === "passed") {
      await notePassedThrough(token, moverToken);
      continue;
    }
    const record = { schemaVersion: DECLARED_SCHEMA_VERSION, watcher: cardCreature(token), mover: cardCreature(moverToken), riposted: false };
    await postCard(DECLARED_REACH_CARD, record, [], { whisper: ownersAndGms(watcher.actor) });
  }
}
