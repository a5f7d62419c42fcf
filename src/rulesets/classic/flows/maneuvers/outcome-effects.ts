/**
 * What applying a maneuver's win shares: the settled totals it reads, and the GM's writes that each add
 * their line to the card: a status on or off, damage through the harm flow.
 */
import { applyClassicDamage } from "../dying/apply-damage";
import type { ClassicStatusId } from "../../rules/character/statuses";
import type { ClassicManeuverRecord } from "../../schema/maneuver-card";
import type { ManeuverFighter } from "./fighters";
import { MANEUVER_EFFECT as E } from "./keys";

export type Effect = ClassicManeuverRecord["effects"][number];

/** The maneuver as the last opposed roll left it, and what the GM's client writes into. */
export interface Settled {
  aggressor: ManeuverFighter;
  defender: ManeuverFighter;
  aggressorTotal: number;
  defenderTotal: number;
  itemId: string;
  effects: Effect[];
  rolls: Roll[];
}

export const line = (key: string, data: Record<string, string | number> = {}): Effect => ({ key, data });

const statusLine = (key: string, fighter: ManeuverFighter, status: ClassicStatusId) => line(key, { name: fighter.actor.name ?? "", status: `FRAY.Classic.Status.${status}` });

export async function putOn(fighter: ManeuverFighter, statuses: readonly ClassicStatusId[], effects: Effect[]): Promise<void> {
  for (const status of statuses) {
    await fighter.actor.toggleStatusEffect(status, { active: true });
    effects.push(statusLine(E.status, fighter, status));
  }
}

export async function takeOff(fighter: ManeuverFighter, statuses: readonly ClassicStatusId[], effects: Effect[]): Promise<void> {
  for (const status of statuses) {
    if (!fighter.actor.statuses.has(status)) continue;
    await fighter.actor.toggleStatusEffect(status, { active: false });
    effects.push(statusLine(E.statusRemoved, fighter, status));
  }
}

export async function harm(target: ManeuverFighter, amount: number, nonLethal: boolean, by: ManeuverFighter, effects: Effect[]): Promise<void> {
  const report = await applyClassicDamage(target.actor, { damage: amount, nonLethal, attackerHitDice: by.system.hitDice });
  effects.push(...report.lines.map((harmLine) => line(harmLine.key, harmLine.data)));
}
