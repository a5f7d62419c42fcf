/**
 * The hold a grapple left, on its card, each a GM command against the GM's own card: the grabber's owner
 * may Shove (its main action: the grabbed is freed and pushed half a zone or into a hazard in its zone —
 * the GM moves the token and plays the hazard by hand) or Release (free); the grabbed's owner may try to
 * Break free (its main action: a STR save). The hold is read again from the fight (holds.ts); outside a
 * tracked fight the `grabbed` status is the hold. Past the budget only the GM goes ahead (and is told).
 * Each records what the card's Undo needs to take it back (holds-undo.ts). Who grabs whom is read from
 * the card's non-lethal records (card-hold.ts): after a grapple counter the target is the grabber.
 */
import { refuse, type Reason } from "../../../../core/rules-types";
import { mayActFor } from "../../../../foundry/actors/may-act";
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import type { CardStep, CardStepContext, CardStepOutcome } from "../../../../foundry/cards";
import { translate } from "../../../../foundry/i18n";
import { breakFree, shove } from "../../rules/attack/grapple-hold";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { factionsFighterOf } from "../attack/fighters";
import { ATTACK_REFUSAL } from "../attack/keys";
import { rollSave } from "../attack/save-roll";
import { spendMainAction } from "../attack/spend-main";
import { REFUSALS } from "../card/step-kit";
import { holdNames, liveHold, type CardHold } from "./card-hold";
import { endHold, fightOf, grabbedBy } from "./holds";
import { holdStateOf, withHoldUndo } from "./holds-undo";
import { HOLD_REFUSAL, HOLD_TEXT, NON_LETHAL_COMMANDS } from "./non-lethal-keys";

type Record = FactionsAttackRecord;
type Outcome = CardStepOutcome<Record>;

interface Hold {
  grabber: TokenDocument.Implementation;
  grabbed: TokenDocument.Implementation;
  combat: Combat.Implementation | null;
  /** The grabber still holds the grabbed. */
  grabbing: boolean;
  /** Who grabs whom on the card. */
  card: CardHold;
}

/** The hold as it stands now, read from the fight (or, outside one, from the `grabbed` status). */
function holdNow(card: CardHold): Hold | null {
  const [grabber, grabbed] = [tokenFromUuidSync(card.grabber.tokenUuid), tokenFromUuidSync(card.grabbed.tokenUuid)];
  if (!grabber || !grabbed) return null;
  const combat = fightOf(grabbed);
  const grabbing = combat ? grabbedBy(grabbed)?.grabber === grabber.uuid : grabbed.actor?.statuses.has(FACTIONS_STATUS.grabbed) === true;
  return { grabber, grabbed, combat, grabbing, card };
}

/** The card left a hold that has not ended on it, and the asker may act for whoever acts. */
function gate(record: Record, asker: CardStepContext<Record>["asker"], by: "grabber" | "grabbed"): Reason | null {
  if (record.undone) return { key: ATTACK_REFUSAL.undone };
  const card = liveHold(record);
  if (!card) return { key: HOLD_REFUSAL.notHeld };
  const party = card[by];
  const actor = tokenFromUuidSync(party.tokenUuid)?.actor ?? null;
  if (!asker.isGM && !mayActFor(asker.user, actor)) return { key: ATTACK_REFUSAL.notOwner, data: { name: party.name } };
  return null;
}

/** The record with a line about the hold (on the card's side that holds), ended or not. */
function withLine(record: Record, hold: Hold, line: Reason, over: boolean): Record {
  const nonLethal = record[hold.card.side]!;
  return { ...record, [hold.card.side]: { ...nonLethal, holdLines: [...nonLethal.holdLines, { key: line.key, data: { ...(line.data ?? {}) } }], holdOver: over } };
}

/** GM: spends this token's main action; past the budget only a GM's click goes ahead, and the GMs are told. */
const spendMain = (token: TokenDocument.Implementation, isGM: boolean) =>
  spendMainAction({ token, asker: { isGM }, force: isGM, overriddenText: (rule) => translate(HOLD_TEXT.overridden, { name: token.name ?? "", rule }) });

function step(command: string, by: "grabber" | "grabbed", run: (context: CardStepContext<Record>, hold: Hold) => Promise<Outcome>): CardStep<Record> {
  return {
    command,
    refusals: REFUSALS,
    async run(context) {
      const closed = gate(context.record, context.asker, by);
      if (closed) return refuse(closed.key, closed.data);
      const card = liveHold(context.record);
      const hold = card && holdNow(card);
      if (!hold) return refuse(ATTACK_REFUSAL.badRequest);
      return run(context, hold);
    },
  };
}

const end = (hold: Hold) => endHold(hold.combat, { grabber: hold.grabber.uuid, grabbed: hold.grabbed.uuid });

export const shoveStep = step(NON_LETHAL_COMMANDS.shove, "grabber", async ({ record, asker, payload }, hold) => {
  const into = payload.type === "hazard" ? "hazard" : "halfZone";
  const shoved = shove(hold.grabbing, { halfZone: into === "halfZone", intoHazard: into === "hazard" });
  if (!shoved.ok) return shoved;
  const spent = await spendMain(hold.grabber, asker.isGM);
  if (!spent.ok) return spent;
  const before = holdStateOf(hold.grabber, hold.grabbed);
  await end(hold);
  return { ok: true, record: withHoldUndo(withLine(record, hold, { key: HOLD_TEXT.shoved[into], data: holdNames(hold.card) }, true), spent.spentIn, before) };
});

export const releaseStep = step(NON_LETHAL_COMMANDS.release, "grabber", async ({ record }, hold) => {
  const before = holdStateOf(hold.grabber, hold.grabbed);
  await end(hold);
  return { ok: true, record: withHoldUndo(withLine(record, hold, { key: HOLD_TEXT.released, data: holdNames(hold.card) }, true), null, before) };
});

export const breakFreeStep = step(NON_LETHAL_COMMANDS.breakFree, "grabbed", async ({ record, asker, message }, hold) => {
  const fighter = factionsFighterOf(hold.grabbed);
  if (!fighter) return refuse(ATTACK_REFUSAL.badRequest);
  if (!hold.grabbing) return refuse(HOLD_REFUSAL.notHeld);
  const spent = await spendMain(hold.grabbed, asker.isGM);
  if (!spent.ok) return spent;
  const saved = await rollSave(fighter.system.scores.str);
  const after = breakFree(saved.save.passed);
  const before = after.held ? null : holdStateOf(hold.grabber, hold.grabbed);
  if (!after.held) await end(hold);
  // The save's own words are kept by key and translated where the card is shown.
  const line = { key: after.held ? HOLD_TEXT.stillHeld : HOLD_TEXT.brokeFree, data: { ...(saved.save.reason.data ?? {}), ...holdNames(hold.card), result: saved.save.reason.key } };
  return { ok: true, record: withHoldUndo(withLine(record, hold, line, !after.held), spent.spentIn, before), rolls: [...message.rolls, saved.roll] };
});

export const FACTIONS_HOLD_STEPS = [shoveStep, releaseStep, breakFreeStep];
