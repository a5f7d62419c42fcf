/**
 * A swallowed attacker's hit on the creature that swallowed it, as the GM's Apply counts it
 * (flows/maneuvers/cut-out.ts): lethal damage from a piercing or slashing weapon adds up toward cutting
 * out; once out the creature is free and its holds end. The card gets a line, and the swallowing as it
 * stood goes into the fight snapshot that Undo puts back.
 */
import { CLASSIC_STATUS } from "../../rules/character/statuses";
import { cutOutDamage } from "../../rules/maneuvers/swallow-whole";
import type { ClassicAttackRecord } from "../../schema/attack-card";
import type { ClassicHarmLine } from "../dying/apply-damage";
import { recordDamageInside } from "../maneuvers/cut-out";
import { bothChanges, endHoldsOf, NOTHING_ENDED, type ClassicFightSnapshot } from "../maneuvers/hold-release";
import { classicRound, fightOfActor } from "../maneuvers/round-holds";
import { attackerActor } from "./buttons";

const K = "FRAY.Classic.Attack.Card.Inside";
export const INSIDE_LINE = { cutOut: `${K}.CutOut`, progress: `${K}.Progress`, cannotCut: `${K}.CannotCut` } as const;

export interface FromInside {
  lines: ClassicHarmLine[];
  fight: ClassicFightSnapshot;
}

/** Whether the attacker's weapon pierces or slashes (a shield bash never does). */
function weaponCuts(attacker: Actor.Implementation, weaponId: string): boolean {
  const item = attacker.items.get(weaponId);
  return (item?.type as string | undefined) === "classicWeapon" && (item?.system as { piercingOrSlashing?: unknown }).piercingOrSlashing === true;
}

/** GM: what the applied hit does from inside its swallower, or null when the attacker is not inside the target. */
export async function hitFromInside(record: ClassicAttackRecord, target: Actor.Implementation, nonLethal: boolean): Promise<FromInside | null> {
  const attacker = attackerActor(record);
  if (!attacker?.statuses.has(CLASSIC_STATUS.swallowed)) return null;
  const combat = fightOfActor(attacker);
  const inside = classicRound(combat)?.swallowed.find((s) => s.swallower === target.uuid && s.swallowed === attacker.uuid);
  if (!inside) return null;
  const names = { name: attacker.name ?? "", swallower: target.name ?? "" };
  // Non-lethal blows do not cut (rules-notes).
  const cuts = !nonLethal && weaponCuts(attacker, record.weaponId);
  if (!cuts) return { lines: [{ key: INSIDE_LINE.cannotCut, data: { ...names, weapon: record.weaponName } }], fight: NOTHING_ENDED };
  const dealt = record.damageRolled ?? 0;
  const maxHp = (target.system as { health?: { max?: number } }).health?.max ?? 0;
  const freed = await recordDamageInside(combat, target, attacker, dealt, true);
  if (!freed) return { lines: [{ key: INSIDE_LINE.progress, data: { ...names, dealt: inside.dealtInside + dealt, needed: cutOutDamage(maxHp) } }], fight: { ...NOTHING_ENDED, inside } };
  const out = { holds: [], statuses: [{ actorUuid: attacker.uuid, ids: [CLASSIC_STATUS.swallowed] }], inside };
  return { lines: [{ key: INSIDE_LINE.cutOut, data: names }], fight: bothChanges(out, await endHoldsOf(attacker, combat)) };
}
