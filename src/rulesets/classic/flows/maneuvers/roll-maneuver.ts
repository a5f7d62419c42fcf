/**
 * The GM's client rolls a maneuver's dice: the melee touch attack (against touch AC, with the world's rule
 * on natural 20s and 1s) a provoking maneuver opens with, then the opposed roll, both sides at once, rolled again while tied; every roll is kept for
 * the card. The numbers come from the creatures' prepared data, never from a request.
 */
import { withBonus } from "../../../../core/dice/formula";
import { rollDice } from "../../../../foundry/roll-dice";
import { planAttackRoll } from "../../rules/attack/attack-roll";
import { attackHits, CLASSIC_NATURAL_ROLLS, type NaturalRolls } from "../../rules/attack/outcome";
import { settingValue } from "../../../../foundry/ruleset-settings";
import { planManeuverRoll, reachesOpposedRoll } from "../../rules/maneuvers/maneuver-opening";
import { opposedWinner } from "../../rules/maneuvers/opposed-roll";
import { opposedModifiers, type OpposedFacts } from "../../rules/maneuvers/opposed-sides";
import { CLASSIC_MANEUVERS, type ClassicManeuver } from "../../rules/maneuvers/maneuver-table";
import type { ClassicManeuverRecord } from "../../schema/maneuver-card";
import type { ManeuverFighter } from "./fighters";

/** Ties in a row before the GM's client gives up rolling (never reached by fair dice). */
const MAX_TIES = 20;

/** The melee attack bonus of this attack of the round: base attack, STR, size. */
function meleeBonus(fighter: ManeuverFighter, iterative: number, kind: "melee" | "meleeTouch"): number {
  const d = fighter.derived;
  const attacker = { iteratives: d.attacks, strengthModifier: d.modifiers.str, dexterityModifier: d.modifiers.dex, sizeModifier: d.sizeAttack, trainedWithWeapon: true, untrainedArmourPenalty: 0 };
  const planned = planAttackRoll({ attacker, kind, iterative: Math.min(iterative, d.attacks.length - 1), stance: "normal" });
  return planned.ok ? planned.plan.bonus : 0;
}

function opposedFacts(fighter: ManeuverFighter, iterative: number): OpposedFacts {
  const d = fighter.derived;
  return {
    str: d.modifiers.str,
    dex: d.modifiers.dex,
    cha: d.modifiers.cha,
    wis: d.modifiers.wis,
    hitDice: fighter.system.hitDice,
    grapple: d.grapple.total,
    escapeArtist: d.escapeArtist.total,
    attackBonus: meleeBonus(fighter, iterative, "melee"),
  };
}

export interface ManeuverRolls {
  touch: ClassicManeuverRecord["touch"];
  formulas: ClassicManeuverRecord["formulas"];
  opposed: ClassicManeuverRecord["opposed"];
  rolls: Roll[];
}

/** The touch attack, when the maneuver opens with one: d20 + melee touch bonus against touch AC. */
async function rollTouch(aggressor: ManeuverFighter, defender: ManeuverFighter, iterative: number, rolls: Roll[]): Promise<ClassicManeuverRecord["touch"]> {
  const bonus = meleeBonus(aggressor, iterative, "meleeTouch");
  const { roll, total } = await rollDice(withBonus("1d20", bonus));
  rolls.push(roll);
  const natural = Math.max(1, Math.min(20, total - bonus));
  const armourClass = defender.derived.ac.touch;
  const naturalRolls = settingValue(CLASSIC_NATURAL_ROLLS) as NaturalRolls;
  return { natural, total, armourClass, hit: attackHits({ natural, total, armourClass, naturalRolls }) };
}

/** Every roll the maneuver needs, in order; `aooDealtDamage` is the GM's word on the Attack of Opportunity. */
export async function rollManeuver(maneuver: ClassicManeuver, aggressor: ManeuverFighter, defender: ManeuverFighter, iterative: number, aooDealtDamage: boolean): Promise<ManeuverRolls> {
  const rolls: Roll[] = [];
  const touch = CLASSIC_MANEUVERS[maneuver].touchAttack ? await rollTouch(aggressor, defender, iterative, rolls) : null;
  const none = { touch, formulas: { aggressor: "", defender: "" }, opposed: [], rolls };
  const modifiers = opposedModifiers(maneuver, opposedFacts(aggressor, iterative), opposedFacts(defender, 0));
  if (!modifiers || !reachesOpposedRoll(maneuver, touch?.hit ?? false)) return none;
  const plan = planManeuverRoll(maneuver, { modifier: modifiers.aggressor, size: aggressor.size }, { modifier: modifiers.defender, size: defender.size }, aooDealtDamage);
  if (!plan) return none;
  const opposed: ClassicManeuverRecord["opposed"] = [];
  for (let tie = 0; tie <= MAX_TIES; tie++) {
    const [a, d] = [await rollDice(plan.aggressor.formula), await rollDice(plan.defender.formula)];
    rolls.push(a.roll, d.roll);
    opposed.push({ aggressor: a.total, defender: d.total });
    if (opposedWinner(a.total, d.total) !== "reroll") break;
  }
  return { touch, formulas: { aggressor: plan.aggressor.formula, defender: plan.defender.formula }, opposed, rolls };
}
