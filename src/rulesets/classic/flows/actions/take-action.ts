/**
 * The player's side of the sheet's action buttons: ask the GM to take the action (move, 5-foot step,
 * draw a weapon, retrieve an item, stand up or drop prone, drink a potion, use an item, cast a spell, a
 * counterspell off-turn when someone casts, a named free action `free:<name>` or `speak`, a swift action).
 * A spell first asks whether it needs somatic components and whether something removes them. Past the
 * round's budget the user is told why and asked whether to take it anyway (the GM is then told). The GM's
 * refusals reach the user as notifications (askGm). Everything else happens on the GM's client (gm-take-action.ts).
 */
import { askGmOrOverride } from "../../../../foundry/actions/override";
import { combatantOf } from "../../../../foundry/actors/combatant-of";
import { translate } from "../../../../foundry/i18n";
import { ownToken } from "../../../../foundry/scene/user-target";
import { askForm } from "../../../../foundry/form-dialog";
import { CAST_SPELL_TEXT, TAKEN_TEXT } from "./keys";
import { CLASSIC_TAKE_ACTION, parseActionId } from "./request";
import { CLASSIC_ACTION_TEMPLATES } from "./templates";

/** A spell's components, asked of the player before the GM is; null when the dialog is closed. */
async function askSpellComponents(): Promise<{ somatic: boolean; somaticRemoved: boolean } | null> {
  const form = await askForm(CLASSIC_ACTION_TEMPLATES.castSpell, {}, translate(CAST_SPELL_TEXT.title), { action: "cast", label: translate(CAST_SPELL_TEXT.cast) });
  return form ? { somatic: form.somatic === true, somaticRemoved: form.somaticRemoved === true } : null;
}

export async function takeClassicAction(actor: Actor.Implementation, action: string, itemId?: string): Promise<void> {
  const parsed = parseActionId(action);
  if (!parsed) return;
  const spell = parsed.action === "castSpell" ? await askSpellComponents() : {};
  if (!spell) return;
  const found = combatantOf(actor);
  const tokenUuid = ownToken(actor)?.document.uuid ?? "";
  const payload = { actorUuid: actor.uuid, tokenUuid, combatId: found?.combat.id ?? "", combatantId: found?.combatant.id ?? "", actionId: action, itemId: itemId ?? "", ...spell, force: false };
  const name = parsed.action === "free" ? parsed.freeName : translate(TAKEN_TEXT.name(parsed.action), { item: actor.items.get(itemId ?? "")?.name ?? "" });
  await askGmOrOverride(CLASSIC_TAKE_ACTION, payload, (reason, data) => ({
    title: translate(TAKEN_TEXT.confirmTitle, { action: name }),
    content: translate(TAKEN_TEXT.confirmContent, { action: name, rule: translate(reason, data) }),
  }));
}
