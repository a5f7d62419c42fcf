import type { Intent } from "../../core/turns/adapters/adapter";
import { adapterOf, stateOf } from "./combat-engine";
import { declarableActionsOf } from "./declarable-actions";
import { translate } from "../i18n";

/** Steps that overrule the normal flow of the round ask the GM to confirm, saying what they cost. */
const OVERRIDE_WARNINGS: Partial<Record<Intent["kind"], string>> = {
  nextRound: "FRAY.Tracker.Confirm.nextRound",
  undo: "FRAY.Tracker.Confirm.undo",
  endGroupTurn: "FRAY.Tracker.Confirm.endGroupTurn",
};

/**
 * Some intents need a word from the player first: the declared action and its modifier, the held
 * action and its trigger. Triggering a held action names whoever is acting now. Null: cancelled.
 */
export async function askIntentDetails(combat: Combat.Implementation, intent: Intent): Promise<Intent | null> {
  const warning = OVERRIDE_WARNINGS[intent.kind];
  if (warning) {
    const confirmed = await foundry.applications.api.DialogV2.confirm({
      window: { title: `FRAY.Tracker.Intent.${intent.kind}` },
      content: `<p>${foundry.utils.escapeHTML(game.i18n?.localize(warning) ?? warning)}</p>`,
      rejectClose: false,
    });
    return confirmed === true ? intent : null;
  }
  if (intent.kind === "triggerHeld") {
    const active = adapterOf(combat)?.view(stateOf(combat)).activeIds[0];
    return active ? { ...intent, triggeredBy: active } : intent;
  }
  if (intent.kind !== "declare" && intent.kind !== "hold") return intent;
  const i18n = game.i18n;
  const declare = intent.kind === "declare";
  const options = declarableActionsOf(combat, intent.combatantId)
    .map((action) => `<option value="${foundry.utils.escapeHTML(action.id)}">${foundry.utils.escapeHTML(translate(action.label, action.data))} (${action.modifier >= 0 ? "+" : ""}${action.modifier})</option>`)
    .join("");
  const content = declare
    ? `<label>${i18n?.localize("FRAY.Tracker.Dialog.action")} <select name="actionId">${options}</select></label>`
    : `<label>${i18n?.localize("FRAY.Tracker.Dialog.heldAction")} <input name="actionId" type="text" required></label>
       <label>${i18n?.localize("FRAY.Tracker.Dialog.trigger")} <input name="trigger" type="text" required></label>`;
  const result: unknown = await foundry.applications.api.DialogV2.prompt({
    window: { title: declare ? "FRAY.Tracker.Intent.declare" : "FRAY.Tracker.Intent.hold" },
    content: `<div class="fray-dialog">${content}</div>`,
    ok: {
      callback: (_event: Event, button: HTMLButtonElement) => {
        const form = button.form;
        const read = (name: string) => form?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`)?.value ?? "";
        return { actionId: read("actionId"), trigger: read("trigger") };
      },
    },
    rejectClose: false,
  });
  if (typeof result !== "object" || result === null) return null;
  const answer = result as { actionId: string; trigger: string };
  return declare ? { ...intent, actionId: answer.actionId } : { ...intent, actionId: answer.actionId, trigger: answer.trigger };
}
