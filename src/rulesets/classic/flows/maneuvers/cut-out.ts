/**
 * Cutting out of a swallower: the attack flow calls this on the GM's client when a swallowed creature's
 * hit on its swallower is applied. Damage from a piercing or slashing weapon adds up; once it reaches 20%
 * of the swallower's maximum HP the creature is out: no longer swallowed, and the count of its rounds inside
 * ends. Answers whether it cut its way out.
 */
import { CLASSIC_STATUS } from "../../rules/character/statuses";
import { cutsOut } from "../../rules/maneuvers/swallow-whole";
import { changeRound, classicRound } from "./round-holds";

export async function recordDamageInside(combat: Combat.Implementation | null, swallower: Actor.Implementation, swallowed: Actor.Implementation, damage: number, piercingOrSlashing: boolean): Promise<boolean> {
  const entry = classicRound(combat)?.swallowed.find((s) => s.swallower === swallower.uuid && s.swallowed === swallowed.uuid);
  if (!entry || !piercingOrSlashing) return false;
  const dealtInside = entry.dealtInside + Math.max(0, damage);
  const maxHp = (swallower.system as { health?: { max?: number } }).health?.max ?? 0;
  const out = cutsOut(dealtInside, maxHp, true);
  await changeRound(combat, (round) => ({
    ...round,
    swallowed: out ? round.swallowed.filter((s) => s.swallowed !== swallowed.uuid) : round.swallowed.map((s) => (s.swallowed === swallowed.uuid ? { ...s, dealtInside } : s)),
  }));
  if (out) await swallowed.toggleStatusEffect(CLASSIC_STATUS.swallowed, { active: false });
  return out;
}
