/**
 * The hold's own steps (hold-steps.ts) as the attack card's Undo must see them: each Shove or Break free
 * records the main action it spent, and the step that ends the hold records how the hold stood before it
 * (kept by the fight; the `grabbed` status). Undo gives every such action back and puts the hold back as
 * the grapple left it, before the grapple's own undo (non-lethal-steps.ts) takes back what it made.
 */
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { refundMainAction, type SpentIn } from "../attack/spend-main";
import { endedHold } from "./card-hold";
import { addHold, fightOf, holdsIn } from "./holds";

type Record = FactionsAttackRecord;
export type HoldState = NonNullable<Record["holdEndedFrom"]>;

/** How the hold of `grabber` on `grabbed` stands now. */
export function holdStateOf(grabber: TokenDocument.Implementation, grabbed: TokenDocument.Implementation): HoldState {
  const held = holdsIn(fightOf(grabbed)).some((hold) => hold.grabber === grabber.uuid && hold.grabbed === grabbed.uuid);
  return { held, grabbed: grabbed.actor?.statuses.has(FACTIONS_STATUS.grabbed) === true };
}

/** The record with a step's spent main action (when one was spent) and, when it ended the hold, the hold before it. */
export function withHoldUndo(record: Record, spentIn: SpentIn | null, endedFrom: HoldState | null): Record {
  const spent = spentIn && spentIn.combatantId ? [...record.holdSpent, spentIn] : record.holdSpent;
  return { ...record, holdSpent: spent, holdEndedFrom: endedFrom ?? record.holdEndedFrom };
}

/** GM, for Undo: the main actions the hold's steps spent given back, and the hold as the grapple left it. */
export async function undoHoldSteps(record: Record): Promise<void> {
  for (const spent of record.holdSpent) await refundMainAction(spent);
  const before = record.holdEndedFrom;
  const ended = endedHold(record);
  if (!before || !ended) return;
  const [grabber, grabbed] = [tokenFromUuidSync(ended.grabber.tokenUuid), tokenFromUuidSync(ended.grabbed.tokenUuid)];
  if (!grabber || !grabbed) return;
  if (before.held) await addHold(grabber, grabbed);
  if (grabbed.actor) await setStatuses(grabbed.actor, [FACTIONS_STATUS.grabbed], before.grabbed);
}
