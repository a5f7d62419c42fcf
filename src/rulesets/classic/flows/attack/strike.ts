/**
 * One classic attack as the GM makes it, planned from the documents: the roll's lines (the iterative,
 * the ability, size, training, the stance, the attacker's conditions, the situational modifier), the
 * AC it meets (touch, flat-footed, this round's lines and the target's conditions) and the damage a
 * hit does. Then the d20 rolled as a Foundry Roll, a threat confirmed with the same modifiers, a shot
 * into a grapple given its d%, and the card posted as the GM, spoken by the attacker's token.
 */
import type { Decision, Modifier } from "../../../../core/rules-types";
import { checkFormulaLimits } from "../../../../core/dice/formula-limit";
import { postCard } from "../../../../foundry/cards";
import { rollDice } from "../../../../foundry/roll-dice";
import { settingValue } from "../../../../foundry/ruleset-settings";
import { planAttackRoll, type AttackKind, type AttackRollPlan } from "../../rules/attack/attack-roll";
import { checkAttackMode, extraDamageLines, wieldedTwoHanded } from "../../rules/attack/attack-modes";
import { attackerConditionLines, conditionsAllowAttack, isHelpless, targetConditionLines } from "../../rules/attack/conditions";
import { planDamage, type DamagePlan } from "../../rules/attack/damage";
import { GRAPPLE_SHOT_FORMULA, grappleShotApplies, grappleShotTarget } from "../../rules/attack/grapple-shot";
import { attackOutcome, CLASSIC_NATURAL_ROLLS, criticalConfirmed, type NaturalRolls } from "../../rules/attack/outcome";
import { targetArmourClass } from "../../rules/attack/target-ac";
import { statusArmourClassLines } from "../../rules/character/round-statuses";
import { mayAttackWith } from "../../rules/character/broken-items";
import { CLASSIC_STATUS, isFlatFootedAgainst } from "../../rules/character/statuses";
import { CLASSIC_SCHEMA_VERSION } from "../../schema/common";
import type { ClassicAttackRecord, ClassicAttackResult } from "../../schema/attack-card";
import { CLASSIC_ATTACK_CARD } from "../card/card-type";
import { attackerRollFacts, classicFighterOf, type AttackItem, type ClassicFighter } from "./fighters";
import { ATTACK_LINE } from "./keys";
import type { ClassicAttackRequest } from "./request";

export interface Strike {
  attacker: ClassicFighter;
  target: ClassicFighter;
  item: AttackItem;
  request: ClassicAttackRequest;
  iterative: number;
}

export interface StrikePlan {
  kind: AttackKind;
  twoHanded: boolean;
  roll: AttackRollPlan;
  damage: DamagePlan;
}

/** A rules line as the card stores it. */
export const cardLine = (line: Modifier) => ({ key: line.key, value: line.value, data: { ...(line.data ?? {}) } });
const person = (fighter: ClassicFighter) => ({ tokenUuid: fighter.token.uuid, actorUuid: fighter.actor.uuid, name: fighter.token.name ?? fighter.actor.name });
const inGrapple = (statuses: ReadonlySet<string>) => statuses.has(CLASSIC_STATUS.grappled) || statuses.has(CLASSIC_STATUS.pinned);

/**
 * What the attacker rolls and a hit deals, or why the attack cannot be made (a broken item, dice past the
 * one formula limit — the item is the player's to write —, the mode, a pin, a broken formula, no such attack).
 */
export function planStrike({ attacker, item, request, iterative }: Strike): Decision<{ plan: StrikePlan }> {
  const whole = mayAttackWith(item);
  if (!whole.ok) return whole;
  const dice = checkFormulaLimits(item.dice, item.name);
  if (!dice.ok) return dice;
  const mode = checkAttackMode(request.mode, item.source);
  if (!mode.ok) return mode;
  const statuses = attacker.actor.statuses;
  const able = conditionsAllowAttack(statuses, item.grappleCompatible);
  if (!able.ok) return able;
  const situational: Modifier[] = [...attackerConditionLines(statuses, mode.kind), ...(request.situational === 0 ? [] : [{ key: ATTACK_LINE.situational, value: request.situational }])];
  const roll = planAttackRoll({ attacker: attackerRollFacts(attacker, item), kind: mode.kind, iterative, stance: request.stance, situational });
  if (!roll.ok) return roll;
  const twoHanded = wieldedTwoHanded(request.mode, item, request.twoHanded);
  const { derived } = attacker.system;
  const damage = planDamage({
    weaponDice: item.dice,
    kind: mode.kind,
    twoHanded,
    thrown: mode.thrown,
    strengthModifier: derived.modifiers.str,
    trainedWithWeapon: item.trained,
    stance: request.stance,
    flat: extraDamageLines(item.flatBonus, statuses.has(CLASSIC_STATUS.charging), twoHanded),
    criticalMultiplier: item.criticalMultiplier,
  });
  if (!damage.ok) return damage;
  return { ok: true, plan: { kind: mode.kind, twoHanded, roll: roll.plan, damage: damage.plan } };
}

/** The AC this attack meets on this target and its lines: its parts against the attack, then this round's statuses and conditions. */
export function armourClassAgainst(attacker: ClassicFighter, target: ClassicFighter, kind: AttackKind): { value: number; lines: Modifier[] } {
  const statuses = target.actor.statuses;
  const sameGrapple = inGrapple(attacker.actor.statuses) && inGrapple(statuses);
  const flatFooted = isFlatFootedAgainst(statuses, sameGrapple) || isHelpless(statuses);
  const roundLines = [...statusArmourClassLines(statuses, flatFooted), ...targetConditionLines(statuses, kind)];
  const ac = targetArmourClass(target.system.derived.acParts, kind, flatFooted, roundLines);
  const against = `${ac.touch ? "Touch" : ""}${flatFooted ? "FlatFooted" : ""}` || "Normal";
  return { value: ac.value, lines: [{ key: ATTACK_LINE.armourClass(against), value: ac.fromParts }, ...roundLines] };
}

/** The other creature in the target's grapple: the nearest grappling creature on its scene but the two fighters, or null. */
function otherGrappler(strike: Strike): ClassicFighter | null {
  const scene = strike.target.token.parent as { tokens?: { contents: TokenDocument.Implementation[] } } | null;
  const [tx, ty] = [strike.target.token.x, strike.target.token.y];
  const others = (scene?.tokens?.contents ?? [])
    .filter((token) => token !== strike.target.token && token !== strike.attacker.token && token.actor && inGrapple(token.actor.statuses))
    .sort((a, b) => Math.hypot(a.x - tx, a.y - ty) - Math.hypot(b.x - tx, b.y - ty));
  return classicFighterOf(others[0] ?? null);
}

interface Aimed {
  target: ClassicFighter | null;
  grappleShot: ClassicAttackRecord["grappleShot"];
  rolls: Roll[];
}

/** Whom the attack goes to: the target, or after a shot into a grapple's d% maybe the other grappler (none found: the shot is lost). */
async function aim(strike: Strike, kind: AttackKind): Promise<Aimed> {
  const { target, request } = strike;
  if (!grappleShotApplies(kind, request.intoGrapple || inGrapple(target.actor.statuses))) return { target, grappleShot: null, rolls: [] };
  const d100 = await rollDice(GRAPPLE_SHOT_FORMULA);
  const struck = grappleShotTarget(d100.total);
  const grappleShot = { percentile: Math.min(100, Math.max(1, d100.total)), struck, intended: person(target) };
  return { target: struck === "intended" ? target : otherGrappler(strike), grappleShot, rolls: [d100.roll] };
}

const natural = (total: number, bonus: number) => Math.min(20, Math.max(1, total - bonus));

/** The d20 and, on a threat, the confirmation: what the attack came to. */
async function rollAgainst(plan: AttackRollPlan, armourClass: number, threatFrom: number, naturalRolls: NaturalRolls) {
  const d20 = await rollDice(plan.formula);
  const attack = { natural: natural(d20.total, plan.bonus), total: d20.total };
  const outcome = attackOutcome({ ...attack, armourClass, threatFrom, naturalRolls });
  if (outcome !== "threat") return { attack, confirmation: null, result: outcome as ClassicAttackResult, rolls: [d20.roll] };
  const second = await rollDice(plan.formula);
  const confirmation = { natural: natural(second.total, plan.bonus), total: second.total };
  const confirmed = criticalConfirmed({ ...confirmation, armourClass, naturalRolls });
  return { attack, confirmation, result: (confirmed ? "critical" : "notConfirmed") as ClassicAttackResult, rolls: [d20.roll, second.roll] };
}

export interface Spent {
  spent: ClassicAttackRecord["spent"];
  combatId: string;
  combatantId: string;
}

/** Rolls the planned attack and posts its card; the message's id. */
export async function rollStrike(strike: Strike, plan: StrikePlan, spent: Spent): Promise<string | null> {
  const aimed = await aim(strike, plan.kind);
  const struck = aimed.target ?? strike.target;
  const ac = armourClassAgainst(strike.attacker, struck, plan.kind);
  const naturalRolls = settingValue(CLASSIC_NATURAL_ROLLS) as NaturalRolls;
  const rolled = await rollAgainst(plan.roll, ac.value, strike.item.threatFrom, naturalRolls);
  // A shot that went to a grappler not on the map strikes no one the card can name.
  const result: ClassicAttackResult = aimed.target ? rolled.result : "miss";
  const critical = result === "critical";
  const damage = result === "miss" ? null : { formula: critical ? plan.damage.criticalFormula : plan.damage.formula, lines: plan.damage.modifiers.map(cardLine), multiplier: critical ? strike.item.criticalMultiplier : 1 };
  const { request } = strike;
  const record: ClassicAttackRecord = {
    schemaVersion: CLASSIC_SCHEMA_VERSION,
    attacker: person(strike.attacker),
    target: person(struck),
    weaponId: strike.item.id,
    weaponName: strike.item.name,
    mode: request.mode,
    iterative: strike.iterative,
    opportunity: request.opportunity,
    stance: request.stance,
    twoHanded: plan.twoHanded,
    nonLethal: request.nonLethal,
    formula: plan.roll.formula,
    attackLines: plan.roll.modifiers.map(cardLine),
    armourClass: ac.value,
    acLines: ac.lines.map(cardLine),
    grappleShot: aimed.grappleShot,
    attack: rolled.attack,
    confirmation: rolled.confirmation,
    result,
    damage,
    damageRolled: null,
    applied: null,
    ...spent,
    undone: false,
  };
  const message = await postCard(CLASSIC_ATTACK_CARD, record, [...aimed.rolls, ...rolled.rolls], { speaker: ChatMessage.getSpeaker({ token: strike.attacker.token }) });
  return message?.id ?? null;
}

