/**
 * What a settled maneuver does, asked of the pure rules with the last opposed totals, then applied by the
 * GM: statuses on, a disarmed weapon let go, a shattered item broken, trample damage through the shared
 * harm flow; the grapple family in grapple-outcome.ts. Returns the outcome, the card's lines and the rolls.
 */
import { rollDice } from "../../../../foundry/roll-dice";
import { resolveDisarm } from "../../rules/maneuvers/disarm";
import { resolveFeignedStrike } from "../../rules/maneuvers/feigned-strike";
import type { ManeuverResult } from "../../rules/maneuvers/maneuver-result";
import type { ClassicManeuver } from "../../rules/maneuvers/maneuver-table";
import { resolveShatter, type ShatterTarget } from "../../rules/maneuvers/shatter";
import { resolveShove } from "../../rules/maneuvers/shove";
import { resolveTrample, UNARMED_DAMAGE } from "../../rules/maneuvers/trample";
import { resolveTrip } from "../../rules/maneuvers/trip";
import { mainWeapon, strikingDice } from "./fighters";
import { applyGrappleWin } from "./grapple-outcome";
import { MANEUVER_EFFECT as E } from "./keys";
import { harm, line, putOn, type Effect, type Settled } from "./outcome-effects";
import { shatterItem } from "./preconditions";

const SHATTERED: Record<string, ShatterTarget> = { classicWeapon: "weapon", classicShield: "shield", classicArmour: "armor" };

/** A shattered item is broken: let go of (or taken off) and marked, its damage on the card (rules-notes). */
async function shatter(s: Settled): Promise<ManeuverResult<object>> {
  const item = shatterItem(s.defender, s.itemId);
  // Its dice were checked against the formula limit before the maneuver was tried (preconditions.ts).
  const result = resolveShatter(s.aggressorTotal, s.defenderTotal, SHATTERED[item?.type ?? ""] ?? "weapon", strikingDice(s.aggressor).dice);
  if (result.outcome !== "succeeded" || !item) return result;
  const rolled = await rollDice(result.itemDamageFormula);
  s.rolls.push(rolled.roll);
  const putAway = item.type === "classicArmour" ? { "system.worn": false } : { "system.held": "none" };
  await s.defender.actor.items.get(item.id)?.update({ ...putAway, "flags.fray.broken": true } as unknown as Item.UpdateData);
  s.effects.push(line(E.itemBroken, { item: item.name, damage: rolled.total }));
  return result;
}

async function disarm(s: Settled): Promise<ManeuverResult<object>> {
  const result = resolveDisarm(s.aggressorTotal, s.defenderTotal);
  const weapon = mainWeapon(s.defender.actor);
  if (result.outcome !== "succeeded" || !weapon) return result;
  await s.defender.actor.items.get(weapon.id)?.update({ "system.held": "none" } as Item.UpdateData);
  s.effects.push(line(E.disarmed, { name: s.defender.actor.name ?? "", item: weapon.name }));
  return result;
}

async function trample(s: Settled): Promise<ManeuverResult<object>> {
  const result = resolveTrample(s.aggressorTotal, s.defenderTotal, UNARMED_DAMAGE[s.aggressor.size], s.aggressor.derived.modifiers.str);
  if (result.outcome !== "succeeded") return result;
  await putOn(s.defender, result.defenderStatuses, s.effects);
  const rolled = await rollDice(result.damageFormula);
  s.rolls.push(rolled.roll);
  await harm(s.defender, Math.max(1, rolled.total), false, s.aggressor, s.effects);
  return result;
}

/** The maneuver's own effect once the aggressor has won; the aggressor's statuses for the attempt go on in settle.ts. */
async function applyWin(maneuver: ClassicManeuver, s: Settled): Promise<ManeuverResult<object>> {
  switch (maneuver) {
    case "trip":
    case "feignedStrike": {
      const result = (maneuver === "trip" ? resolveTrip : resolveFeignedStrike)(s.aggressorTotal, s.defenderTotal);
      if (result.outcome === "succeeded") await putOn(s.defender, result.defenderStatuses, s.effects);
      return result;
    }
    case "shove": {
      const result = resolveShove(s.aggressorTotal, s.defenderTotal);
      if (result.outcome === "succeeded") s.effects.push(line(E.shove, { name: s.defender.actor.name ?? "", feet: result.maxDistanceFeet }));
      return result;
    }
    case "disarm":
      return disarm(s);
    case "trample":
      return trample(s);
    case "shatter":
      return shatter(s);
    case "charge":
    case "fullDefense":
      return { outcome: "succeeded" };
    default:
      return applyGrappleWin(maneuver, s);
  }
}

export async function applyOutcome(maneuver: ClassicManeuver, settled: Omit<Settled, "effects" | "rolls">): Promise<{ outcome: "failed" | "succeeded"; effects: Effect[]; rolls: Roll[] }> {
  const s: Settled = { ...settled, effects: [], rolls: [] };
  const result = await applyWin(maneuver, s);
  return { outcome: result.outcome === "succeeded" ? "succeeded" : "failed", effects: s.effects, rolls: s.rolls };
}
