/**
 * GM: what a hit does to the documents, and how they stood before (for Undo). The rolled damage less
 * the target's armour value and cover (damageTaken) comes off its health (healthAfterHit); at 0 it is
 * incapacitated. A final blow kills. The weapon is marked used this fight, and a damaged one that rolled
 * a 1 on its damage die breaks (breaksWhenAttacking).
 */
import { actorOfTokenOrSync } from "../../../../foundry/actors/resolve";
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import { damageTaken, healthAfterHit } from "../../rules/attack/damage-taken";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { breaksWhenAttacking } from "../../rules/gear/in-fight-breakage";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { weaponOf } from "../attack/fighters";
import { dropHoldsOf } from "../non-lethal/holds-after";
import { NO_COUNTER_BLOW, protectionBefore, restoreProtection, takeBlowOnProtection, takeCounterOnProtection } from "../gear/heavy-blow";
import { poisonBefore, poisonOnHit, restorePoison } from "../poison/poison-hit";

export type HitSnapshot = NonNullable<FactionsAttackRecord["applied"]>;
/** What a blow on one target reads from its card: the attack card, or one target of a blast card (flows/blast). */
export type HitRecord = Pick<FactionsAttackRecord, "weaponId" | "attacker" | "protection" | "penetratesCover">;

const healthOf = (target: Actor.Implementation) => (target.system as { health: { value: number; max: number } }).health;

export const attackerOf = (record: HitRecord) => actorOfTokenOrSync(record.attacker.tokenUuid, record.attacker.actorUuid);
export const targetOf = (record: FactionsAttackRecord) => actorOfTokenOrSync(record.target.tokenUuid, record.target.actorUuid);

/** The target and the attacker's weapon as they stand now. */
export function snapshot(record: HitRecord, target: Actor.Implementation): HitSnapshot {
  const weapon = record.weaponId ? weaponOfRecord(record) : null;
  return {
    ...standingOf(target),
    attacker: null,
    weaponCondition: weapon?.condition ?? "intact",
    weaponUsed: weapon?.usedThisFight ?? false,
    protectionBefore: protectionBefore(target),
    brokenByBlow: "",
    ...NO_COUNTER_BLOW,
    ...poisonBefore(weaponItemOf(record), target),
  };
}

function weaponOfRecord(record: HitRecord) {
  const attacker = attackerOf(record);
  return attacker && record.weaponId ? weaponOf(attacker, record.weaponId) : null;
}

/** The attacker's weapon document, when it has one. */
const weaponItemOf = (record: HitRecord) => (record.weaponId ? attackerOf(record)?.items.get(record.weaponId) : undefined);

/** GM: marks the weapon used this fight; broken when it broke. */
export async function wearWeapon(record: HitRecord, breaks: boolean): Promise<void> {
  const item = record.weaponId ? attackerOf(record)?.items.get(record.weaponId) : undefined;
  if (!item) return;
  await item.update({ system: { usedThisFight: true, ...(breaks ? { condition: "broken" } : {}) } } as never);
}

/** GM: a final blow kills the target. What it changed, as it stood. */
export async function applyFinalBlow(record: FactionsAttackRecord, target: Actor.Implementation): Promise<HitSnapshot> {
  const before = snapshot(record, target);
  await setStatuses(target, [FACTIONS_STATUS.dead], true);
  await wearWeapon(record, false);
  return before;
}

export interface AppliedHit {
  before: HitSnapshot;
  lines: FactionsAttackRecord["lines"];
  weaponBroke: boolean;
}

/** The creature's armour value, prepared by its data model. */
const armourOf = (actor: Actor.Implementation): number => (actor.system as { derived?: { armour?: { total?: number } } }).derived?.armour?.total ?? 0;

/** What a blow would take off a creature after its armour and this protection. */
export function takenBy(actor: Actor.Implementation, rolled: number, protection: FactionsAttackRecord["protection"], penetratesCover: boolean) {
  return damageTaken({ rolled, armour: armourOf(actor), protection, penetratesCover });
}

type Lines = FactionsAttackRecord["lines"];
const cardLines = (lines: readonly { key: string; value: number; data?: Record<string, string | number> }[]): Lines => lines.map((line) => ({ key: line.key, value: line.value, data: { ...(line.data ?? {}) } }));

/** GM: takes what got through off the creature's health, incapacitated at 0; the lines of the blow. */
async function hurt(actor: Actor.Implementation, taken: ReturnType<typeof takenBy>): Promise<Lines> {
  const after = healthAfterHit(healthOf(actor), taken.taken);
  await actor.update({ system: { health: { value: after.health.value } } } as never);
  if (after.incapacitated) await setStatuses(actor, [FACTIONS_STATUS.incapacitated], true);
  if (after.incapacitated) await dropHoldsOf(actor);
  return cardLines([...taken.lines, after.line]);
}

/** How the creature stands now: its health, down or dead. */
export const standingOf = (actor: Actor.Implementation) => ({
  health: healthOf(actor).value,
  incapacitated: actor.statuses.has(FACTIONS_STATUS.incapacitated),
  dead: actor.statuses.has(FACTIONS_STATUS.dead),
});

/** GM: a counter's blow on the attacker (no protection against it, but its armour and shield take the blow as a target's do); the lines of the blow and what it did to the attacker's gear. */
export async function hurtAttacker(attacker: Actor.Implementation, rolled: number) {
  const lines = await hurt(attacker, takenBy(attacker, rolled, "none", false));
  return { lines, gear: await takeCounterOnProtection(attacker, rolled) };
}

/** GM: the rolled damage (and the face of its damage die) done to the target. */
export async function applyDamage(record: HitRecord, target: Actor.Implementation, rolled: number, damageDie: number): Promise<AppliedHit> {
  const before = snapshot(record, target);
  const lines = await hurt(target, takenBy(target, rolled, record.protection, record.penetratesCover));
  const weapon = weaponOfRecord(record);
  const weaponBroke = weapon !== null && breaksWhenAttacking({ id: weapon.id, kind: "weapon", condition: weapon.condition, improvised: weapon.improvised }, damageDie);
  await wearWeapon(record, weaponBroke);
  const brokenByBlow = await takeBlowOnProtection(target, rolled);
  const poison = await poisonOnHit(weaponItemOf(record), target, before.health - healthOf(target).value);
  return { before: { ...before, brokenByBlow, poisonSave: poison?.save ?? null }, lines, weaponBroke };
}

/** GM, for Undo: the target and the weapon as the hit found them. */
async function restoreStanding(actor: Actor.Implementation, before: ReturnType<typeof standingOf>): Promise<void> {
  await actor.update({ system: { health: { value: before.health } } } as never);
  await setStatuses(actor, [FACTIONS_STATUS.incapacitated], before.incapacitated);
  await setStatuses(actor, [FACTIONS_STATUS.dead], before.dead);
}

export async function restoreHit(record: HitRecord, target: Actor.Implementation, before: HitSnapshot): Promise<void> {
  await restoreStanding(target, before);
  await restoreProtection(target, before.protectionBefore);
  await restorePoison(weaponItemOf(record), target, before);
  const attacker = attackerOf(record);
  if (before.attacker && attacker) await restoreStanding(attacker, before.attacker);
  if (attacker) await restoreProtection(attacker, before.attackerProtectionBefore);
  const item = record.weaponId ? attackerOf(record)?.items.get(record.weaponId) : undefined;
  if (item) await item.update({ system: { usedThisFight: before.weaponUsed, condition: before.weaponCondition } } as never);
}
