import { registerGmHandler, type GmAnswer } from "../gm-queries";
import { FrayCombatData } from "./combat-model";
import { FrayCombat } from "./fray-combat";
import { FrayCombatTracker } from "./fray-combat-tracker";
import { groupIdOf, type StartChoices } from "./fight-setup";
import { ensureGroups } from "./group-setup";
import { parseIntent } from "./intent-payload";
import { adapterOf, applyIntent, joinFight, startFight } from "./turn-handler";

const NEEDS_GROUPS = ["sideInitiative", "alternatingTeams", "factions"];

function combatFor(payload: Record<string, unknown>): FrayCombat | null {
  const combat: unknown = game.combats?.get(String(payload.combatId));
  return combat instanceof FrayCombat ? combat : null;
}

function isGM(userId: string): boolean {
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
  };
}

async function handleTurn(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const combat = combatFor(payload);
  if (!combat) return { ok: false, reason: "FRAY.Tracker.Refusal.noCombat" };
  const intent = parseIntent(payload.intent);
  if (!intent) return { ok: false, reason: "FRAY.Tracker.Refusal.badRequest" };
  return applyIntent(combat, intent, { userId, isGM: isGM(userId) });
}

async function handleStart(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  if (!isGM(userId)) return { ok: false, reason: "FRAY.Tracker.Refusal.gmOnly" };
  const combat = combatFor(payload);
  if (!combat) return { ok: false, reason: "FRAY.Tracker.Refusal.noCombat" };
  if (adapterOf(combat)) return { ok: false, reason: "FRAY.Tracker.Refusal.alreadyStarted" };
  const structure = String(payload.structure);
  const choices = parseChoices(payload.choices);
  if (NEEDS_GROUPS.includes(structure)) {
    const party = await ensureGroups(combat, groupIdOf);
    choices.partyGroupId ??= party;
  }
  return startFight(combat, structure, choices);
}

/** Wires Fray's combat documents, tracker and GM commands into Foundry. */
export function registerCombat(): void {
  CONFIG.Combat.documentClass = FrayCombat;
  CONFIG.Combat.dataModels = { ...CONFIG.Combat.dataModels, base: FrayCombatData } as never;
  CONFIG.ui.combat = FrayCombatTracker;
  registerGmHandler("turn", handleTurn);
  registerGmHandler("startFight", handleStart);

  // Only the active GM changes the fight, once per event.
  const activeGM = () => game.users?.activeGM?.isSelf === true;
  Hooks.on("createCombatant", (combatant) => {
    if (activeGM() && combatant.parent) void joinFight(combatant.parent, combatant);
  });
  Hooks.on("deleteCombatant", (combatant) => {
    const combat = combatant.parent;
    if (activeGM() && combat && adapterOf(combat)) void applyIntent(combat, { kind: "leave", combatantId: combatant.id ?? "" }, { userId: game.user?.id ?? "", isGM: true });
  });
  Hooks.on("updateCombatant", (combatant, changes) => {
    const combat = combatant.parent;
    if (!activeGM() || !combat || !adapterOf(combat) || !("defeated" in changes)) return;
    const kind = changes.defeated ? "defeat" : "recover";
    void applyIntent(combat, { kind, combatantId: combatant.id ?? "" }, { userId: game.user?.id ?? "", isGM: true });
  });
}
