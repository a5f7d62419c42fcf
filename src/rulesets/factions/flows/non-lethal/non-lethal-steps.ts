/**
 * A non-lethal attack on the card, resolved as a GM command against the GM's own card once it has hit
 * and the target has reacted (or not): Resolve (the attacker's owner or the GM) rolls the target's STR
 * save; a disarm that fails drops the weapon the attacker picked (unequipped: it lies at the target's
 * feet), a grapple that fails leaves the target grabbed. The target's weapons are read again from its
 * items: a weapon it does not hold is refused. No damage is ever rolled (`nonLethalHolds`); after a
 * counter it resolves last, and only if the attacker still stands (non-lethal-counter.ts).
 */
import { refuse, type Reason } from "../../../../core/rules-types";
import { mayActFor } from "../../../../foundry/actors/may-act";
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import type { CardStep, CardStepOutcome } from "../../../../foundry/cards";
import { disarmResult, grappleResult } from "../../rules/attack/non-lethal";
import { FACTIONS_NON_LETHAL_REFUSAL } from "../../rules/attack/labels";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { factionsFighterOf, type FactionsFighter } from "../attack/fighters";
import { ATTACK_REFUSAL } from "../attack/keys";
import { rollSave } from "../attack/save-roll";
import { attackerOf } from "../card/apply-hit";
import { REFUSALS } from "../card/step-kit";
import { heldWeapons } from "./non-lethal-plan";
import { NON_LETHAL_COMMANDS, NON_LETHAL_REFUSAL } from "./non-lethal-keys";
import { addHold, endHold, fightOf } from "./holds";
import { FACTIONS_HOLD_STEPS } from "./hold-steps";

type Record = FactionsAttackRecord;
type NonLethal = NonNullable<Record["nonLethal"]>;

/** Why Roll damage cannot run on this card: a non-lethal attack deals none. */
export function nonLethalHolds(record: Record): Reason | null {
  return record.nonLethal ? { key: NON_LETHAL_REFUSAL.noDamage } : null;
}

/** The non-lethal attack still waits for its STR save: it hit, the target chose, its blow was not voided by a counter. */
export function awaitsSave(record: Record): boolean {
  if (!record.nonLethal || record.undone || !record.hit || record.reaction === "offered" || record.nonLethal.strSave !== null) return false;
  return record.counter === null || record.counter.hitLands;
}

function refusalBefore(record: Record, nonLethal: NonLethal | null): Reason | null {
  if (record.undone) return { key: ATTACK_REFUSAL.undone };
  if (!nonLethal) return { key: ATTACK_REFUSAL.badRequest };
  if (nonLethal.strSave !== null) return { key: NON_LETHAL_REFUSAL.resolved };
  if (!record.hit) return { key: ATTACK_REFUSAL.notAHit };
  if (record.reaction === "offered") return { key: ATTACK_REFUSAL.reactionPending, data: { name: record.target.name } };
  if (!awaitsSave(record)) return { key: NON_LETHAL_REFUSAL.notLanded };
  return null;
}

/** GM: the disarm's STR save; a failure unequips the picked weapon, read again from the target's items. */
export async function disarm(target: FactionsFighter, nonLethal: NonLethal, picked: string | null): Promise<CardStepOutcome<Record> | { nonLethal: NonLethal; roll: Roll }> {
  const held = heldWeapons(target.actor);
  const ids = held.map((weapon) => weapon.id);
  // The pick is checked before any die is rolled: a forged id is refused outright.
  if (ids.length > 0 && (picked === null || !ids.includes(picked))) return refuse(FACTIONS_NON_LETHAL_REFUSAL.notHeld);
  const saved = await rollSave(target.system.scores.str);
  const result = disarmResult(saved.save.passed, ids, picked);
  if (!result.ok) return result;
  const dropped = held.find((weapon) => weapon.id === result.disarm.dropped);
  if (dropped) await target.actor.items.get(dropped.id)?.update({ system: { equipped: false } } as never);
  return { roll: saved.roll, nonLethal: { ...nonLethal, strSave: saved.save, result: { ...result.disarm.result, data: {} }, droppedId: dropped?.id ?? "", droppedName: dropped?.name ?? "" } };
}

/** GM: the grapple's STR save; a failure leaves the target grabbed, held by the grabber (holds.ts). */
export async function grapple(grabberUuid: string, target: FactionsFighter, nonLethal: NonLethal): Promise<{ nonLethal: NonLethal; roll: Roll }> {
  const saved = await rollSave(target.system.scores.str);
  const result = grappleResult(saved.save.passed);
  const wasGrabbed = target.actor.statuses.has(FACTIONS_STATUS.grabbed);
  const grabber = tokenFromUuidSync(grabberUuid);
  if (result.grabbed) await setStatuses(target.actor, [FACTIONS_STATUS.grabbed], true);
  if (result.grabbed && grabber) await addHold(grabber, target.token);
  return { roll: saved.roll, nonLethal: { ...nonLethal, strSave: saved.save, result: { ...result.result, data: {} }, grabbed: result.grabbed, wasGrabbed } };
}

export const resolveNonLethalStep: CardStep<Record> = {
  command: NON_LETHAL_COMMANDS.resolveNonLethal,
  refusals: REFUSALS,
  async run({ record, asker, payload, message }) {
    const nonLethal = record.nonLethal;
    const before = refusalBefore(record, nonLethal);
    if (before || !nonLethal) return refuse(before?.key ?? ATTACK_REFUSAL.badRequest, before?.data);
    if (!asker.isGM && !mayActFor(asker.user, attackerOf(record))) return refuse(ATTACK_REFUSAL.notOwner, { name: record.attacker.name });
    const target = factionsFighterOf(tokenFromUuidSync(record.target.tokenUuid));
    if (!target) return refuse(ATTACK_REFUSAL.badRequest);
    const picked = typeof payload.type === "string" && payload.type ? payload.type : null;
    const done = nonLethal.kind === "disarm" ? await disarm(target, nonLethal, picked) : await grapple(record.attacker.tokenUuid, target, nonLethal);
    if ("ok" in done) return done;
    return { ok: true, record: { ...record, nonLethal: done.nonLethal }, rolls: [...message.rolls, done.roll] };
  },
};

/** GM, for Undo: the dropped weapon back in hand, and the hold this card made let go (a grab already there stays); the counter's too. */
export async function undoNonLethal(record: Record): Promise<void> {
  await undoOne(record.nonLethal, record.attacker.tokenUuid, record.target.tokenUuid);
  // A counter's disarm or grapple of the attacker (counter-hold.ts).
  await undoOne(record.counterNonLethal, record.target.tokenUuid, record.attacker.tokenUuid);
}

async function undoOne(nonLethal: NonLethal | null, by: string, on: string): Promise<void> {
  const target = factionsFighterOf(tokenFromUuidSync(on));
  if (!nonLethal || !target) return;
  if (nonLethal.droppedId) await target.actor.items.get(nonLethal.droppedId)?.update({ system: { equipped: true } } as never);
  if (!nonLethal.grabbed || nonLethal.wasGrabbed) return;
  await endHold(fightOf(target.token), { grabber: by, grabbed: target.token.uuid });
}

export const FACTIONS_NON_LETHAL_STEPS = [resolveNonLethalStep, ...FACTIONS_HOLD_STEPS];
