/**
 * The GM's handler for an action taken from a sheet: re-checks who asks and whether the economy
 * allows it (from the combat's own tracker state), stores the new budget on the combatant, applies
 * what the action does, tells the GMs of an override and posts any Attacks of Opportunity. Past the
 * budget only with leave: a GM anywhere, a player on their side's own turn; nobody down acts.
 */
import { combatById } from "../../../../foundry/actors/combatant-of";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { refusal, type GmAnswer } from "../../../../foundry/channel";
import { storedEconomy, storeEconomy } from "../../../../foundry/combat/round-budget";
import { groupIdOf } from "../../../../foundry/combat/fight-setup";
import { adapterOf, stateOf } from "../../../../foundry/combat/turn-handler";
import { releaseHeldAction, takeAction, type RoundActions } from "../../rules/combat/action-economy";
import { actionDefinition } from "../../rules/combat/action-table";
import type { Reason } from "../../../../core/rules-types";
import { mayOverrideBudget } from "../../../../core/turns/budget-override";
import { sidesEconomy } from "../../rules/economy";
import { actionContext } from "./action-context";
import { applyActionEffect } from "./action-effects";
import { parseActionRequest, type ActionRequest } from "./action-request";
import { OVERRIDABLE } from "../../../../foundry/actions/override";
import { actorFacts, canAct } from "./actor-facts";
import { postAttacksOfOpportunity } from "./aoo-card";
import { whisperOverride } from "./gm-whisper";
import { REFUSAL_KEYS } from "./keys";
import { grappleBlocksAction } from "../maneuvers/grapple-block";
import { swarmDeclaration } from "../round-state/swarm-declare";

type Outcome = { ok: true; state: RoundActions; overridden: Reason | null } | { ok: false; reason: Reason; overridable: boolean };

function decide(request: ActionRequest, state: RoundActions, combat: Combat.Implementation, combatant: Combatant.Implementation, actor: Actor.Implementation, askerIsGM: boolean): Outcome {
  if (request.actionId === "releaseHeld") {
    const released = releaseHeldAction(state);
    return released.ok ? { ok: true, state: released.state, overridden: null } : { ok: false, reason: released.reason, overridable: false };
  }
  const view = adapterOf(combat)?.view(stateOf(combat)) ?? null;
  const ctx = actionContext(view, combatant.id ?? "", groupIdOf(combatant), actorFacts(actor));
  const mayForce = mayOverrideBudget({ isGM: askerIsGM }, ctx.ownTurn);
  const taken = takeAction(state, request.actionId, ctx, request.force && mayForce);
  if (!taken.ok) return { ok: false, reason: taken.reason, overridable: mayForce };
  // takeAction wraps the broken rule in its "overridden" outcome; the GM is told the rule itself.
  const broken = taken.overridden ? { key: String(taken.overridden.data?.reason ?? taken.overridden.key) } : null;
  return { ok: true, state: taken.state, overridden: broken };
}

export async function handleTakeAction(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const request = parseActionRequest(payload);
  if (!request) return refusal(REFUSAL_KEYS.unknownAction);
  const combat = combatById(request.combatId);
  if (!combat) return refusal(REFUSAL_KEYS.noCombat);
  const combatant = combat.combatants.get(request.combatantId);
  const actor = combatant?.actor;
  if (!combatant || !actor) return refusal(REFUSAL_KEYS.noCombatant);
  if (!userMayActFor(userId, actor)) return refusal(REFUSAL_KEYS.notOwner, { name: combatant.name ?? actor.name });
  if (!canAct(actor)) return refusal(REFUSAL_KEYS.cannotAct, { name: combatant.name ?? actor.name });

  // Make a Swarm Attack names its target; a refused declaration is final and spends nothing.
  const swarm = request.actionId === "swarmAttack" ? swarmDeclaration(combat, combatant, payload) : null;
  if (swarm && !swarm.ok) return refusal(swarm.reason.key, { ...swarm.reason.data });

  const held = grappleBlocksAction(combat, combatant, request.actionId, request.moved);
  if (held) return refusal(held.key);

  const before = sidesEconomy.read(storedEconomy(combatant));
  const outcome = decide(request, before, combat, combatant, actor, game.users?.get(userId)?.isGM === true);
  if (!outcome.ok) return refusal(outcome.reason.key, { ...outcome.reason.data, ...(outcome.overridable ? { [OVERRIDABLE]: 1 } : {}) });

  await storeEconomy(combatant, outcome.state);
  if (swarm?.ok) await swarm.commit();
  if (outcome.overridden) await whisperOverride(actor, request.actionId, outcome.overridden, userId);
  await applyActionEffect(actor, request.actionId);
  const aoo =
    request.actionId !== "releaseHeld" && actionDefinition(request.actionId).provokes !== "no"
      ? await postAttacksOfOpportunity({ combatant, action: request.actionId, disengaged: before.disengaged, moved: request.moved })
      : [];
  return { ok: true, result: { overridden: outcome.overridden?.key ?? null, attacksOfOpportunity: aoo } };
}
