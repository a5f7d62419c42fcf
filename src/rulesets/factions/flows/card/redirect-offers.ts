/**
 * Who an attack may be turned onto, read on the GM's client when the target's reactions are offered: the
 * characters on the target's side (same faction, by sheet or token disposition) on its scene, up and
 * fighting, neither the attacker nor anyone the attack was already turned from, and nearby (same zone)
 * when the scene has zones drawn (without zones the owner picks and the GM judges). The target may hide
 * behind any of them, and behind anyone it is grabbing (who has no say); those whose turn is still unspent may guard it (the pure guard).
 */
import { nearbyCheck } from "../../rules/zones/nearby";
import { dispositionName, factionKey } from "../../rules/character/faction";
import { guard } from "../../rules/reactions/guard";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { factionsFighterOf, type FactionsFighter } from "../attack/fighters";
import { zoneMapOfToken } from "../zones/scene-zones";
import { holdsOf } from "../non-lethal/holds";
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import { ableToReact } from "./reactor-state";
import { momentOf } from "./attack-moment";
import { tookTurnThisRound } from "./reactor-turn";

type Person = FactionsAttackRecord["target"];

export const personOf = (fighter: FactionsFighter): Person => ({ tokenUuid: fighter.token.uuid, actorUuid: fighter.actor.uuid, name: fighter.token.name ?? fighter.actor.name });

export const sideOf = (fighter: FactionsFighter) => factionKey(fighter.system.faction, dispositionName(Number(fighter.token.disposition ?? 0)));

/** The tokens this attack already named: its attacker, its target and everyone it was turned from. */
export const namedBy = (record: FactionsAttackRecord): Set<string> => new Set([record.attacker.tokenUuid, record.target.tokenUuid, ...record.turnedFrom.map((p) => p.tokenUuid)]);

/** The target's companions it could turn the attack onto (see the header), in the scene's token order. */
export function companionsOf(record: FactionsAttackRecord, target: FactionsFighter): FactionsFighter[] {
  const named = namedBy(record);
  const zones = zoneMapOfToken(target.token);
  const side = sideOf(target);
  return (target.token.parent?.tokens.contents ?? []).flatMap((token) => {
    const fighter = token.hidden || named.has(token.uuid) ? null : factionsFighterOf(token);
    if (!fighter || sideOf(fighter) !== side || !ableToReact(fighter)) return [];
    return nearbyCheck(target.token.uuid, token.uuid, zones).ok ? [fighter] : [];
  });
}

/** Whether this companion may guard the target now (the pure guard, from the documents). */
export function mayGuard(record: FactionsAttackRecord, target: FactionsFighter, guardian: FactionsFighter, aware: boolean) {
  const nearTarget = nearbyCheck(target.token.uuid, guardian.token.uuid, zoneMapOfToken(target.token)).ok;
  return guard(momentOf(record), { id: guardian.token.uuid, aware, tookTurnThisRound: tookTurnThisRound(guardian.token), able: ableToReact(guardian), nearTarget, alreadyTargeted: namedBy(record).has(guardian.token.uuid) });
}

/** Those the target is grabbing, whatever their side: it may hide behind them without asking. */
export function grabbedByTarget(record: FactionsAttackRecord, target: FactionsFighter): FactionsFighter[] {
  const named = namedBy(record);
  return holdsOf(target.token).flatMap((hold) => {
    const fighter = named.has(hold.grabbed) ? null : factionsFighterOf(tokenFromUuidSync(hold.grabbed));
    return fighter ? [fighter] : [];
  });
}

/** The characters the target may hide behind (its side, then those it grabs), and those who may guard it (none once it is guarding). */
export function redirectOffers(record: FactionsAttackRecord, target: FactionsFighter, aware: boolean): { shields: Person[]; guardians: Person[] } {
  const companions = companionsOf(record, target);
  const guardians = record.guarding ? [] : companions.filter((c) => mayGuard(record, target, c, aware).ok);
  const grabbed = grabbedByTarget(record, target).filter((g) => !companions.some((c) => c.token.uuid === g.token.uuid));
  return { shields: [...companions, ...grabbed].map(personOf), guardians: guardians.map(personOf) };
}
