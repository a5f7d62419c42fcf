/**
 * Spends what a maneuver costs from the creature's classic budget, through the classic spender
 * (flows/economy/spend.ts): a standard, an attack action, a full-round or a (named) free action. Past the
 * budget the refusal is overridable; a confirmed (`force`) request is taken anyway and the GMs are told.
 */
import type { Decision } from "../../../../core/rules-types";
import { tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { translate } from "../../../../foundry/i18n";
import type { ClassicAction } from "../../rules/actions/spend-action";
import { CLASSIC_MANEUVERS, type ClassicManeuver } from "../../rules/maneuvers/maneuver-table";
import { spendClassic } from "../economy/spend";
import { MANEUVER_TEXT } from "./keys";

/** The budget's action for the maneuver's cost; free actions are named by the maneuver (no two the same a turn). */
export function maneuverAction(maneuver: ClassicManeuver): ClassicAction {
  const cost = CLASSIC_MANEUVERS[maneuver].action;
  return cost === "free" ? { kind: "free", name: maneuver } : { kind: cost };
}

export async function spendManeuver(token: TokenDocument.Implementation, actor: Actor.Implementation, maneuver: ClassicManeuver, force: boolean): Promise<Decision<object>> {
  const spent = await spendClassic({
    combatant: tokenCombatant(token)?.combatant ?? null,
    spend: maneuverAction(maneuver),
    force,
    overriddenText: (rule) => translate(MANEUVER_TEXT.overridden, { name: actor.name ?? "", maneuver: translate(MANEUVER_TEXT.name(maneuver)), rule }),
  });
  return spent.ok ? { ok: true } : spent;
}
