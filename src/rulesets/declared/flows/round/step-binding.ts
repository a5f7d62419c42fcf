/**
 * GM: a deed (an attack, a spell cast, an item used, an Intimidation or Heal check) fits the fight its
 * creature is in, read from the engine's GM-written state, never from the request. Under declared-action
 * speed it is what the creature declared for the step being resolved (rules/actions/deed-fits-declaration.ts);
 * under any other turn structure it is made on the creature's own turn. A player is refused, whatever
 * `force` says; a GM's refusal is offered to confirm (the Referee is the final arbiter) and a GM who goes
 * ahead is told with the other GMs. Outside a started fight nothing is bound, except that a player's
 * creature taken out of a running fight (the GM noted it on the Combat), or standing in none while a
 * creature it acts on stands in one, acts once the GM puts it back. Call from work already on the GM's
 * lane, just before the deed's action is spent.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { answerRefusal, type GmAnswer } from "../../../../foundry/channel";
import { OVERRIDABLE } from "../../../../foundry/actions/override";
import { whisperToGms } from "../../../../foundry/actions/gm-whisper";
import { translate } from "../../../../foundry/i18n";
import { actsFromOutside } from "../../../../foundry/combat/started-fight";
import type { CreatureFight } from "./creature-fight";
import { parseDeclaredActionId } from "../../rules/actions/action-kinds";
import { deedFitsDeclaration, DEED_REFUSAL, stepActionOf, type DeclaredDeed } from "../../rules/actions/deed-fits-declaration";

export const DEED_OVERRIDDEN = "FRAY.Declared.Deed.Overridden";

/** Whether the deed fits the fight now: the declaration of the running step, or the creature's own turn. */
function fitsTheFight(fight: CreatureFight, deed: DeclaredDeed): Decision<object> & { stepAction: string | null } {
  if (fight.declared === null) return { ...(fight.ownTurn ? { ok: true as const } : refuse(DEED_REFUSAL.notYourTurn)), stepAction: null };
  const stepAction = stepActionOf(fight.declared, fight.combatantId);
  return { ...deedFitsDeclaration(deed, stepAction), stepAction };
}

/** The name of the weapon, spell or item the step's action names, for the refusal ("" for none). */
function declaredItemName(actor: Actor.Implementation, stepAction: string | null): string {
  const itemId = stepAction === null ? null : (parseDeclaredActionId(stepAction)?.itemId ?? null);
  return itemId === null ? "" : (actor.items.get(itemId)?.name ?? "");
}

export interface DeedAsk {
  fight: CreatureFight | null;
  actor: Actor.Implementation;
  deed: DeclaredDeed;
  /** The creatures the deed acts on (the target, the patient); none for a deed on itself. */
  actsOn?: readonly (Actor.Implementation | null | undefined)[];
  /** The server-stamped sender. */
  userId: string;
  force: boolean;
}

/** GM: null when the deed fits the fight (or a GM confirmed it anyway, the GMs told); else the refusal to answer. */
export async function keepsToTheFight({ fight, actor, deed, actsOn = [], userId, force }: DeedAsk): Promise<GmAnswer | null> {
  const isGM = game.users?.get(userId)?.isGM === true;
  if (!fight) return !isGM && actsFromOutside(actor, actsOn) ? answerRefusal({ key: DEED_REFUSAL.outsideFight, data: { name: actor.name ?? "", item: "" } }) : null;
  const fits = fitsTheFight(fight, deed);
  if (fits.ok) return null;
  const reason = { key: fits.reason.key, data: { name: actor.name ?? "", item: declaredItemName(actor, fits.stepAction) } };
  if (!(force && isGM)) return answerRefusal(reason, isGM ? { [OVERRIDABLE]: 1 } : {});
  const user = game.users?.get(userId)?.name ?? "";
  await whisperToGms(actor, translate(DEED_OVERRIDDEN, { user, actor: actor.name ?? "", rule: translate(reason.key, reason.data) }));
  return null;
}
