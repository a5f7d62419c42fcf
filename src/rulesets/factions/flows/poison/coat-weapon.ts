/**
 * The player's side of a poison's Use: choose which of one's weapons to coat, then ask the GM (past the
 * round's budget the user is asked whether to use it anyway). Any other consumable's Use, and every other
 * turn action, goes on as the sheet's turn-action command.
 */
import { askForm } from "../../../../foundry/form-dialog";
import { askGmOrOverride } from "../../../../foundry/actions/override";
import { translate } from "../../../../foundry/i18n";
import { warnUser } from "../../../../foundry/notify";
import { ownToken } from "../../../../foundry/scene/user-target";
import type { FactionsTurnAction } from "../../rules/actions/turn-actions";
import { TAKE_ACTION_TEXT } from "../actions/keys";
import { takeFactionsAction } from "../actions/take-action";
import { COAT_WEAPON_TEMPLATE, FACTIONS_COAT_WEAPON, POISON_REFUSAL, POISON_TEXT } from "./keys";

const isPoison = (item: Item.Implementation | undefined) => (item?.type as string | undefined) === "factionsConsumable" && (item?.system as { kind?: unknown }).kind === "poison";

/** The weapons a dose can coat: the actor's own, not broken, not already coated. Plain data for the dialog. */
export function coatableWeapons(actor: Actor.Implementation): { id: string; name: string }[] {
  return actor.items.contents
    .filter((item) => {
      const system = item.system as { condition?: unknown; coated?: unknown };
      return (item.type as string) === "factionsWeapon" && system.condition !== "broken" && system.coated !== true;
    })
    .map((item) => ({ id: item.id ?? "", name: item.name ?? "" }));
}

/** Asks which weapon to coat with the dose `itemId`, then asks the GM to coat it. */
export async function coatWithPoison(actor: Actor.Implementation, itemId: string): Promise<void> {
  const weapons = coatableWeapons(actor);
  if (weapons.length === 0) return warnUser(POISON_REFUSAL.noWeapon);
  const form = await askForm(COAT_WEAPON_TEMPLATE, { weapons, dose: actor.items.get(itemId)?.name ?? "" }, translate(POISON_TEXT.dialogTitle), { action: "coat", label: translate(POISON_TEXT.dialogCoat) });
  const weaponId = typeof form?.weaponId === "string" ? form.weaponId : "";
  if (!weaponId) return;
  const payload = { actorUuid: actor.uuid, tokenUuid: ownToken(actor)?.document.uuid ?? "", itemId, weaponId, force: false };
  const action = translate(TAKE_ACTION_TEXT.used, { item: actor.items.get(itemId)?.name ?? "" });
  await askGmOrOverride(FACTIONS_COAT_WEAPON, payload, (reason, data) => ({
    title: translate(TAKE_ACTION_TEXT.confirmTitle, { action }),
    content: translate(TAKE_ACTION_TEXT.confirmContent, { action, rule: translate(reason, data) }),
  }));
}

/** The sheet's turn action: a poison's Use coats a weapon; anything else is the usual command. */
export async function takeActionOrCoat(actor: Actor.Implementation, action: FactionsTurnAction, itemId: string): Promise<void> {
  if (action === "useConsumable" && isPoison(actor.items.get(itemId))) return coatWithPoison(actor, itemId);
  return takeFactionsAction(actor, action, itemId);
}
