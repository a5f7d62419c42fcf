/** The GM's side of the tracker: who asked is the channel's sender, never a field of the payload. */
import type { GmAnswer } from "../channel";
import { combatData } from "./combat-model";
import { FrayCombat } from "./fray-combat";
import { groupIdOf, type StartChoices } from "./fight-setup";
import { ensureGroups, FRIENDLY_GROUP } from "./group-setup";
import { parseIntent } from "./intent-payload";
import { parseShareInitiative } from "./shared-initiative";
import { applyIntent, startFight } from "./turn-handler";
import { adapterOf } from "./combat-engine";
import { damagedRefusal } from "./damaged-record";
import { ADAPTERS } from "../../core/turns/adapters/registry";
import { isTurnStructureId } from "../../core/rulesets";

/** The Fray combat a payload names, re-read from the world. */
export function combatFor(payload: Record<string, unknown>): FrayCombat | null {
  const combat: unknown = game.combats?.get(String(payload.combatId));
  return combat instanceof FrayCombat ? combat : null;
}

/** Whether the server-named sender is a GM. */
export function isGM(userId: string): boolean {
  return game.users?.get(userId)?.isGM === true;
}

const choiceOrNull = (value: unknown) => (typeof value === "string" && value.length > 0 ? value : null);

function parseChoices(raw: unknown): StartChoices {
  const data = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    startedBy: choiceOrNull(data.startedBy),
    attacked: choiceOrNull(data.attacked),
    surprising: choiceOrNull(data.surprising),
    fastSlow: data.fastSlow === true,
    partyGroupId: choiceOrNull(data.partyGroupId),
    shareInitiative: parseShareInitiative(data.shareInitiative),
  };
}

export async function handleTurn(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const combat = combatFor(payload);
  if (!combat) return { ok: false, reason: "FRAY.Tracker.Refusal.noCombat" };
  const damaged = damagedRefusal(combat);
  if (damaged) return damaged;
  const intent = parseIntent(payload.intent);
  if (!intent) return { ok: false, reason: "FRAY.Tracker.Refusal.badRequest" };
  return applyIntent(combat, intent, { userId, isGM: isGM(userId) });
}

export async function handleStart(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  if (!isGM(userId)) return { ok: false, reason: "FRAY.Tracker.Refusal.gmOnly" };
  const combat = combatFor(payload);
  if (!combat) return { ok: false, reason: "FRAY.Tracker.Refusal.noCombat" };
  // A damaged record is repaired (rebuilt or reset) before anything starts over it.
  const damaged = damagedRefusal(combat);
  if (damaged) return damaged;
  if (adapterOf(combat)) return { ok: false, reason: "FRAY.Tracker.Refusal.alreadyStarted" };
  return startEncounter(combat, String(payload.structure), parseChoices(payload.choices));
}

/** GM: starts a fight not yet started, naming the start panel's sides by the groups they become. */
export async function startEncounter(combat: FrayCombat, structure: string, choices: StartChoices): Promise<GmAnswer> {
  const groups = isTurnStructureId(structure) ? ADAPTERS[structure].groups : undefined;
  if (groups) {
    // The start panel names groups by disposition ("party", "foes") before they exist.
    const byKey = await ensureGroups(combat, groupIdOf);
    const resolve = (choice: string | null) => (choice === null ? null : (byKey.get(choice) ?? choice));
    choices.startedBy = resolve(choices.startedBy);
    choices.attacked = resolve(choices.attacked);
    choices.surprising = resolve(choices.surprising);
    // Unless the GM names the party's side, the friendly tokens' group is it.
    choices.partyGroupId = groups.party ? resolve(choices.partyGroupId ?? FRIENDLY_GROUP) : null;
  }
  return startFight(combat, structure, choices);
}

/** GM only, before the start: marks (or unmarks) a combatant who cannot be surprised, on the Combat. */
export async function handleMarkSurprise(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  if (!isGM(userId)) return { ok: false, reason: "FRAY.Tracker.Refusal.gmOnly" };
  const combat = combatFor(payload);
  if (!combat) return { ok: false, reason: "FRAY.Tracker.Refusal.noCombat" };
  if (adapterOf(combat)) return { ok: false, reason: "FRAY.Tracker.Refusal.alreadyStarted" };
  const id = typeof payload.combatantId === "string" ? payload.combatantId : "";
  if (!combat.combatants.get(id)) return { ok: false, reason: "FRAY.Tracker.Refusal.badRequest" };
  const marked = new Set(combatData(combat)?.cannotBeSurprised ?? []);
  if (payload.value === true) marked.add(id);
  else marked.delete(id);
  await combat.update({ system: { cannotBeSurprised: [...marked] } } as Combat.UpdateData);
  return { ok: true };
}
