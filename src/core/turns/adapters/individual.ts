/**
 * The tracker's face on the individual-initiative engine (rulebook 002): d20 + bonus (20.08),
 * top to bottom, delay and held actions. The engine is set up by joining each fighter, then starting.
 */
import type { Issuer } from "../engine";
import { createIndividualState, individualEngine } from "../individual";
import type { IndividualCommand, IndividualState } from "../individual-types";
import type { FighterInput, FightSetup, Intent, RollResult, StructureAdapter } from "./adapter";
import { individualView } from "./individual-view";
import { individualVerdicts } from "./individual-verdicts";
import { conditionCandidates, sequenceCommonCommand } from "./sequence-intents";

type S = IndividualState;
type C = IndividualCommand;

/** Stand-ins the hold button is dry-run with; the shell's dialog replaces them with what the player writes. */
export const HOLD_PLACEHOLDER = { actionId: "held action", trigger: "trigger" } as const;

function joinCommand(f: FighterInput, by: Issuer): C {
  const acted = f.actedThisRound === true ? { actedThisRound: true } : {};
  return { type: "join", by, combatant: { id: f.id, name: f.id, owners: [...f.owners], initiativeBonus: f.initiativeBonus, ...acted } };
}

/** Join every fighter, then start (the start asks for every d20). */
export function setupCommands(setup: FightSetup, by: Issuer): C[] {
  return [...setup.fighters.map((f) => joinCommand(f, by)), { type: "start", by }];
}

function command(s: S, intent: Intent, by: Issuer): C | null {
  // Turn buttons without a name mean whoever is up.
  const id = intent.combatantId ?? s.current;
  switch (intent.kind) {
    case "act":
      return id === null ? null : { type: "beginTurn", by, combatantId: id };
    case "endTurn":
      return id === null ? null : { type: "endTurn", by, combatantId: id };
    case "delay":
      return id === null ? null : { type: "delay", by, combatantId: id };
    case "stepIn":
      return intent.combatantId === undefined ? null : { type: "stepIn", by, combatantId: intent.combatantId };
    case "hold":
      return id === null ? null : { type: "hold", by, combatantId: id, action: intent.actionId ?? "", trigger: intent.trigger ?? "" };
    case "triggerHeld": {
      if (intent.combatantId === undefined) return null;
      const base = { type: "triggerHeld" as const, by, combatantId: intent.combatantId };
      return intent.triggeredBy === undefined ? base : { ...base, triggeredBy: intent.triggeredBy };
    }
    default:
      // declare, lockDeclarations, pass, react, chooseFirst, endGroupTurn mean nothing here.
      return sequenceCommonCommand(intent, by);
  }
}

/**
 * A Foundry total for `1d20+bonus` becomes the engine's bare d20; a roll-off total is the d20 itself.
 * An unknown purpose becomes a roll-off for nobody, which the engine refuses.
 */
function rollCommand(s: S, result: RollResult, by: Issuer): C {
  const id = result.forId ?? result.forIds?.[0] ?? "";
  if (result.purpose === "initiative") {
    const bonus = s.combatants.find((c) => c.id === id)?.initiativeBonus ?? 0;
    return { type: "rollInitiative", by, combatantId: id, d20: result.total - bonus };
  }
  return { type: "rollOff", by, combatantId: result.purpose === "initiativeRollOff" ? id : "", roll: result.total };
}

/** A held action goes off on someone else's action: whoever is up, or (between turns) anyone else in the order. */
function triggerCandidates(s: S, holderId: string): Intent[] {
  if (s.current !== null && s.current !== holderId) return [{ kind: "triggerHeld", combatantId: holderId, triggeredBy: s.current }];
  return s.order.filter((id) => id !== holderId).map((id) => ({ kind: "triggerHeld", combatantId: holderId, triggeredBy: id }));
}

function candidates(s: S): Intent[] {
  const out: Intent[] = [];
  if (s.phase === "fighting") {
    const up = s.current;
    if (up !== null) {
      out.push({ kind: "act", combatantId: up }, { kind: "delay", combatantId: up });
      out.push({ kind: "hold", combatantId: up, actionId: HOLD_PLACEHOLDER.actionId, trigger: HOLD_PLACEHOLDER.trigger });
      out.push({ kind: "endTurn", combatantId: up });
    }
    const inOrder = new Set(s.order);
    for (const c of s.combatants) {
      if (!inOrder.has(c.id)) continue;
      // A delayer steps in, or gives this round's turn up.
      if (c.delaying) out.push({ kind: "stepIn", combatantId: c.id }, { kind: "endTurn", combatantId: c.id });
      if (c.held !== null) out.push(...triggerCandidates(s, c.id));
    }
    out.push({ kind: "nextRound" });
  }
  for (const c of s.combatants) out.push(...conditionCandidates(c.id, c.condition));
  if (s.history.length > 0) out.push({ kind: "undo" });
  return out;
}

export const individualAdapter: StructureAdapter<S, C> = {
  id: "individual",
  engine: individualEngine,
  initial: () => createIndividualState(),
  start: (_setup, by) => ({ type: "start", by }),
  setup: setupCommands,
  join: (fighter, _newGroup, by) => joinCommand(fighter, by),
  command,
  rollCommand,
  view: individualView,
  candidates,
  verdicts: individualVerdicts,
};
