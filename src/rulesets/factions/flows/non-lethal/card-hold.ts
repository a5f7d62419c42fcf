/**
 * Who grabs whom on an attack card, read from the card's non-lethal records: the attack's own grapple
 * (`nonLethal`: the attacker holds the target) or a grapple counter (`counterNonLethal`: the target holds
 * the attacker). The hold's steps (hold-steps.ts), its buttons (non-lethal-view.ts, counter-hold-view.ts)
 * and its Undo (holds-undo.ts) all go through here, so a counter's hold works as an attack's does. Pure.
 */
import type { FactionsAttackRecord } from "../../schema/attack-card";

type Record = FactionsAttackRecord;
type Party = Record["attacker"];
export type HoldSide = "nonLethal" | "counterNonLethal";
export type CardRole = "attacker" | "target";

export interface CardHold {
  side: HoldSide;
  grabber: Party;
  grabbed: Party;
  /** The card role of each party, for the buttons. */
  roles: { grabber: CardRole; grabbed: CardRole };
}

const SIDES: readonly HoldSide[] = ["nonLethal", "counterNonLethal"];

function holdOn(record: Record, side: HoldSide): CardHold {
  return side === "nonLethal"
    ? { side, grabber: record.attacker, grabbed: record.target, roles: { grabber: "attacker", grabbed: "target" } }
    : { side, grabber: record.target, grabbed: record.attacker, roles: { grabber: "target", grabbed: "attacker" } };
}

/** The hold this card left that has not ended: the attack's own first, then the counter's; null when none. */
export function liveHold(record: Record): CardHold | null {
  const side = SIDES.find((s) => record[s]?.grabbed && !record[s]!.holdOver);
  return side ? holdOn(record, side) : null;
}

/** The hold this card left that its own steps ended (for Undo); null when none. */
export function endedHold(record: Record): CardHold | null {
  const side = SIDES.find((s) => record[s]?.grabbed && record[s]!.holdOver);
  return side ? holdOn(record, side) : null;
}

/** The grabber's and the grabbed's names, for the hold's lines. */
export const holdNames = (hold: CardHold) => ({ grabber: hold.grabber.name, grabbed: hold.grabbed.name });
