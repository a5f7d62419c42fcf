/** Who may speak for a combatant: the GM always, a player only for what they own. */
import type { Issuer } from "./engine";

export interface Owned {
  owners: string[];
}

export function speaksFor(by: Issuer, c: Owned): boolean {
  return by.isGM || c.owners.includes(by.userId);
}

export function isId(v: unknown): v is string {
  return typeof v === "string" && v !== "";
}

export function isOwnerList(v: unknown): v is string[] {
  return Array.isArray(v) && v.every(isId);
}

/** Whole die faces only: a roll outside 1..faces is a shell bug, not a result. */
export function isDieResult(v: unknown, faces: number): v is number {
  // Number.isInteger is false for anything that is not a number.
  return Number.isInteger(v) && (v as number) >= 1 && (v as number) <= faces;
}

export function isFiniteNumber(v: unknown): v is number {
  return Number.isFinite(v);
}
