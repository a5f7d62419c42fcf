/**
 * "Chase" on the tracker (the GM's): posts a chase card, whispered to the GMs, listing the fight's
 * creatures still in it (not dead, not already fled), each staying until the GM calls its pace. From the
 * morale card (flows/morale/morale-chase.ts) the card also lists those who just retreated, fleeing even.
 */
import { answerRefusal, refusal, type GmAnswer } from "../../../../foundry/channel";
import { postCard } from "../../../../foundry/cards";
import { combatFor } from "../../../../foundry/combat/combat-queries";
import type { RulesetTrackerButton, TrackerViewer } from "../../../../foundry/combat/tracker-extension";
import { gmUserIds } from "../../../../foundry/users";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { FACTIONS_SCHEMA_VERSION } from "../../schema/common";
import { factionsCreatureOf } from "../morale/morale-roster";
import { FACTIONS_CHASE_CARD } from "./chase-card";
import type { FactionsChaseRecord } from "../../schema/chase-card";
import { CHASE_COMMANDS, CHASE_REFUSAL, CHASE_TEXT } from "./keys";

const stillIn = (actor: Actor.Implementation) => !actor.statuses.has(FACTIONS_STATUS.dead) && !actor.statuses.has(FACTIONS_STATUS.fled);

/** The tracker's Chase button, for the GM. */
export const chaseTrackerButtons = (viewer: TrackerViewer): RulesetTrackerButton[] => (viewer.isGM ? [{ command: CHASE_COMMANDS.now, label: CHASE_TEXT.trackerButton, icon: "fa-solid fa-person-running" }] : []);

/**
 * GM: posts the chase card for the fight: its creatures still in it, and those the morale card says just
 * retreated (by combatant id; listed even though already `fled`, their pace called even); the card's id.
 */
export async function postChaseCard(combat: Combat.Implementation, retreating: ReadonlySet<string> = new Set<string>()): Promise<string> {
  const fighters = combat.combatants.contents.flatMap((combatant) => {
    const actor = combatant.actor;
    const retreats = retreating.has(combatant.id ?? "");
    if (!actor || factionsCreatureOf(actor) === null || actor.statuses.has(FACTIONS_STATUS.dead) || !(retreats || stillIn(actor))) return [];
    return [{ combatantId: combatant.id ?? "", tokenUuid: combatant.token?.uuid ?? "", actorUuid: actor.uuid, name: combatant.name ?? actor.name ?? "", pace: retreats ? ("even" as const) : ("stays" as const), save: null, escapes: false, outcome: "", fledBefore: false }];
  });
  const record: FactionsChaseRecord = { schemaVersion: FACTIONS_SCHEMA_VERSION, combatId: combat.id ?? "", fighters, run: false, undone: false };
  const message = await postCard(FACTIONS_CHASE_CARD, record, [], { whisper: gmUserIds() });
  return message?.id ?? "";
}

export async function handleChaseNow(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  if (game.users?.get(userId)?.isGM !== true) return answerRefusal(CHASE_REFUSAL.gmOnly);
  const combat = combatFor(payload);
  if (!combat) return refusal("FRAY.Tracker.Refusal.noCombat");
  return { ok: true, result: { messageId: await postChaseCard(combat) } };
}
