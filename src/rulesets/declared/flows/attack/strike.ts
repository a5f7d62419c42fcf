/**
 * One strike as the GM makes it, an attack or a riposte: planned from the documents (the target's
 * Defense and this round's lines, the attacker's conditions and the situational modifier), then the
 * d20 rolled as a Foundry Roll, settled, and the card posted as the GM, spoken by the attacker's token.
 */
import type { Decision, Modifier } from "../../../../core/rules-types";
import { checkFormulaLimits } from "../../../../core/dice/formula-limit";
import { postCard } from "../../../../foundry/cards";
import { rollDice } from "../../../../foundry/roll-dice";
import { planAttack, type AttackMode, type AttackPlan } from "../../rules/combat/attack-plan";
import { settleAttack } from "../../rules/combat/attack-result";
import { DECLARED_SCHEMA_VERSION } from "../../schema/common";
import type { CardLine, DeclaredAttackRecord } from "../../schema/attack-card";
import { DECLARED_ATTACK_CARD } from "../card/card-type";
import { attackConditionLines, attackerFacts, declaredActionOf, defenseOf, isDeadCreature, type Creature, type NamedWeapon } from "./fighters";
import { SITUATIONAL_LINE } from "./keys";

export interface Strike {
  attackerToken: TokenDocument.Implementation;
  targetToken: TokenDocument.Implementation;
  attacker: Creature;
  target: Creature;
  weapon: NamedWeapon;
  mode: AttackMode;
  situational: number;
  /** Made as a riposte (its card says so and offers no riposte back). */
  riposte: boolean;
}

/** A rules line as the card stores it. */
export const cardLine = (line: Modifier): CardLine => ({ key: line.key, value: line.value, data: { ...(line.data ?? {}) } });

const person = (token: TokenDocument.Implementation) => ({ tokenUuid: token.uuid, actorUuid: token.actor?.uuid ?? "", name: token.name ?? "" });

/** The strike's plan, or why it cannot be made: first, weapon dice past the one formula limit (the weapon is its owner's to write). */
export function planStrike(strike: Strike): Decision<{ plan: AttackPlan }> {
  const dice = checkFormulaLimits(strike.weapon.weapon.damage, strike.weapon.name);
  if (!dice.ok) return dice;
  const { attacker, target, mode } = strike;
  const { defense, lines } = defenseOf(target, declaredActionOf(strike.targetToken), mode);
  const situational: Modifier[] = [...attackConditionLines(attacker, mode), ...(strike.situational === 0 ? [] : [{ key: SITUATIONAL_LINE, value: strike.situational }])];
  return planAttack({ attacker: attackerFacts(attacker), weapon: strike.weapon.weapon, mode, target: { defense, defenseModifiers: lines, dead: isDeadCreature(target) }, situational });
}

/** Rolls the planned strike and posts its card; the message's id. */
export async function rollStrike(strike: Strike, plan: AttackPlan): Promise<string | null> {
  const d20 = await rollDice(plan.formula);
  const settled = settleAttack(plan, Math.min(20, Math.max(1, d20.total - plan.bonus)));
  const { choices, chooser } = plan.damage.types;
  const record: DeclaredAttackRecord = {
    schemaVersion: DECLARED_SCHEMA_VERSION,
    attacker: person(strike.attackerToken),
    target: person(strike.targetToken),
    weaponId: strike.weapon.id,
    weaponName: strike.weapon.name,
    mode: strike.mode,
    riposte: strike.riposte,
    riposted: false,
    attack: { formula: plan.formula, natural: settled.natural, total: settled.total, lines: settled.lines.map(cardLine) },
    defense: plan.defense,
    defenseLines: plan.defenseModifiers.map(cardLine),
    result: settled.result,
    damage: { formula: plan.damage.formula, lines: plan.damage.modifiers.map(cardLine), multiplier: plan.damage.criticalMultiplier, choices, chooser },
    damageRolled: null,
    // One type (or none: an unarmed blow is blunt) needs no choosing.
    damageType: chooser === null ? (choices[0] ?? "blunt") : null,
    applied: null,
    injury: null,
  };
  const message = await postCard(DECLARED_ATTACK_CARD, record, [d20.roll], { speaker: ChatMessage.getSpeaker({ token: strike.attackerToken }) });
  return message?.id ?? null;
}
