/** Before a shove or grapple's attack: how big the target is and, for a shove, push or knock prone. */
import type { SizeClass } from "../../rules/combat/opposed-check";
import type { ShoveEffect } from "../../rules/combat/shove";
import type { Translate } from "../reason-text";
import { translate } from "../translate";
import type { AttemptKind, ManeuverAttempt } from "./maneuver-data";

export const MANEUVER_DIALOG_TEMPLATE = "systems/fray/templates/sides/maneuver-dialog.hbs";
const D = "FRAY.Sides.Maneuver.Dialog";
/** "implausible" is refused by the rules; the dialog offers what can be tried. */
const SIZES: readonly SizeClass[] = ["manSized", "largerHumanoid", "barelyPlausible"];
const EFFECTS: readonly ShoveEffect[] = ["prone", "push"];

export function maneuverDialogView(kind: AttemptKind, t: Translate) {
  return {
    hint: t(`${D}.Hint.${kind}`),
    sizes: SIZES.map((value, i) => ({ value, label: t(`${D}.SizeChoice.${value}`), selected: i === 0 })),
    effects: kind === "shove" ? EFFECTS.map((value, i) => ({ value, label: t(`${D}.EffectChoice.${value}`), selected: i === 0 })) : [],
  };
}

/** The form's answer as an attempt (unknown values fall back to man-sized, prone). */
export function attemptFromForm(kind: AttemptKind, form: Record<string, unknown>): ManeuverAttempt {
  const size = SIZES.find((s) => s === form.size) ?? "manSized";
  const effect = EFFECTS.find((e) => e === form.effect) ?? "prone";
  return { kind, size, effect, checkMessageId: null };
}

export async function askAttempt(kind: AttemptKind): Promise<ManeuverAttempt | null> {
  const content = await foundry.applications.handlebars.renderTemplate(MANEUVER_DIALOG_TEMPLATE, maneuverDialogView(kind, translate));
  const answer: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: translate(`${D}.Title.${kind}`) },
    content,
    buttons: [
      {
        action: "attack",
        label: `${D}.Attack`,
        default: true,
        callback: (_event, button) => (button.form ? new foundry.applications.ux.FormDataExtended(button.form).object : {}),
      },
    ],
    rejectClose: false,
  });
  if (typeof answer !== "object" || answer === null) return null;
  return attemptFromForm(kind, answer as Record<string, unknown>);
}
