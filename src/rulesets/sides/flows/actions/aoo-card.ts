/**
 * The GM's side of an Attack of Opportunity: after a provoking action, find the armed foes next to
 * the mover on its scene and post a `sidesOpportunity` card with a button for each (shown to that
 * foe's owners only, aoo-buttons.ts).
 */
import { postCard } from "../../../../foundry/cards";
import { gmUserIds } from "../../../../foundry/users";
import type { ActionId } from "../../rules/combat/action-table";
import { SIDES_CARD_VERSION } from "../../schema/cards";
import { canAct, meleeArms } from "./actor-facts";
import { footprintOf } from "../../../../core/geometry/footprint";
import { levelOf } from "../../../../foundry/scene/levels";
import { provokedFoes, type TokenPlace } from "./nearby-foes";
import { foeRow, OPPORTUNITY_CARD } from "./aoo-card-type";

function placeOf(token: TokenDocument.Implementation, gridSizePx: number): TokenPlace {
  const actor = token.actor;
  const arms = actor ? meleeArms(actor) : { armed: false, reachFt: 5 };
  return {
    id: token.id ?? "",
    place: footprintOf({ x: token.x, y: token.y, width: Number(token.width), height: Number(token.height) }, gridSizePx),
    disposition: Number(token.disposition),
    level: levelOf(token),
    armedMelee: arms.armed,
    reachFt: arms.reachFt,
    canAct: actor ? canAct(actor) : false,
  };
}

export interface Provoker {
  combatant: Combatant.Implementation;
  action: ActionId;
  disengaged: boolean;
  moved: boolean;
}

/** Hidden from players: the token on the scene, or its combatant in the tracker. */
function secret(token: TokenDocument.Implementation, combat: Combat.Implementation | null): boolean {
  return token.hidden === true || combat?.combatants.contents.some((c) => c.tokenId === token.id && c.hidden) === true;
}

/** Posts the card when anyone may strike; returns the foes' token ids (empty when no one may). */
export async function postAttacksOfOpportunity({ combatant, action, disengaged, moved }: Provoker): Promise<string[]> {
  const token = combatant.token;
  const scene = token?.parent;
  if (!token || !scene) return [];
  const size = scene.grid.size;
  // Hidden foes stay secret: the GM strikes with them from their own sheet if they wish.
  const others = scene.tokens.contents.filter((other) => !secret(other, combatant.parent)).map((other) => placeOf(other, size));
  const ids = provokedFoes({ action, disengaged, moved }, placeOf(token, size), others, scene.grid.distance);
  const foes = ids.flatMap((id) => scene.tokens.get(id) ?? []);
  if (foes.length === 0) return [];
  // A hidden mover is named to the GMs alone.
  const whisper = secret(token, combatant.parent) ? gmUserIds() : [];
  // The GM's card records whom it offers a strike against whom, and with what: the GM checks each strike against it (attack-cost.ts).
  const record = { schemaVersion: SIDES_CARD_VERSION, moverUuid: token.uuid, moverName: token.name, action, foes: foes.map(foeRow), struck: [] };
  await postCard(OPPORTUNITY_CARD, record, [], { speaker: ChatMessage.getSpeaker({ token }), whisper });
  return ids;
}
