/**
 * Spends what a maneuver costs from the creature's classic budget, through the classic spender
 * (flows/economy/spend.ts): a standard, an attack action, a full-round or a (named) free action. Past the
 * budget a confirmed (`force`) request is taken anyway and the GMs are told, when its asker may confirm.
 */
import type { Decision } from "../../../../core/rules-types";
import { translate } from "../../../../foundry/i18n";
import type { ClassicAction } from "../../rules/actions/spend-action";
import { CLASSIC_MANEUVERS, type ClassicManeuver } from "../../rules/maneuvers/maneuver-table";
import { spendClassic } from "../economy/spend";
import { combatantInFight } from "../economy/acting-fight";
import { MANEUVER_TEXT } from "./keys";

/** The budget's action for the maneuver's cost; free actions are named by the maneuver (no two the same a turn). */
export function maneuverAction(maneuver: ClassicManeuver): ClassicAction {
  const cost = CLASSIC_MANEUVERS[maneuver].action;
  return cost === "free" ? { kind: "free", name: maneuver } : { kind: cost };
}

/** Who asks, and whether they confirmed going past the budget (a player may only on the creature's own turn). */
export interface ManeuverAsker {
  userId: string;
  force: boolean;
}

export async function spendManeuver(token: TokenDocument.Implementation, actor: Actor.Implementation, maneuver: ClassicManeuver, asker: ManeuverAsker): Promise<Decision<object>> {
  const spent = await spendClassic({
    combatant: combatantInFight(token, actor),
    spend: maneuverAction(maneuver),
    force: asker.force,
    userId: asker.userId,
    overriddenText: (rule) => translate(MANEUVER_TEXT.overridden, { name: actor.name ?? "", maneuver: translate(MANEUVER_TEXT.name(maneuver)), rule }),
  });
  return spent.ok ? { ok: true } : spent;
}
