/**
 * The GM's handler for a teams action taken from a sheet: re-checks who asks, reads the budget from
 * the combat and stamina and focus from the actor, lets the pure rules take the action (or refuse it,
 * overridably: a GM anywhere, a player on the character's own turn), stores what it spent, tells the GMs
 * of an override, and applies what the action does. An actor named without its combatant is still held
 * to the fight it is in. Out of a started fight nothing is spent; only actions that change documents
 * are taken, and a player's character there cannot reach a patient in a fight. Nobody down acts.
 */
import type { Reason } from "../../../../core/rules-types";
import { OVERRIDABLE } from "../../../../foundry/actions/override";
import { combatById } from "../../../../foundry/actors/combatant-of";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { actorFromUuid, tokenFromUuid } from "../../../../foundry/actors/resolve";
import { answerRefusal, refusal, type GmAnswer } from "../../../../foundry/channel";
import { mayOverrideBudget } from "../../../../core/turns/budget-override";
import { adapterOf, stateOf } from "../../../../foundry/combat/combat-engine";
import { storedEconomy, storeEconomy } from "../../../../foundry/combat/round-budget";
import type { TeamsActionId } from "../../rules/actions/action-table";
import { teamsEconomy } from "../../rules/actions/economy";
import { abandonExtendedAction, continueExtendedAction } from "../../rules/actions/extended-action";
import { TEAMS_ECONOMY_REFUSAL } from "../../rules/actions/labels";
import { isReadyableAction } from "../../rules/actions/ready-action";
import { takeAction } from "../../rules/actions/take-action";
import { freshBudget } from "../../rules/actions/turn-budget";
import { applyCompletedAction, setProne, type EffectTargets } from "./action-effects";
import { isExtendedStep, parseTeamsActionRequest, type TeamsActionRequest } from "./action-request";
import { teamsOwnTurn } from "./own-turn";
import { holdableItem, isDown, isProne, resourcesOf } from "./actor-facts";
import { startedFightOf } from "../../../../foundry/combat/started-fight";
import { outsiderRefusal } from "./actor-fight";
import { whisperTeamsOverride } from "./gm-whisper";
import { REFUSAL_KEYS } from "./keys";
import { outOfFightRefusal } from "./panel-actions";

interface Acting {
  actor: Actor.Implementation;
  combat: Combat.Implementation | null;
  combatant: Combatant.Implementation | null;
}

async function actingOf(request: TeamsActionRequest): Promise<Acting | GmAnswer> {
  if (request.actorUuid) {
    const actor = await actorFromUuid(request.actorUuid);
    if (!actor) return refusal(REFUSAL_KEYS.noCombatant);
    // The sheet names the actor when its client views no fight: the GM still finds the one it is in.
    const fight = startedFightOf(actor);
    return { actor, combat: fight?.combat ?? null, combatant: fight?.combatant ?? null };
  }
  const combat = combatById(request.combatId);
  if (!combat) return refusal(REFUSAL_KEYS.noCombat);
  const combatant = combat.combatants.get(request.combatantId ?? "");
  const actor = combatant?.actor;
  return combatant && actor ? { actor, combat, combatant } : refusal(REFUSAL_KEYS.noCombatant);
}

/** The item, ally and patient the action names, read from documents; a missing one refuses it. */
async function targetsOf(request: TeamsActionRequest, acting: Acting): Promise<(EffectTargets & { reloadActions?: number }) | GmAnswer> {
  const id = request.actionId;
  const targets: EffectTargets & { reloadActions?: number } = { actor: acting.actor, item: null, ally: null, patient: null };
  if (id === "brandish" || id === "dropItem" || id === "reload") {
    const held = holdableItem(acting.actor, request.itemId);
    if (!held) return refusal(REFUSAL_KEYS.noItem);
    if (id === "dropItem" && !held.wielded) return refusal(REFUSAL_KEYS.notHeld, { item: held.name });
    if (id === "reload" && held.reload === 0) return refusal(REFUSAL_KEYS.noReload, { item: held.name });
    return { ...targets, item: acting.actor.items.get(held.id) ?? null, ...(id === "reload" ? { reloadActions: held.reload } : {}) };
  }
  const needsTarget = id === "command" || id === "resuscitate" || (id === "continueExtended" && extendedOf(acting) === "resuscitate");
  if (!needsTarget) return targets;
  const token = await tokenFromUuid(request.targetTokenUuid);
  if (id === "command") {
    const ally = acting.combat?.combatants.contents.find((c) => c.tokenId === token?.id && c.id !== acting.combatant?.id);
    return ally ? { ...targets, ally } : refusal(REFUSAL_KEYS.noAlly);
  }
  const patient = token?.actor ?? null;
  return patient ? { ...targets, patient } : refusal(REFUSAL_KEYS.noPatient);
}

function extendedOf(acting: Acting): string | null {
  return acting.combatant ? teamsEconomy.read(storedEconomy(acting.combatant)).extended?.action ?? null : null;
}

/** The view of a fight under way, or null out of one (no combat, or one not started). */
function fightOf(acting: Acting) {
  const view = acting.combat ? adapterOf(acting.combat)?.view(stateOf(acting.combat)) : null;
  return view?.started && acting.combat && acting.combatant ? { view, combatant: acting.combatant } : null;
}

export async function handleTeamsTakeAction(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const request = parseTeamsActionRequest(payload);
  if (!request) return refusal(REFUSAL_KEYS.unknownAction);
  const acting = await actingOf(request);
  if ("ok" in acting) return acting;
  if (!userMayActFor(userId, acting.actor)) return refusal(REFUSAL_KEYS.notOwner, { name: acting.combatant?.name ?? acting.actor.name });
  if (isDown(acting.actor)) return refusal(REFUSAL_KEYS.cannotAct, { name: acting.combatant?.name ?? acting.actor.name });
  const targets = await targetsOf(request, acting);
  if ("ok" in targets) return targets;
  const isGM = game.users?.get(userId)?.isGM === true;
  const fight = fightOf(acting);
  if (!fight) {
    const outsider = outsiderRefusal(isGM, acting.actor, targets.patient);
    return outsider ? answerRefusal(outsider) : takeOutOfFight(request, targets);
  }
  const ownTurn = teamsOwnTurn(fight.view, fight.combatant.id ?? "");
  const budget = teamsEconomy.read(storedEconomy(fight.combatant));
  if (isExtendedStep(request.actionId)) return stepExtended(request.actionId, fight.combatant, budget, ownTurn, targets);
  // Readying names one of the readyable actions; forcing past the economy never changes which.
  if (request.actionId === "readyAction" && !isReadyableAction(request.readied?.action)) return refusal(REFUSAL_KEYS.noReadiedChoice);
  // Past the budget only with leave: a GM anywhere, a player on the character's own turn (and not marked overridable elsewhere).
  const mayForce = mayOverrideBudget({ isGM }, ownTurn);
  return takeInFight(request.actionId, { force: request.force && mayForce, mayForce, userId }, fight.combatant, budget, ownTurn, targets, request.readied);
}

/** Whether the asker may take the action past the budget, and whether it asked to. */
interface Leave {
  force: boolean;
  mayForce: boolean;
  userId: string;
}

async function takeInFight(
  id: TeamsActionId,
  leave: Leave,
  combatant: Combatant.Implementation,
  budget: ReturnType<typeof freshBudget>,
  ownTurn: boolean,
  targets: EffectTargets & { reloadActions?: number },
  readied: TeamsActionRequest["readied"],
): Promise<GmAnswer> {
  const { actor } = targets;
  const ctx = {
    ownTurn,
    ...resourcesOf(actor),
    prone: isProne(actor),
    ...(targets.ally?.id ? { target: targets.ally.id } : {}),
    ...(targets.reloadActions === undefined ? {} : { reloadActions: targets.reloadActions }),
    // A Reload carried into later turns remembers its weapon, to load it when it is finished.
    ...(id === "reload" && targets.item?.id ? { itemId: targets.item.id } : {}),
    ...(id === "readyAction" && readied ? { readied } : {}),
  };
  const taken = takeAction(budget, resourcesOf(actor), id, ctx, leave.force);
  if (!taken.ok) return answerRefusal(taken.reason, leave.mayForce ? { [OVERRIDABLE]: 1 } : {});
  await storeEconomy(combatant, taken.budget);
  if (taken.cost.stamina > 0 || taken.cost.focus > 0) {
    await actor.update({ system: { stamina: { value: taken.resources.stamina }, focus: { value: taken.resources.focus } } } as Actor.UpdateData);
  }
  // takeAction wraps the broken rule in its "overridden" outcome; the GM is told the rule itself.
  const broken: Reason | null = taken.overridden ? { key: String(taken.overridden.data?.reason ?? taken.overridden.key) } : null;
  if (broken) await whisperTeamsOverride(actor, id, broken, leave.userId);
  if (taken.prone !== null && taken.prone !== isProne(actor)) await setProne(actor, taken.prone);
  if (taken.completed) await applyCompletedAction(id, targets);
  return { ok: true, result: { completed: taken.completed, overridden: broken?.key ?? null } };
}

async function stepExtended(
  step: "continueExtended" | "abandonExtended",
  combatant: Combatant.Implementation,
  budget: ReturnType<typeof freshBudget>,
  ownTurn: boolean,
  targets: EffectTargets,
): Promise<GmAnswer> {
  if (step === "abandonExtended") {
    const abandoned = abandonExtendedAction(budget, ownTurn);
    if (!abandoned.ok) return answerRefusal(abandoned.reason);
    await storeEconomy(combatant, abandoned.budget);
    return { ok: true, result: { abandoned: abandoned.abandoned } };
  }
  const continued = continueExtendedAction(budget, ownTurn);
  if (!continued.ok) return answerRefusal(continued.reason);
  await storeEconomy(combatant, continued.budget);
  if (continued.completed) await applyCompletedAction(continued.completed, { ...targets, item: continued.itemId ? (targets.actor.items.get(continued.itemId) ?? null) : targets.item });
  return { ok: true, result: { completed: continued.completed !== null } };
}

/** No budget out of a fight: the action's effect only, when it has one that makes sense there. */
async function takeOutOfFight(request: TeamsActionRequest, targets: EffectTargets & { reloadActions?: number }): Promise<GmAnswer> {
  const id = request.actionId;
  if (isExtendedStep(id)) return refusal(TEAMS_ECONOMY_REFUSAL.noExtendedAction);
  const { actor } = targets;
  const refused = outOfFightRefusal(id, isProne(actor));
  if (refused) return refusal(refused);
  // Taken whole on a budget no one keeps: only what it does to the actor counts.
  const taken = takeAction(freshBudget(), resourcesOf(actor), id, { ownTurn: true, ...resourcesOf(actor), prone: isProne(actor) }, true);
  if (!taken.ok) return answerRefusal(taken.reason);
  if (taken.prone !== null && taken.prone !== isProne(actor)) await setProne(actor, taken.prone);
  await applyCompletedAction(id, targets);
  return { ok: true, result: { completed: true, overridden: null } };
}
