/**
 * Statuses that last a while and change AC meanwhile: full defense, a charge, reckless or defensive
 * fighting and a shatter attempt last until the creature's next turn starts; a feint leaves its target
 * flat-footed until the round ends.
 */
import type { Modifier } from "../../../../core/rules-types";
import { stanceLines } from "../attack/stance";
import { CHARGE_AC_PENALTY } from "../maneuvers/charge";
import { fullDefenseArmorClassLines } from "../maneuvers/full-defense";
import { CLASSIC_MANEUVER_LINE } from "../maneuvers/labels";
import { shatterArmorClassLines } from "../maneuvers/shatter";
import { CLASSIC_STATUS as S, type ClassicStatusId } from "./statuses";

export type StatusExpiry = "turnStart" | "roundEnd";

export const STATUS_EXPIRY: Partial<Record<ClassicStatusId, StatusExpiry>> = {
  [S.fullDefense]: "turnStart",
  [S.charging]: "turnStart",
  [S.recklessFighting]: "turnStart",
  [S.defensiveFighting]: "turnStart",
  [S.shattering]: "turnStart",
  [S.flatFooted]: "roundEnd",
};

/** The statuses of this creature that end now: at the start of its own turn, or at the end of the round. */
export function expiringStatuses(statuses: ReadonlySet<string>, when: StatusExpiry): ClassicStatusId[] {
  return (Object.keys(STATUS_EXPIRY) as ClassicStatusId[]).filter((id) => STATUS_EXPIRY[id] === when && statuses.has(id));
}

/**
 * What this creature's lasting statuses do to its AC. Full defense is a dodge bonus, lost while the
 * creature is flat-footed; the penalties always count.
 */
export function statusArmourClassLines(statuses: ReadonlySet<string>, flatFooted: boolean): Modifier[] {
  const lines: Modifier[] = [];
  if (statuses.has(S.fullDefense) && !flatFooted) lines.push(...fullDefenseArmorClassLines());
  if (statuses.has(S.charging)) lines.push({ key: CLASSIC_MANEUVER_LINE.chargeArmorClass, value: CHARGE_AC_PENALTY });
  if (statuses.has(S.recklessFighting)) lines.push(...stanceLines("reckless").armourClass);
  if (statuses.has(S.defensiveFighting)) lines.push(...stanceLines("defensive").armourClass);
  if (statuses.has(S.shattering)) lines.push(...shatterArmorClassLines());
  return lines;
}
