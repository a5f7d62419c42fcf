/**
 * Intimidating a monster (the sheet's button beside the Intimidation skill): the user's one target,
 * a monster in the intimidator's started fight. The GM re-reads both, asks the rules whether the target
 * may be intimidated, takes the Standard action, rolls d20 + Intimidation, posts the card and notes the
 * result for the monster's end-of-round morale check, which opposes it. The player's client only asks.
 */
import { modifierTotal } from "../../../../core/rules-types";
import { answerRefusal, type GmHandler } from "../../../../foundry/channel";
import { tokenFromUuid } from "../../../../foundry/actors/resolve";
import { translate } from "../../../../foundry/i18n";
import { warnUser } from "../../../../foundry/notify";
import { rollDice } from "../../../../foundry/roll-dice";
import { singleTarget } from "../../../../foundry/scene/user-target";
import { intimidationCheck, intimidationTarget } from "../../rules/actions/use-and-intimidate";
import { fightOfCreature } from "../round/creature-fight";
import { isDeclaredMonster } from "../round/creature";
import { noteIntimidation } from "../round/round-notes";
import { actingCreature, isRefusal, takeStandardAction } from "./acting";
import { askToAct } from "./ask";
import { USE_NOTICE, USE_REFUSAL } from "./keys";
import { DECLARED_INTIMIDATE_COMMAND, parseActRequest } from "./request";
import { intimidateCardView, postUseCard } from "./use-card";

export async function startIntimidate(actor: Actor.Implementation): Promise<void> {
  const target = singleTarget();
  if (!target) return warnUser(USE_NOTICE.oneTarget);
  await askToAct(DECLARED_INTIMIDATE_COMMAND, actor, target.document.uuid);
}

export const handleIntimidate: GmHandler = async (payload, userId) => {
  const request = parseActRequest(payload);
  const target = request ? await tokenFromUuid(request.subject) : null;
  if (!request || !target?.actor) return answerRefusal({ key: USE_REFUSAL.badRequest });
  const acting = await actingCreature(request, userId);
  if (isRefusal(acting)) return acting;
  const targetFight = fightOfCreature(target.actor, target);
  const allowed = intimidationTarget({
    inFight: acting.fight !== null,
    sameFight: targetFight !== null && targetFight.combat === acting.fight?.combat,
    targetIsMonster: isDeclaredMonster(target.actor),
    targetIsSelf: target.actor === acting.actor,
  });
  if (!allowed.ok || !targetFight) return answerRefusal(allowed.ok ? { key: USE_REFUSAL.badRequest } : allowed.reason, { target: target.name ?? "" });
  const acted = await takeStandardAction(acting, { kind: "other" }, userId, request.force, [target.actor]);
  if (acted) return acted;
  const check = intimidationCheck(acting.data.skills.intimidation);
  const { roll, total } = await rollDice(check.formula);
  const facts = { actor: acting.actor.name ?? "", target: target.name ?? "", formula: check.formula, die: total - modifierTotal(check.lines), lines: check.lines, total };
  await postUseCard(acting.actor, intimidateCardView(facts, translate), roll);
  await noteIntimidation(targetFight.combat, targetFight.combatantId, total);
  return { ok: true, result: { total } };
};
