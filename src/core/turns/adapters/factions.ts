/** The tracker's face on the factions engine (rulebook 004): factions alternate acting or passing; fast/slow phases. */
import type { Issuer } from "../engine";
import { canActNow, factions, initialFactionsState, type FactionsCommand, type FactionsState } from "../factions";
import { factionCanAct, isActing } from "../factions-flow";
import { canTakeTurn } from "../roster";
import { ringFrom } from "../rotation";
import type { FighterInput, FightSetup, GroupView, Intent, StructureAdapter, TrackerView } from "./adapter";
import {
  activeIdsOf, commonCommand, fighterViews, gmCandidates, memberInput, pendingRollViews, rollCommandFor, turnCandidates,
} from "./choose-who-acts";
import { rosterVerdicts } from "./roster-verdicts";

type S = FactionsState;
type C = FactionsCommand;

const factionMember = (f: FighterInput, groupId: string | null = null) => ({ ...memberInput(f, groupId), wit: f.wit, ambusher: f.ambusher });

function start(setup: FightSetup, by: Issuer): C {
  return {
    type: "start",
    by,
    factions: setup.groups.map((g) => g.id),
    members: setup.fighters.map((f) => factionMember(f)),
    startedBy: setup.startedBy,
    fastSlow: setup.fastSlow,
  };
}

/** Factions round the table, starting from the one that acts first this round (or the holder). */
export function factionDisplayOrder(s: S): string[] {
  return ringFrom(s.factions, s.firstFactionId ?? s.holderId);
}

/**
 * Characters who could spend their turn on a reaction now, by anyone's leave: the engine's `canReactNow`
 * lists those a player may use while someone else acts; between turns the GM may still call for one.
 */
export function reactionCandidates(s: S): string[] {
  if (!isActing(s)) return [];
  return s.members.filter((m) => m.id !== s.activeId && canTakeTurn(m) && (s.phase !== "ambush" || m.ambusher)).map((m) => m.id);
}

function groups(s: S): GroupView[] {
  return factionDisplayOrder(s).map((id) => ({
    id,
    initiative: null,
    onTurn: s.currentFactionId === id,
    done: !factionCanAct(s, id),
    passed: s.passedInRow.includes(id),
  }));
}

function view(s: S): TrackerView {
  return {
    structure: "factions",
    started: s.phase !== "idle",
    round: s.round,
    phase: s.phase === "idle" ? null : s.phase,
    threshold: s.threshold,
    holderId: s.holderId,
    groups: groups(s),
    order: [],
    fighters: fighterViews(s.members, s.activeId, canActNow(s)),
    activeIds: activeIdsOf(s.activeId),
    // The holder roll picks a faction by face (1 = the first faction round the table): it is for all of them.
    pendingRolls: pendingRollViews(s.pendingRolls, (p) => (p.purpose === "initiativeHolder" ? [...s.factions] : [])),
  };
}

function command(s: S, intent: Intent, by: Issuer): C | null {
  switch (intent.kind) {
    case "pass": {
      const factionId = intent.groupId ?? s.currentFactionId;
      return factionId === null ? null : { type: "pass", by, factionId };
    }
    case "react":
    case "unreact":
      return intent.combatantId === undefined ? null : { type: intent.kind, by, combatantId: intent.combatantId };
    case "chooseFirst":
      return intent.groupId === undefined ? null : { type: "chooseFirst", by, factionId: intent.groupId };
    default:
      return commonCommand(intent, s.activeId, by);
  }
}

function candidates(s: S): Intent[] {
  if (s.phase === "idle") return [];
  const out: Intent[] = turnCandidates(canActNow(s), s.activeId);
  if (s.currentFactionId !== null) out.push({ kind: "pass", groupId: s.currentFactionId });
  for (const id of reactionCandidates(s)) out.push({ kind: "react", combatantId: id });
  if (s.phase === "roundSetup") for (const id of s.factions) out.push({ kind: "chooseFirst", groupId: id });
  return [...out, ...gmCandidates(s.members, isActing(s), s.history.length > 0)];
}

export const factionsAdapter: StructureAdapter<S, C> = {
  id: "factions",
  groups: { party: false },
  engine: factions,
  initial: initialFactionsState,
  start,
  join: (fighter, newGroup, by) => ({ type: "join", by, member: factionMember(fighter, newGroup?.id ?? null), newFaction: newGroup !== null }),
  command,
  rollCommand: (s, result, by) => rollCommandFor(s.pendingRolls, result, by),
  view,
  candidates,
  // A reaction answers someone's turn; between turns only the GM calls for one (reactionCandidates cleared the rest).
  verdicts: (s, by) => rosterVerdicts(s.members, by, { react: () => s.activeId !== null || by.isGM }),
};
