/**
 * What an attack chat card records: the `system` data of a `sidesAttack` ChatMessage, whose schema is
 * `attackCardSchema` (schema/cards.ts). The GM recomputes everything a button does from this record
 * and the message's own Foundry rolls (never from numbers a client sends with the click): rolls[0] is
 * the attack roll, rolls[1] the damage roll once rolled.
 */
import type { Infer } from "../../../core/schema/spec";
import type { attackCardSchema, DAMAGE_MODES } from "../schema/cards";
import type { AttackSituation } from "../rules/combat/attack-plan";
import type { AttackerProfile, TargetProfile, WeaponProfile } from "../rules/combat/types";
import type { ManeuverAttempt, ScreenStep } from "./maneuvers/maneuver-data";

export type DamageMode = (typeof DAMAGE_MODES)[number];

/** One application of damage, kept so the GM can undo it exactly. */
export interface AppliedDamage {
  mode: DamageMode;
  amount: number;
  hpBefore: number;
  hpAfter: number;
  /** Status effect ids the application added (dead, unconscious …), removed again on undo. */
  statusesAdded: string[];
  byUserId: string;
}

export interface AttackCardData {
  schemaVersion: number;
  /** Actor and token (UUIDs) of the attacker and the target; the target token may be unlinked. */
  attackerActorUuid: string;
  attackerTokenUuid: string | null;
  targetActorUuid: string;
  targetTokenUuid: string | null;
  /** Names at the time of the attack, for the card. */
  attackerName: string;
  targetName: string;
  weaponName: string;
  /** Snapshots the rules used, so a later change to the sheet cannot change this card's outcome. */
  attacker: AttackerProfile;
  weapon: WeaponProfile;
  target: TargetProfile;
  situation: AttackSituation;
  /** How the cover in `situation` was found ("from the map: 2 of 4 corners visible", or chosen by the GM). */
  coverNote: string;
  /** Reactions the target used after seeing the roll (Total Defense) and attacks that interrupted (Snap). */
  reactions: { totalDefense: boolean; snapInterrupted: boolean };
  applied: AppliedDamage[];
  /** A shove or grapple this attack opens: its hit leads to an opposed check instead of damage. */
  maneuverAttempt: ManeuverAttempt | null;
  /** The Screen step, once rolled. */
  screen: ScreenStep | null;
}

/** The spec covers every field the rules read: a record the spec accepts is a card the rules can resolve. */
export const recordIsCard = (record: Infer<typeof attackCardSchema>): AttackCardData => record;
