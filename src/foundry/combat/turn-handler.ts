import type { Issuer } from "../../core/turns/engine";
import type { Intent } from "../../core/turns/adapters/adapter";
import { ADAPTERS } from "../../core/turns/adapters/registry";
import { isTurnStructureId } from "../../core/rulesets";
import type { GmAnswer } from "../channel";
import { fightSetup, fighterInput, type StartChoices } from "./fight-setup";
import { shareKeyOf } from "./shared-initiative";
import { withCatalogModifier } from "./declarable-actions";
import { activeRules } from "../active-ruleset";
import { conditionIntent } from "../../core/turns/status-conditions";
import { combatData } from "./combat-model";
import { FrayCombat } from "./fray-combat";
import { adapterOf, stateOf } from "./combat-engine";
import { activeEconomy } from "./round-budget";
import { stepRecord, type EngineRecord } from "./record-step";
import { announceFightStarted } from "./fight-started";
import { applyCommand, recordOf } from "./apply-command";
import { refusalAnswer } from "./refusal-answer";
import { declarationsHidden } from "./declaration-turns";
import { sealDeclaration } from "./seal-declaration";
import { revealIfAllIn, sealedCommands, settleSealed } from "./sealed-reveal";
import { recoverForgotten } from "./sealed-recovery";
import { writeNotStarted } from "./not-started";
import type { CommandWrite } from "./command-write";

// The sides flows read the engine from here; the combat shell itself imports ./combat-engine.
export { adapterOf, stateOf };
export { refusalAnswer };

/**
 * Applies what someone asked for, as `by` (the server's word for who asked). Where declarations are
 * secret, a declaration is sealed instead (seal-declaration.ts), a lock brings the sealed ones in with
 * it, and after any command those left sealed are revealed once nobody else is awaited.
 */
export async function applyIntent(combat: Combat.Implementation, requested: Intent, by: Issuer, write: CommandWrite = {}): Promise<GmAnswer> {
  const adapter = adapterOf(combat);
  if (!adapter) return { ok: false, reason: "FRAY.Tracker.Refusal.notStarted" };
  const hidden = declarationsHidden(adapter);
  if (hidden) await recoverForgotten(combat, adapter);
  const sealed = hidden && requested.kind === "declare" ? await sealDeclaration(combat, adapter, requested, by) : null;
  if (sealed) {
    if (sealed.ok) await revealIfAllIn(combat, adapter);
    return sealed;
  }
  const intent = requested.kind === "declare" ? withCatalogModifier(combat, requested) : requested;
  if (!intent) return { ok: false, reason: "FRAY.Tracker.Refusal.unknownAction" };
  const command = adapter.command(stateOf(combat), intent, by);
  if (!command) return { ok: false, reason: "FRAY.Tracker.Refusal.notInThisStructure" };
  // A lock takes the sealed declarations in first, in the same write; a refused lock reveals nothing.
  const prelude = hidden && requested.kind === "lockDeclarations" ? sealedCommands(combat, adapter) : [];
  const answer = await applyCommand(combat, adapter, recordOf(combat), command, undefined, prelude, write);
  if (hidden) await settleSealed(combat, adapter, answer.ok && prelude.length > 0);
  return answer;
}

/**
 * GM only: starts the engine for this encounter's structure from the combatants present. Atomic: the
 * structure is written with the engine's first state, nothing before; a refused start writes nothing, and
 * one that breaks part-way (a roll's chat card cannot be made) is taken back to "not started".
 */
export async function startFight(combat: Combat.Implementation, structure: string, choices: StartChoices): Promise<GmAnswer> {
  if (!isTurnStructureId(structure)) return { ok: false, reason: "FRAY.Tracker.Refusal.unknownStructure" };
  const adapter = ADAPTERS[structure];
  const gm: Issuer = { userId: game.user?.id ?? "", isGM: true };
  const setup = fightSetup(combat, choices);
  // Some engines take each combatant's join before the start; only the last command's rolls follow.
  const commands = adapter.setup?.(setup, gm) ?? [adapter.start(setup, gm)];
  let record: EngineRecord = { state: adapter.initial(), roundState: recordOf(combat).roundState, roundHistory: [] };
  for (const command of commands.slice(0, -1)) {
    const outcome = stepRecord(adapter, activeEconomy(), record, command);
    if (!outcome.ok) return refusalAnswer(combat, outcome.reason);
    record = outcome.record;
  }
  const shareKey = shareKeyOf(combat, adapter.sharedRolls ? (choices.shareInitiative ?? "none") : "none");
  const started = await undoneIfBroken(combat, () => applyCommand(combat, adapter, record, commands[commands.length - 1]!, shareKey, [], { start: { system: { structure } } }));
  if (started.ok) announceFightStarted(combat, setup);
  return started;
}

/** A start that threw, or was refused after its first write (a roll's answer), leaves the encounter not started. */
async function undoneIfBroken(combat: Combat.Implementation, start: () => Promise<GmAnswer>): Promise<GmAnswer> {
  try {
    const answer = await start();
    if (!answer.ok && (combatData(combat)?.state ?? null) !== null) await writeNotStarted(combat);
    return answer;
  } catch (error) {
    console.error("Fray | the fight could not be started; the encounter is back to not started", error);
    await writeNotStarted(combat);
    return { ok: false, reason: "FRAY.Tracker.Refusal.startFailed" };
  }
}

/** GM only: a combatant added after the start joins without anyone else re-rolling (one back after acting stays acted). */
export async function joinFight(combat: Combat.Implementation, combatant: Combatant.Implementation, actedThisRound = false): Promise<GmAnswer> {
  const adapter = adapterOf(combat);
  if (!adapter) return { ok: true };
  const gm: Issuer = { userId: game.user?.id ?? "", isGM: true };
  const fighter = fighterInput(combatant, null, combatData(combat)?.cannotBeSurprised ?? [], actedThisRound);
  const known = adapter.view(stateOf(combat)).groups.some((group) => group.id === fighter.groupId);
  const newGroup = fighter.groupId && !known ? { id: fighter.groupId, isParty: false } : null;
  // Its document was created: a fact of the world, which takes no undo step (command-write.ts).
  return applyCommand(combat, adapter, recordOf(combat), adapter.join(fighter, newGroup, gm), undefined, [], { worldFact: true });
}

/** GM: a combatant's group changed in Foundry; structures that allow it move it without re-rolling. */
export async function moveToGroup(combat: Combat.Implementation, combatantId: string, groupId: string): Promise<GmAnswer> {
  const adapter = adapterOf(combat);
  if (!adapter?.moveToGroup) return { ok: false, reason: "FRAY.Tracker.Refusal.notInThisStructure" };
  const gm: Issuer = { userId: game.user?.id ?? "", isGM: true };
  return applyCommand(combat, adapter, recordOf(combat), adapter.moveToGroup(stateOf(combat), combatantId, groupId, gm));
}

/** GM: an actor's statuses changed; every started fight it is in hears whether it is down, dying, dead or up. */
export async function syncConditions(actor: Actor.Implementation): Promise<void> {
  const gm: Issuer = { userId: game.user?.id ?? "", isGM: true };
  const combats: unknown[] = game.combats?.contents ?? [];
  for (const combat of combats) {
    if (!(combat instanceof FrayCombat) || !adapterOf(combat)) continue;
    for (const combatant of combat.combatants.contents) {
      if (combatant.actor?.uuid !== actor.uuid) continue;
      // A refusal here means nothing changed for the engine (already down, already up).
      await applyIntent(combat, conditionIntent(activeRules().statuses, combatant.id ?? "", actor.statuses), gm);
    }
  }
}
