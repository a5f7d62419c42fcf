/**
 * Movement by zone, on the active GM's client: when a fighter's token, on its own turn in a started fight,
 * ends a move in another zone, the GM spends the turn's zone of movement (spendFactionsAction "move").
 * Foundry's movement is never blocked: a second zone in the turn, or two zones in one move, is recorded
 * and told to the GMs in a whisper (the shared over-budget path, gone ahead). Moves outside the mover's
 * turn (shoved, dragged, set up by the GM) and scenes with no zones cost nothing.
 */
import { tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { whisperToGms } from "../../../../foundry/actions/gm-whisper";
import { fightTurnOf } from "../../../../foundry/combat/fight-turn";
import { translate } from "../../../../foundry/i18n";
import { levelOf } from "../../../../foundry/scene/levels";
import { onEachMove, type TokenMove } from "../../../../foundry/scene/token-moves";
import { zoneMoveInto } from "../../rules/zones/zone-move";
import { spendFactionsAction } from "../actions/spend";
import { ZONE_MOVE_TEXT } from "./keys";
import { sceneZonesAt, tokenRect, zoneIdsOfToken, zoneMapOfToken, zoneName } from "./scene-zones";

/** GM: the token moved (from the zones where its move began to those where it stands); spends its zone of movement, or tells the GMs it went past it. */
export async function spendZoneMove(token: TokenDocument.Implementation, { start }: TokenMove): Promise<void> {
  const scene = token.parent;
  const map = zoneMapOfToken(token);
  const combatant = tokenCombatant(token)?.combatant ?? null;
  const actor = token.actor;
  if (!scene || !map || !actor || !fightTurnOf(combatant)?.ownTurn) return;
  const from = sceneZonesAt(scene, tokenRect(start, scene.grid.size), levelOf(token));
  const to = zoneIdsOfToken(token, map);
  const cost = zoneMoveInto(from, to, map);
  const names = { actor: actor.name, zone: to.map((id) => zoneName(scene, id)).join(" / ") };
  if (!cost.ok) {
    await whisperToGms(actor, translate(ZONE_MOVE_TEXT.pastBudget, { ...names, rule: translate(cost.reason.key, cost.reason.data) }));
    return;
  }
  if (cost.zones === 0) return;
  // The GM records a move Foundry already made (never blocked): past the budget it is noted, and the GMs told.
  await spendFactionsAction({ actor, combatant, kind: "move", asker: { isGM: true }, force: true, overriddenText: (rule) => translate(ZONE_MOVE_TEXT.pastBudget, { ...names, rule }) });
}

/** On the active GM's client, every move in turn (the GM's lane) spends its zone. */
export function registerFactionsZoneMoves(): void {
  onEachMove("factions zone move", spendZoneMove);
}
