/**
 * What the maneuver cards store. An attack card that opens a shove or grapple carries the attempt
 * (`flags.fray.maneuverAttempt`); the GM's opposed-check card carries its outcome
 * (`flags.fray.maneuver`), rolled and decided on the GM's client from data it holds.
 */
import type { Hold } from "../../rules/combat/grapple";
import type { SizeClass } from "../../rules/combat/opposed-check";
import type { ShoveEffect } from "../../rules/combat/shove";
import type { Modifier, Reason } from "../../rules/combat/types";

export const MANEUVER_CARD_VERSION = 1;

export type AttemptKind = "shove" | "grapple";

/** Chosen before the attack roll: what the attacker tries and how big the target is. */
export interface ManeuverAttempt {
  kind: AttemptKind;
  size: SizeClass;
  effect: ShoveEffect;
  /** The opposed-check card posted for this attack, once the GM rolled it. */
  checkMessageId: string | null;
}

export type ManeuverCardKind = AttemptKind | "breakFree" | "grappleMove" | "execution" | "grappleDamage" | "screen" | "screenCheck";

/** One roll on the card: whose, what was rolled, its parts, the total, and whether it won. */
export interface CardCheck {
  name: string;
  /** "STR/Brawl", "Physical save" … as a reason (attribute and skill ids are named on display). */
  what: Reason;
  die: number;
  modifiers: Modifier[];
  total: number;
  /** The number it had to reach, when it is not opposed (execution shot, save). */
  against: number | null;
  won: boolean | null;
}

export interface ManeuverCardData {
  version: typeof MANEUVER_CARD_VERSION;
  kind: ManeuverCardKind;
  actorName: string;
  targetName: string;
  checks: CardCheck[];
  outcomes: Reason[];
  /** A grapple this card started (its drag/throw button acts on it). */
  hold: Hold | null;
}

export function isManeuverCard(value: unknown): value is ManeuverCardData {
  return typeof value === "object" && value !== null && (value as { version?: unknown; kind?: unknown }).version === MANEUVER_CARD_VERSION
    && typeof (value as { kind?: unknown }).kind === "string";
}

export function isAttempt(value: unknown): value is ManeuverAttempt {
  const kind = typeof value === "object" && value !== null ? (value as { kind?: unknown }).kind : null;
  return kind === "shove" || kind === "grapple";
}

/** An attack card's Screen step, once rolled: whether the attack went to a screener. */
export interface ScreenStep {
  redirected: boolean;
  screenerName: string;
  checkMessageId: string | null;
}

declare module "../card-flags" {
  interface FrayMessageFlags {
    maneuver?: ManeuverCardData;
    maneuverAttempt?: ManeuverAttempt;
    screen?: ScreenStep;
  }
}

/** A shove or grapple attempt's attack card: it decides a hit, never deals damage. */
export function isManeuverAttempt(message: ChatMessage.Implementation): boolean {
  return message.flags.fray?.maneuverAttempt !== undefined;
}
