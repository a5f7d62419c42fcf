/**
 * The GM's half of Fortify or Resist taken from the test dialog, before the test is rolled: reads the
 * tester's budget from its started fight (none out of one) and stamina and focus from the actor, lets
 * the pure rules take the reaction (or refuse it: overridably for a GM anywhere, for a player on the
 * character's own turn only), stores what it spent and tells the GMs of an override. Answers whether
 * Guard's +1 applies, or the refusal.
 */
import { OVERRIDABLE } from "../../../../foundry/actions/override";
import { whisperToGms } from "../../../../foundry/actions/gm-whisper";
import { answerRefusal, type GmAnswer } from "../../../../foundry/channel";
import { mayOverrideBudget } from "../../../../core/turns/budget-override";
import { storeEconomy } from "../../../../foundry/combat/round-budget";
import { translate } from "../../../../foundry/i18n";
import { takeTestReaction, type TestReactionId } from "../../rules/tests/reaction-test";
import { TEAMS_STATUS } from "../../rules/statuses";
import { budgetOf } from "../attack/fighters";
import type { TeamsActorData } from "./actor-ratings";
import { startedFightOf } from "../../../../foundry/combat/started-fight";

export const REACTION_KEYS = {
  /** Followed by "fortify" or "resist". */
  nameOf: "FRAY.Teams.Test.Reaction.Name.",
  overridden: "FRAY.Teams.Test.Reaction.Overridden",
  confirmTitle: "FRAY.Teams.Test.Reaction.Confirm.Title",
  confirmContent: "FRAY.Teams.Test.Reaction.Confirm.Content",
} as const;

export interface PaidReaction {
  guarding: boolean;
}

export async function payTestReaction(actor: Actor.Implementation, data: TeamsActorData, reaction: TestReactionId, force: boolean, userId: string): Promise<PaidReaction | GmAnswer> {
  // The token in its started fight, wherever that is; else its own (an unlinked one) or the first on the scene.
  const token = startedFightOf(actor)?.combatant.token ?? actor.token ?? actor.getActiveTokens()[0]?.document ?? null;
  const { fight, budget, ownTurn } = budgetOf(token);
  // Out of a fight Guard lasts only as its token status (as an attack reads it: fighters.ts targetInputOf).
  const guarding = fight ? budget.guarding : actor.statuses.has(TEAMS_STATUS.guarding);
  const resources = { stamina: data.stamina.value, focus: data.focus.value };
  const mayForce = mayOverrideBudget({ isGM: game.users?.get(userId)?.isGM === true }, ownTurn);
  const taken = takeTestReaction(fight ? budget : null, resources, reaction, force && mayForce);
  if (!taken.ok) return answerRefusal(taken.reason, mayForce ? { [OVERRIDABLE]: 1 } : {});
  if (fight && taken.budget) await storeEconomy(fight.combatant, taken.budget);
  // The teams actor models are built from their specs, which fvtt-types cannot see.
  await actor.update({ system: { stamina: { value: taken.resources.stamina }, focus: { value: taken.resources.focus } } } as unknown as Actor.UpdateData);
  if (taken.overridden) {
    const rule = translate(taken.overridden.key, taken.overridden.data);
    await whisperToGms(actor, translate(REACTION_KEYS.overridden, { actor: actor.name, reaction: translate(`${REACTION_KEYS.nameOf}${reaction}`), rule, user: game.users?.get(userId)?.name ?? "" }));
  }
  return { guarding };
}
