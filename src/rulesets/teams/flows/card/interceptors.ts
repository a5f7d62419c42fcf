/**
 * Who may Intercept a card's attack, read from the documents: every other teams token on the intended
 * target's scene, with its team (in a started fight) or disposition, its distance to the target as the
 * scene's grid measures it (the world's diagonal rule, in the scene's units: metres on a teams scene),
 * its speed, and its reaction, stamina and conditions. The rules decide (rules/actions/intercept.ts).
 */
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import { groupIdOf } from "../../../../foundry/combat/fight-setup";
import { refuse, type Decision } from "../../../../core/rules-types";
import { checkIntercept, INTERCEPT_REFUSAL, type Allegiance, type InterceptableAttack } from "../../rules/actions/intercept";
import type { ReactionCost } from "../../rules/actions/reactions";
import type { TeamsAttackRecord } from "../../schema/cards";
import { teamsDataOf } from "../tests/actor-ratings";
import { budgetOf, fighting } from "../attack/fighters";
import { killingOf, reactedOf } from "./record";

/** Where the card's attack stands for an Intercept. */
export function interceptableAttack(record: TeamsAttackRecord): InterceptableAttack {
  const outcome = reactedOf(record)?.outcome;
  return { hit: outcome?.kind === "hit", answered: record.log.length > 0, strayed: outcome?.strayed === true, killingStrike: killingOf(record) !== null };
}

/** The token the attack was declared against (an Intercept takes its place). */
export function intendedTarget(record: TeamsAttackRecord): TokenDocument.Implementation | null {
  return tokenFromUuidSync(record.plan.target.id);
}

function allegianceOf(token: TokenDocument.Implementation): Allegiance {
  const fight = fighting(token);
  return { team: fight ? groupIdOf(fight.combatant) : null, disposition: Number(token.disposition) };
}

function centreOf(token: TokenDocument.Implementation, gridPx: number): { x: number; y: number } {
  return { x: token.x + (Number(token.width) * gridPx) / 2, y: token.y + (Number(token.height) * gridPx) / 2 };
}

/** The ally's distance to the target on their scene; null when they are not on the same one. */
function distanceBetween(ally: TokenDocument.Implementation, target: TokenDocument.Implementation): number | null {
  const scene = target.parent;
  if (!scene || ally.parent !== scene) return null;
  const gridPx = scene.grid.size;
  return scene.grid.measurePath([centreOf(ally, gridPx), centreOf(target, gridPx)], {}).distance;
}

/** Whether this token may intercept the card's attack now, and what it costs. */
export function mayIntercept(record: TeamsAttackRecord, target: TokenDocument.Implementation, ally: TokenDocument.Implementation): Decision<{ cost: ReactionCost }> {
  const data = teamsDataOf(ally.actor);
  if (!data) return refuse(INTERCEPT_REFUSAL.notAlly);
  const defender = { role: "ally" as const, budget: budgetOf(ally).budget, stamina: data.stamina.value, focus: data.focus.value, wielded: [], conditions: data.derived.conditions };
  return checkIntercept(interceptableAttack(record), {
    target: allegianceOf(target),
    ally: allegianceOf(ally),
    isFighter: ally.uuid === target.uuid || ally.uuid === record.attacker.tokenUuid,
    distance: distanceBetween(ally, target),
    speed: data.derived.speed,
    defender,
  });
}

export interface Interceptor {
  tokenUuid: string;
  name: string;
  cost: ReactionCost;
}

/** Everyone who may intercept the card's attack now (the card's Intercept buttons). */
export function interceptorsOf(record: TeamsAttackRecord): Interceptor[] {
  const target = intendedTarget(record);
  const scene = target?.parent;
  if (!target || !scene) return [];
  return scene.tokens.contents.flatMap((token) => {
    if (!teamsDataOf(token.actor)) return [];
    const allowed = mayIntercept(record, target, token);
    return allowed.ok ? [{ tokenUuid: token.uuid, name: token.name ?? "", cost: allowed.cost }] : [];
  });
}
