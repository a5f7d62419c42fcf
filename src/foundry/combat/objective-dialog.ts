import { askGm } from "../channel";
import { askForm } from "../form-dialog";
import { objectivesOf, OBJECTIVE_MAX_LENGTH, SET_OBJECTIVE } from "./objectives";

const TEMPLATE = "systems/fray/templates/combat/objective-dialog.hbs";

/** The GM writes (or clears) a team's objective in a small form; the active GM stores it. */
export async function editObjective(combat: Combat.Implementation, groupId: string): Promise<void> {
  const i18n = game.i18n;
  const name = combat.groups.get(groupId)?.name ?? "";
  const current = objectivesOf(combat)[groupId] ?? { text: "", complete: false };
  const answer = await askForm(
    TEMPLATE,
    { text: current.text, complete: current.complete, maxLength: OBJECTIVE_MAX_LENGTH },
    i18n?.format("FRAY.Tracker.Objective.dialogTitle", { team: name }) ?? name,
    { action: "save", label: i18n?.localize("FRAY.Tracker.Objective.save") ?? "" },
  );
  if (!answer) return;
  await askGm(SET_OBJECTIVE, { combatId: combat.id, groupId, text: String(answer.text ?? ""), complete: answer.complete === true });
}

/** The GM marks a team's objective complete, or not complete after all. */
export async function markObjective(combat: Combat.Implementation, groupId: string, complete: boolean): Promise<void> {
  await askGm(SET_OBJECTIVE, { combatId: combat.id, groupId, complete });
}
