/**
 * Days of rest without medical treatment (the sheet's button): the owner names the days in a dialog
 * and asks; the GM re-reads the creature and applies a day's recovery per day (CON modifier × Hit Dice
 * HP, at least 1 × Hit Dice; non-lethal damage five times as fast). A creature healed above 0 HP stands
 * again (its wound stays for the GM to treat). One chat line tells the table. The dead do not recover.
 * Days cannot pass in the middle of a fight: for a creature in a started fight (or taken out of one that
 * still runs) rest is refused, to the GM too (healing mid-fight is a sheet edit the GM makes on purpose,
 * not a rest asked by mistake).
 */
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { actorFromUuid } from "../../../../foundry/actors/resolve";
import { askGm, refusal, type GmHandler } from "../../../../foundry/channel";
import { askForm } from "../../../../foundry/form-dialog";
import { translate } from "../../../../foundry/i18n";
import { afterRest } from "../../rules/dying/daily-recovery";
import { afterHealing, isDead, readDying } from "../../rules/dying/dying-state";
import { classicDataOf, harmStateOf, recoveringOf, writeHarmState } from "./creature";
import { inStartedFight } from "./started-fight";

export const CLASSIC_REST_COMMAND = "classicRest";
export const CLASSIC_REST_DIALOG_TEMPLATE = "systems/fray/templates/classic/dialogs/rest-days.hbs";
/** A request for more days than a season is taken for a slip of the keyboard. */
export const MAX_REST_DAYS = 90;

const K = "FRAY.Classic.Rest";
export const REST_REFUSAL = {
  badRequest: `${K}.Refusal.badRequest`,
  notOwner: `${K}.Refusal.notOwner`,
  dead: `${K}.Refusal.dead`,
  inFight: `${K}.Refusal.inFight`,
} as const;

const restDays = (value: unknown): number | null => {
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 && days <= MAX_REST_DAYS ? days : null;
};

/** The sheet's button: asks how many days, then asks the GM. */
export async function restClassicCreature(actor: Actor.Implementation): Promise<void> {
  const view = { days: 1, max: MAX_REST_DAYS, label: translate(`${K}.days`) };
  const answer = await askForm(CLASSIC_REST_DIALOG_TEMPLATE, view, translate(`${K}.title`, { name: actor.name ?? "" }), { action: "rest", label: translate(`${K}.button`) });
  if (!answer) return;
  await askGm(CLASSIC_REST_COMMAND, { actorUuid: actor.token?.uuid ?? actor.uuid, days: Number(answer.days) });
}

export const handleRest: GmHandler = async (payload, userId) => {
  const actor = await actorFromUuid(payload.actorUuid);
  const data = classicDataOf(actor);
  const days = restDays(payload.days);
  if (!actor || !data || days === null) return refusal(REST_REFUSAL.badRequest);
  const name = actor.name ?? "";
  if (!userMayActFor(userId, actor)) return refusal(REST_REFUSAL.notOwner, { name });
  if (inStartedFight(actor)) return refusal(REST_REFUSAL.inFight, { name });
  const start = harmStateOf(data);
  if (isDead(readDying(data.dying))) return refusal(REST_REFUSAL.dead, { name });
  const rested = afterRest(start.hp, start.maxHp, start.nonLethal, recoveringOf(data), days);
  await writeHarmState(actor, { ...start, hp: rested.hp, nonLethal: rested.nonLethal, dying: afterHealing(rested.hp, start.dying) });
  const line = translate(`${K}.line`, { name, days, hpBefore: start.hp, hp: rested.hp, nldBefore: start.nonLethal, nld: rested.nonLethal });
  await ChatMessage.create({ content: `<p class="fray classic fray-classic-rest">${foundry.utils.escapeHTML(line)}</p>`, speaker: ChatMessage.getSpeaker({ actor }) });
  return { ok: true, result: { hp: rested.hp, nonLethal: rested.nonLethal } };
};
