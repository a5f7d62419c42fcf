/**
 * What the maneuver cards store. An attack card that opens a shove or grapple carries the attempt
 * in its record (`maneuverAttempt`); the GM's opposed-check card (a `sidesManeuver` ChatMessage) records
 * its outcome in its `system` data (schema/cards.ts), rolled and decided on the GM's client.
 */
import type { Infer } from "../../../../core/schema/spec";
import { SIDES_CARD_VERSION, type maneuverCardSchema } from "../../schema/cards";
import type { Hold } from "../../rules/combat/grapple";
import type { SizeClass } from "../../rules/combat/opposed-check";
import type { ShoveEffect } from "../../rules/combat/shove";
import type { Modifier, Reason } from "../../../../core/rules-types";

export const MANEUVER_CARD_VERSION = SIDES_CARD_VERSION;

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
  schemaVersion: number;
  kind: ManeuverCardKind;
  actorName: string;
  targetName: string;
  checks: CardCheck[];
  outcomes: Reason[];
  /** A grapple this card started (its drag/throw button acts on it). */
  hold: Hold | null;
}

/** The spec covers every field a maneuver card shows: a record the spec accepts is a card. */
export const recordIsManeuverCard = (record: Infer<typeof maneuverCardSchema>): ManeuverCardData => record;

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

/** A shove or grapple attempt's attack card: it decides a hit, never deals damage. */
export function isManeuverAttempt(card: { maneuverAttempt: ManeuverAttempt | null }): boolean {
  return card.maneuverAttempt !== null;
}
