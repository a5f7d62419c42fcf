/**
 * The tracker's face on the declared-action-speed engine (rulebook 003): base 1d12 − AGI once per
 * fight, a declaration each round, lowest first, ties together. Set up by joining each fighter, then starting.
 */
import type { Issuer } from "../engine";
import { createDeclaredState, declaredEngine } from "../declared";
import type { DeclaredCommand, DeclaredState } from "../declared-types";
import type { FighterInput, FightSetup, Intent, RollResult, StructureAdapter } from "./adapter";
import { declaredActiveIds, declaredView, mayDeclare, mayDeclareLate } from "./declared-view";
import type { DeclarationRound } from "../../declaration-plan";
import { declaredVerdicts } from "./declared-verdicts";
import { conditionCandidates, sequenceCommonCommand } from "./sequence-intents";

type S = DeclaredState;
type C = DeclaredCommand;

/** The declaration the dialog starts from (and the buttons are dry-run with): no action, no modifier. */
export const DECLARE_PLACEHOLDER = { actionId: "none", modifier: 0 } as const;

function joinCommand(f: FighterInput, by: Issuer): C {
  return {
    type: "join",
    by,
    // One who acted this round and rejoins sits the rest of it out, exactly as the surprised do.
    combatant: { id: f.id, name: f.id, owners: [...f.owners], agilityModifier: f.agilityModifier, surprised: f.surprised || f.actedThisRound === true },
  };
}

/** Join every fighter (the surprised marked so), then start (the start asks for every base d12). */
export function setupCommands(setup: FightSetup, by: Issuer): C[] {
  return [...setup.fighters.map((f) => joinCommand(f, by)), { type: "start", by }];
}

function command(s: S, intent: Intent, by: Issuer): C | null {
  switch (intent.kind) {
    case "declare":
      if (intent.combatantId === undefined) return null;
      return {
        type: "declare",
        by,
        combatantId: intent.combatantId,
        actionId: intent.actionId ?? DECLARE_PLACEHOLDER.actionId,
        modifier: intent.modifier ?? DECLARE_PLACEHOLDER.modifier,
      };
    case "lockDeclarations":
      return { type: "lockDeclarations", by };
    case "endTurn": {
      // Without a name: the one still acting in the step, when there is exactly one.
      const open = declaredActiveIds(s);
      const id = intent.combatantId ?? (open.length === 1 ? open[0] : undefined);
      return id === undefined ? null : { type: "endTurn", by, combatantId: id };
    }
    default:
      // Steps begin by themselves: act, delay, stepIn, hold, triggerHeld, pass, react, chooseFirst, endGroupTurn mean nothing here.
      return sequenceCommonCommand(intent, by);
  }
}

/**
 * A Foundry total for `1d12±n` becomes the engine's bare d12 (using the first named combatant's
 * formula); `forIds` shares one roll among several. An unknown purpose names nobody and is refused.
 */
function rollCommand(s: S, result: RollResult, by: Issuer): C {
  const named = result.forIds !== undefined && result.forIds.length > 0 ? result.forIds : result.forId === null ? [] : [result.forId];
  const ids = result.purpose === "baseInitiative" ? [...named] : [];
  const first = s.combatants.find((c) => c.id === ids[0]);
  const shift = first === undefined ? 0 : first.baseAdjustment - first.agilityModifier;
  return { type: "rollBase", by, combatantIds: ids, d12: result.total - shift };
}

function candidates(s: S): Intent[] {
  const out: Intent[] = [];
  const declare = (id: string): Intent => ({ kind: "declare", combatantId: id, ...DECLARE_PLACEHOLDER });
  if (s.phase === "declaring") {
    // Until the lock anyone able may declare (or change their mind).
    out.push(...s.combatants.map((c) => declare(c.id)), { kind: "lockDeclarations" });
  }
  if (s.phase === "resolving" || s.phase === "morale") {
    out.push(...declaredActiveIds(s).map((id): Intent => ({ kind: "endTurn", combatantId: id })));
    // After the lock only newcomers declare, once.
    out.push(...s.combatants.filter((c) => c.lateDeclarer && c.declaration === null).map((c) => declare(c.id)));
    out.push({ kind: "nextRound" });
  }
  for (const c of s.combatants) out.push(...conditionCandidates(c.id, c.condition));
  if (s.history.length > 0) out.push({ kind: "undo" });
  return out;
}

/** While a round's declarations are open, everyone able; after the lock, only newcomers who owe one, the rest all in. */
function declarers(s: S): DeclarationRound {
  if (s.phase !== "declaring") return { waiting: s.combatants.filter((c) => mayDeclareLate(s, c)).map((c) => c.id), declared: [] };
  const waiting = s.combatants.filter((c) => c.declaration === null && mayDeclare(s, c)).map((c) => c.id);
  return { waiting, declared: s.combatants.filter((c) => c.declaration !== null).map((c) => c.id) };
}

export const declaredAdapter: StructureAdapter<S, C> = {
  id: "declared",
  engine: declaredEngine,
  initial: createDeclaredState,
  start: (_setup, by) => ({ type: "start", by }),
  setup: setupCommands,
  join: (fighter, _newGroup, by) => joinCommand(fighter, by),
  command,
  rollCommand,
  sharedRolls: true,
  view: declaredView,
  candidates,
  verdicts: declaredVerdicts,
  declarers,
};
