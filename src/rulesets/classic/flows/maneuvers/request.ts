/**
 * The one command that asks for a maneuver: the player's client names the two tokens, the maneuver and
 * its own choices (a charge's feet and line, the defender's item to shatter, which attack of the round);
 * the GM reads every number from its documents. Pure.
 */
import { CLASSIC_MANEUVER_IDS, type ClassicManeuver } from "../../rules/maneuvers/maneuver-table";
import { MAX_ATTACKS } from "../../rules/character/base-attack";

export const CLASSIC_MANEUVER_COMMAND = "classicManeuver";

/** Charge and full defense aim at nobody: the aggressor stands in for the defender. */
export const SELF_ONLY_MANEUVERS: ReadonlySet<ClassicManeuver> = new Set<ClassicManeuver>(["charge", "fullDefense"]);

export interface ManeuverRequest {
  aggressorTokenUuid: string;
  defenderTokenUuid: string;
  maneuver: ClassicManeuver;
  /** A charge's run in feet, and whether it is straight and unobstructed. */
  distanceFeet: number;
  straight: boolean;
  /** The defender's item a shatter aims at. */
  itemId: string;
  /** Which attack of the round an attack-action maneuver uses (0 for the first). */
  iterative: number;
  /** The player confirmed going past the round's budget. */
  force: boolean;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.length > 0 && value.length <= 200 ? value : null);
const wholeIn = (value: unknown, max: number): number => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= max ? n : 0;
};

export function isClassicManeuver(value: unknown): value is ClassicManeuver {
  return (CLASSIC_MANEUVER_IDS as readonly unknown[]).includes(value);
}

export function parseManeuverRequest(payload: Record<string, unknown>): ManeuverRequest | null {
  const [aggressorTokenUuid, defenderTokenUuid] = [text(payload.aggressorTokenUuid), text(payload.defenderTokenUuid)];
  if (!aggressorTokenUuid || !defenderTokenUuid || !isClassicManeuver(payload.maneuver)) return null;
  return {
    aggressorTokenUuid,
    defenderTokenUuid,
    maneuver: payload.maneuver,
    distanceFeet: wholeIn(payload.distanceFeet, 1000),
    straight: payload.straight === true || payload.straight === "true",
    itemId: text(payload.itemId) ?? "",
    iterative: wholeIn(payload.iterative, MAX_ATTACKS - 1),
    force: payload.force === true,
  };
}
