/**
 * The GM's handler for a dose of poison used on a weapon: re-reads the actor, the dose and the weapon
 * from documents (both the actor's own), checks the sender may act for it, spends the bonus action in a
 * started fight (an override is whispered to the GMs), takes one dose and coats the weapon, and posts a line.
 */
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { answerRefusal, refusal, type GmAnswer } from "../../../../foundry/channel";
import { translate } from "../../../../foundry/i18n";
import { turnAction } from "../../rules/actions/turn-actions";
import { coatWeapon, useOne } from "../../rules/character/consumables";
import { consumableOf } from "../actions/consumable-effect";
import { takerOf } from "../actions/gm-take-action";
import { postLine } from "../actions/action-line";
import { TAKE_ACTION_REFUSAL, TAKE_ACTION_TEXT } from "../actions/keys";
import { spendFactionsAction } from "../actions/spend";
import { parseCoatWeapon } from "./coat-request";
import { POISON_REFUSAL } from "./keys";

/** The actor's own weapon that can take a coat: not broken. */
function coatableWeapon(actor: Actor.Implementation, weaponId: string) {
  const weapon = actor.items.get(weaponId);
  if (!weapon || (weapon.type as string) !== "factionsWeapon") return null;
  const system = weapon.system as unknown as { condition: string; coated: boolean };
  return system.condition === "broken" ? null : { weapon, coated: system.coated };
}

export async function handleCoatWeapon(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const request = parseCoatWeapon(payload);
  const taker = request ? await takerOf(request) : null;
  if (!request || !taker) return refusal(TAKE_ACTION_REFUSAL.badRequest);
  const { actor, combatant } = taker;
  const name = actor.name ?? "";
  if (!userMayActFor(userId, actor)) return refusal(TAKE_ACTION_REFUSAL.notOwner, { name });
  const dose = consumableOf(actor, request.itemId);
  if (!dose || dose.data.kind !== "poison") return refusal(POISON_REFUSAL.notPoison);
  const left = useOne(dose.data);
  if (!left.ok) return answerRefusal(left.reason);
  const target = coatableWeapon(actor, request.weaponId);
  if (!target) return refusal(POISON_REFUSAL.noWeapon);
  if (target.coated) return refusal(POISON_REFUSAL.alreadyCoated, { weapon: target.weapon.name ?? "" });

  const action = translate(TAKE_ACTION_TEXT.used, { item: dose.item.name });
  const user = game.users?.get(userId)?.name ?? "";
  const spent = await spendFactionsAction({ actor, combatant, kind: turnAction("useConsumable").kind, asker: { isGM: game.users?.get(userId)?.isGM === true }, force: request.force, overriddenText: (rule) => translate(TAKE_ACTION_TEXT.overridden, { name, action, rule, user }) });
  if (!spent.ok) return answerRefusal(spent.reason, { name });

  await dose.item.update({ system: { quantity: left.quantity } } as Item.UpdateData);
  await target.weapon.update({ system: { coated: true } } as Item.UpdateData);
  await postLine(actor, translate(TAKE_ACTION_TEXT.line, { name, action }), [coatWeapon(target.weapon.name ?? "")], null);
  return { ok: true };
}
