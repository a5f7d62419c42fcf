/**
 * The GM's reading of a use, cast or intimidate request: the acting creature (the named token's actor,
 * or the actor), checked against the sender (userMayActFor), its started fight when it is a combatant
 * of one (found from its combatant when only the actor was named, so naming the actor dodges nothing),
 * and the Standard action the deed takes: in a started fight only a deed that fits it (the one declared
 * for the creature's running step under declared speed, on its own turn under another structure:
 * round/step-binding.ts), spent (the GM may go past the allowance, the GMs told); refused to the dead
 * outside one.
 */
import { answerRefusal, type GmAnswer } from "../../../../foundry/channel";
import { actorFromUuid, tokenFromUuid } from "../../../../foundry/actors/resolve";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { DECLARED_CONDITION_REFUSAL } from "../../rules/condition/labels";
import type { DeclaredDeed } from "../../rules/actions/deed-fits-declaration";
import { keepsToTheFight } from "../round/step-binding";
import { fightOfCreature, type CreatureFight } from "../round/creature-fight";
import { creatureDataOf, woundStateOf, type DeclaredCreatureData } from "../round/creature";
import { spendStandardAction } from "../round/standard-action";
import { USE_REFUSAL, USE_TEXT } from "./keys";
import type { DeclaredActRequest } from "./request";

export interface Acting {
  actor: Actor.Implementation;
  data: DeclaredCreatureData;
  /** Its place in a started fight, or null outside one. */
  fight: CreatureFight | null;
}

/** GM: the creature a request names, if the sender may act for it; else the refusal to answer. */
export async function actingCreature(request: DeclaredActRequest, userId: string): Promise<Acting | GmAnswer> {
  const named = await tokenFromUuid(request.creatureUuid);
  const actor = named?.actor ?? (await actorFromUuid(request.creatureUuid));
  const data = creatureDataOf(actor);
  if (!actor || !data || !game.users?.get(userId)) return answerRefusal({ key: USE_REFUSAL.badRequest });
  if (!userMayActFor(userId, actor)) return answerRefusal({ key: USE_REFUSAL.notOwner, data: { name: actor.name ?? "" } });
  return { actor, data, fight: fightOfCreature(actor, named) };
}

export const isRefusal = (value: Acting | GmAnswer): value is GmAnswer => "ok" in value;

/**
 * GM: the deed, if it is the one declared for the creature's running step, and its Standard action, spent
 * in a started fight; the dead do nothing outside one either. Null once taken.
 */
export async function takeStandardAction(acting: Acting, deed: DeclaredDeed, userId: string, force: boolean, actsOn: readonly (Actor.Implementation | null)[] = []): Promise<GmAnswer | null> {
  const bound = await keepsToTheFight({ fight: acting.fight, actor: acting.actor, deed, actsOn, userId, force });
  if (bound) return bound;
  if (acting.fight) return spendStandardAction({ fight: acting.fight, actor: acting.actor, userId, force, overriddenKey: USE_TEXT.overridden });
  return woundStateOf(acting.data) === "dead" ? answerRefusal({ key: DECLARED_CONDITION_REFUSAL.dead }) : null;
}
