/** Before a shove or grapple's attack: how big the target is and, for a shove, push or knock prone. */
import type { SizeClass } from "../../rules/combat/opposed-check";
import type { ShoveEffect } from "../../rules/combat/shove";
import type { Translate } from "../../../../core/rules-types";
import { askForm } from "../../../../foundry/form-dialog";
import { translate } from "../../../../foundry/i18n";
import type { AttemptKind, ManeuverAttempt } from "./maneuver-data";

export const MANEUVER_DIALOG_TEMPLATE = "systems/fray/templates/sides/dialogs/maneuver-dialog.hbs";
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
  const answer = await askForm(MANEUVER_DIALOG_TEMPLATE, maneuverDialogView(kind, translate), translate(`${D}.Title.${kind}`), { action: "attack", label: `${D}.Attack` });
  return answer ? attemptFromForm(kind, answer) : null;
}
