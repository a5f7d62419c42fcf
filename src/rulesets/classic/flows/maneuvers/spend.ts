/**
 * Spends what a maneuver costs from the creature's classic budget, on the GM's client, through the
 * actions flow's spend (flows/actions/spend.ts): a standard, an attack action, a full-round or a (named)
 * free action. Past the budget the refusal is marked overridable; a confirmed (`force`) request is taken
 * anyway and the GMs are told. Outside a started fight there is no budget.
 */
import type { Decision } from "../../../../core/rules-types";
import { whisperToGms } from "../../../../foundry/actions/gm-whisper";
import { tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { translate } from "../../../../foundry/i18n";
import type { ClassicAction } from "../../rules/actions/spend-action";
import { CLASSIC_MANEUVERS, type ClassicManeuver } from "../../rules/maneuvers/maneuver-table";
import { spendTakenAction } from "../actions/spend";
import { MANEUVER_TEXT } from "./keys";

/** The budget's action for the maneuver's cost; free actions are named by the maneuver (no two the same a turn). */
export function maneuverAction(maneuver: ClassicManeuver): ClassicAction {
  const cost = CLASSIC_MANEUVERS[maneuver].action;
  return cost === "free" ? { kind: "free", name: maneuver } : { kind: cost };
}

export async function spendManeuver(token: TokenDocument.Implementation, actor: Actor.Implementation, maneuver: ClassicManeuver, attacksPerRound: number, force: boolean): Promise<Decision<object>> {
  const spent = await spendTakenAction(tokenCombatant(token)?.combatant ?? null, attacksPerRound, maneuverAction(maneuver), force);
  if (!spent.ok) return spent;
  if (spent.overridden) {
    const rule = translate(spent.overridden.key, spent.overridden.data);
    await whisperToGms(actor, translate(MANEUVER_TEXT.overridden, { name: actor.name ?? "", maneuver: translate(MANEUVER_TEXT.name(maneuver)), rule }));
  }
  return { ok: true };
}
