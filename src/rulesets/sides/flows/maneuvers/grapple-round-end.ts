/**
 * End of round: every defender still grappled takes each grappler's unarmed blow. Runs on the
 * active GM's client from Fray's `fray.roundEnd` hook; the round is marked on the combat first,
 * so a round's end deals its grapple damage once, whatever fires twice. A grappler's bare hands are its
 * owner's item: a formula past the shared limit is named on the card and not rolled.
 */
import { isActiveGmHere } from "../../../../foundry/channel";
import { addStatuses, healthOf, setHealth, targetKindOf } from "../damage/damage-target";
import { endOfRoundGrappleDamage, type GrappleState } from "../../rules/combat/grapple";
import { healthAfter, statusesAtHp } from "../../rules/combat/damage-application";
import { grappleBlow } from "../../rules/combat/maneuver-damage";
import type { Modifier, Reason } from "../../../../core/rules-types";
import { checkFormulaLimits } from "../../../../core/dice/formula-limit";
import { attackerProfileOf } from "../attack-sources";
import { CHECK_KEYS } from "./card-checks";
import { grappleDamageRound, grapplesOf, markGrappleDamage } from "./combat-record";
import { unarmedItemName, unarmedWeaponOf } from "./fighter-facts";
import { actorFromUuid } from "../../../../foundry/actors/resolve";
import { MANEUVER_CARD_VERSION, type CardCheck } from "./maneuver-data";
import { postManeuverCard, rollDice } from "./post-card";

const O = "FRAY.Sides.Maneuver.Outcome";

/** One defender: each grappler's blow rolled, the sum applied (never below 0 HP), one card. */
async function hurtDefender(state: GrappleState, defenderId: string): Promise<void> {
  const defender = await actorFromUuid(defenderId);
  if (!defender) return;
  const rolls: Roll[] = [];
  const checks: CardCheck[] = [];
  const blows = new Map<string, { total: number; parts: Modifier[]; name: string; nonLethal: boolean }>();
  const refusals: Reason[] = [];
  for (const hold of state.holds.filter((h) => h.defenderId === defenderId)) {
    const grappler = await actorFromUuid(hold.grapplerId);
    const profile = grappler ? attackerProfileOf(grappler) : null;
    if (!grappler || !profile) continue;
    const weapon = unarmedWeaponOf(grappler);
    // The unarmed weapon is the grappler's own item: an absurd formula is named on the card, not rolled.
    const limit = checkFormulaLimits(weapon.damage, unarmedItemName(grappler));
    if (!limit.ok) {
      refusals.push(limit.reason);
      continue;
    }
    const rolled = await rollDice(weapon.damage);
    rolls.push(rolled.roll);
    const blow = grappleBlow(profile, weapon, rolled.total);
    blows.set(hold.grapplerId, { total: blow.total, parts: blow.parts.slice(1), name: grappler.name, nonLethal: weapon.nonLethal });
  }
  const damage = endOfRoundGrappleDamage(state, defenderId, (id) => blows.get(id)?.total ?? 0);
  for (const { grapplerId, damage: total } of damage) {
    const blow = blows.get(grapplerId);
    if (!blow) continue;
    const die = total - blow.parts.reduce((sum, p) => sum + p.value, 0);
    checks.push({ name: blow.name, what: { key: CHECK_KEYS.grappleBlow }, die, modifiers: blow.parts, total, against: null, won: null });
  }
  const amount = damage.reduce((sum, d) => sum + d.damage, 0);
  const change = healthAfter(healthOf(defender), amount);
  if (!change.ok) return;
  await setHealth(defender, change.hpAfter);
  const nonLethal = [...blows.values()].every((b) => b.nonLethal);
  await addStatuses(defender, statusesAtHp(change.hpAfter, targetKindOf(defender), nonLethal));
  const outcome = { key: `${O}.GrappleDamage`, data: { defender: defender.name, damage: amount, before: change.hpBefore, after: change.hpAfter } };
  await postManeuverCard({ schemaVersion: MANEUVER_CARD_VERSION, kind: "grappleDamage", actorName: "", targetName: defender.name, checks, outcomes: [...refusals, outcome], hold: null }, rolls);
}

/** The round's grapple damage, once per round; only the active GM deals it. */
export async function grappleDamageAtRoundEnd(combat: Combat.Implementation, round: number): Promise<void> {
  if (!isActiveGmHere()) return;
  if (grappleDamageRound(combat) >= round) return;
  const state = grapplesOf(combat);
  await markGrappleDamage(combat, round);
  const defenders = [...new Set(state.holds.map((h) => h.defenderId))];
  for (const defenderId of defenders) await hurtDefender(state, defenderId);
}
