/**
 * A creature's Standard action in a started declared fight, on the GM's client, for every command that
 * takes one (attack, use, cast, intimidate): spent through spendDeclaredAction; past what its wound
 * state allows a player is refused, a GM is offered "anyway" (the refusal is marked overridable) and,
 * once it confirms (`force`), the action is spent and the GMs are told in a whisper (`overriddenKey`,
 * with {actor}, {rule} and {user}). Returns the refusal, or null once spent.
 */
import { answerRefusal, type GmAnswer } from "../../../../foundry/channel";
import { OVERRIDABLE } from "../../../../foundry/actions/override";
import { whisperToGms } from "../../../../foundry/actions/gm-whisper";
import { translate } from "../../../../foundry/i18n";
import { spendDeclaredAction } from "./spend-action";

export interface ActingCombatant {
  combat: Combat.Implementation;
  combatantId: string;
}

export interface StandardActionRequest {
  fight: ActingCombatant;
  actor: Actor.Implementation;
  userId: string;
  force: boolean;
  overriddenKey: string;
}

export async function spendStandardAction({ fight, actor, userId, force, overriddenKey }: StandardActionRequest): Promise<GmAnswer | null> {
  const isGM = game.users?.get(userId)?.isGM === true;
  const spent = await spendDeclaredAction(fight.combat, fight.combatantId, "standard");
  if (spent.ok) return null;
  if (!(force && isGM)) return answerRefusal(spent.reason, isGM ? { [OVERRIDABLE]: 1 } : {});
  const forced = await spendDeclaredAction(fight.combat, fight.combatantId, "standard", true);
  if (!forced.ok) return answerRefusal(forced.reason);
  await whisperToGms(actor, translate(overriddenKey, { actor: actor.name ?? "", rule: translate(spent.reason.key, spent.reason.data), user: game.users?.get(userId)?.name ?? "" }));
  return null;
}
