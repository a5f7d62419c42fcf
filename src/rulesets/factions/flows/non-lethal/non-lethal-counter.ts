/**
 * A counter against a non-lethal attack (GM): the target's blow and the attack are rolled together, but
 * the non-lethal attack deals no damage, so it resolves last (counterExchange with no damage on the
 * target): the counter lands first, and the disarm or grapple still resolves — its STR save on the card —
 * only if the attacker is still standing (or the world lets both blows land).
 */
import { refuse } from "../../../../core/rules-types";
import type { CardStepOutcome } from "../../../../foundry/cards";
import { rollDice } from "../../../../foundry/roll-dice";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import type { FactionsFighter } from "../attack/fighters";
import { ATTACK_REFUSAL } from "../attack/keys";
import { attackerOf, hurtAttacker, snapshot, standingOf, takenBy } from "../card/apply-hit";
import { counterLands } from "../card/counter-blows";

type Record = FactionsAttackRecord;

export async function counterNonLethal(record: Record, target: FactionsFighter, formula: string, rolls: Roll[]): Promise<CardStepOutcome<Record>> {
  const attacker = attackerOf(record);
  if (!attacker) return refuse(ATTACK_REFUSAL.badRequest);
  const back = await rollDice(formula);
  const attackerBefore = standingOf(attacker);
  const lands = counterLands({ takes: takenBy(attacker, back.total, "none", false).taken, health: attackerBefore.health }, { takes: null, health: standingOf(target.actor).health });
  const before = snapshot(record, target.actor);
  const struck = lands.attacker ? await hurtAttacker(attacker, back.total) : null;
  const counter = { formula, rolled: back.total, lines: struck?.lines ?? [], lands: lands.attacker, hitLands: lands.defender, outcome: lands.outcome };
  return { ok: true, record: { ...record, reaction: "counter", counter, applied: { ...before, attacker: attackerBefore, ...struck?.gear } }, rolls: [...rolls, back.roll] };
}
