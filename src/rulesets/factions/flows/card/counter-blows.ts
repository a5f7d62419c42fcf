/**
 * GM: a counter's exchange of blows, shared by the attack card and the blast card. The attack's damage on
 * the countering target and the counter's damage on the attacker are rolled at the same time;
 * counterExchange (and the world's counter setting) says who is hit first and whether the second blow
 * lands. A blow on the attacker ignores cover; a blow that does not land still swung the weapon.
 */
import { rollDice } from "../../../../foundry/roll-dice";
import { settingValue } from "../../../../foundry/ruleset-settings";
import { counterExchange, type CounterDamage, type CounterParty } from "../../rules/reactions/counter";
import { FACTIONS_COUNTER_BLOWS_SETTING } from "../../rules/reactions/counter-setting";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { applyDamage, hurtAttacker, snapshot, standingOf, takenBy, wearWeapon, type AppliedHit, type HitRecord, type HitSnapshot } from "./apply-hit";
import { firstDie } from "./step-kit";

export type CounterRecord = NonNullable<FactionsAttackRecord["counter"]>;

/** Whether the blow on each party lands, and the exchange's outcome key, from what each would take. */
export function counterLands(attacker: { takes: CounterDamage; health: number }, defender: { takes: CounterDamage; health: number }) {
  const exchange = counterExchange(attacker, defender, settingValue(FACTIONS_COUNTER_BLOWS_SETTING));
  const lands = (on: CounterParty) => exchange.blows.find((blow) => blow.on === on)?.lands === true;
  return { attacker: lands("attacker"), defender: lands("defender"), outcome: exchange.outcome };
}

/** GM: the attacker fell before its blow: nothing reaches the target, but the weapon was swung this fight. */
async function voidBlow(record: HitRecord, target: Actor.Implementation): Promise<AppliedHit> {
  const before = snapshot(record, target);
  await wearWeapon(record, false);
  return { before, lines: [], weaponBroke: false };
}

export interface CounterBlows {
  counter: CounterRecord;
  /** The attack's damage rolled on the countering target. */
  damageRolled: number;
  lines: AppliedHit["lines"];
  weaponBroke: boolean;
  /** The target, the weapon and the attacker as the exchange found them (for Undo). */
  applied: HitSnapshot;
  rolls: Roll[];
}

/** GM: the attack (its damage formula) and the target's counter (its own formula) exchanged. */
export async function exchangeCounterBlows(record: HitRecord, attackFormula: string, target: Actor.Implementation, attacker: Actor.Implementation, formula: string): Promise<CounterBlows> {
  // Both roll damage at the same time.
  const [hit, back] = [await rollDice(attackFormula), await rollDice(formula)];
  const attackerBefore = standingOf(attacker);
  const lands = counterLands(
    { takes: takenBy(attacker, back.total, "none", false).taken, health: attackerBefore.health },
    { takes: takenBy(target, hit.total, record.protection, record.penetratesCover).taken, health: standingOf(target).health },
  );
  const applied = lands.defender ? await applyDamage(record, target, hit.total, firstDie(hit.roll)) : await voidBlow(record, target);
  const struck = lands.attacker ? await hurtAttacker(attacker, back.total) : null;
  return {
    counter: { formula, rolled: back.total, lines: struck?.lines ?? [], lands: lands.attacker, hitLands: lands.defender, outcome: lands.outcome },
    damageRolled: Math.max(0, hit.total),
    lines: applied.lines,
    weaponBroke: applied.weaponBroke,
    applied: { ...applied.before, attacker: attackerBefore, ...struck?.gear },
    rolls: [hit.roll, back.roll],
  };
}
