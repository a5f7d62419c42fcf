/**
 * GM: the blast target a Dodge or Counter names, read again: it must be one the GM's card lists (a forged
 * token is refused), damage not rolled yet, its reaction not spent on this blast, and the asker must own
 * it (or be the GM). What the pure reaction rules read about it comes from the documents.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { mayActFor } from "../../../../foundry/actors/may-act";
import { actorOfTokenOrSync, tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import type { CardStepContext } from "../../../../foundry/cards";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import type { Reactor } from "../../rules/reactions/reactor";
import type { BlastTargetRecord, FactionsBlastRecord } from "../../schema/blast-card";
import { factionsFighterOf, type FactionsFighter } from "../attack/fighters";
import { ATTACK_REFUSAL } from "../attack/keys";
import { ableToReact } from "../card/reactor-state";
import { tookTurnThisRound } from "../card/reactor-turn";
import { BLAST_REFUSAL } from "./keys";
import { blastVoided } from "./voided";

export interface BlastReactor {
  index: number;
  target: BlastTargetRecord;
  fighter: FactionsFighter;
  /** As the pure mayReact reads it. */
  reactor: Reactor;
}

export function blastReactor({ record, asker, payload }: CardStepContext<FactionsBlastRecord>): Decision<BlastReactor> {
  if (record.undone) return refuse(ATTACK_REFUSAL.undone);
  const index = record.targets.findIndex((target) => target.tokenUuid === payload.token);
  const target = record.targets[index];
  if (!target) return refuse(BLAST_REFUSAL.notATarget);
  if (record.damageDone) return refuse(BLAST_REFUSAL.dodgeTooLate);
  if (blastVoided(record)) return refuse(BLAST_REFUSAL.voided, { attacker: record.attacker.name });
  if (target.dodgeSave !== null) return refuse(BLAST_REFUSAL.alreadyDodged, { name: target.name });
  if (target.counter !== null) return refuse(BLAST_REFUSAL.alreadyCountered, { name: target.name });
  const fighter = factionsFighterOf(tokenFromUuidSync(target.tokenUuid));
  if (!fighter) return refuse(ATTACK_REFUSAL.badRequest);
  if (!asker.isGM && !mayActFor(asker.user, fighter.actor)) return refuse(ATTACK_REFUSAL.notOwner, { name: target.name });
  // A target unaware of a concealed attacker, down, or that already had its turn cannot react.
  const attacker = actorOfTokenOrSync(record.attacker.tokenUuid, record.attacker.actorUuid);
  const reactor = { aware: attacker?.statuses.has(FACTIONS_STATUS.concealed) !== true, tookTurnThisRound: tookTurnThisRound(fighter.token), able: ableToReact(fighter) };
  return { ok: true, index, target, fighter, reactor };
}
