/** The tracker's face on the side-initiative engine (rulebook 000): sides roll 1d8, act in order, members in any order. */
import type { Issuer } from "../engine";
import {
  canActNow, initialSideInitiativeState, sideInitiative, type SideInitiativeCommand, type SideInitiativeState,
} from "../side-initiative";
import { sortedOrder } from "../side-order";
import type { FightSetup, GroupView, Intent, StructureAdapter, TrackerView } from "./adapter";
import {
  activeIdsOf, commonCommand, fighterViews, gmCandidates, memberInput, pendingRollViews, rollCommandFor, turnCandidates,
} from "./choose-who-acts";
import { rosterVerdicts } from "./roster-verdicts";

type S = SideInitiativeState;
type C = SideInitiativeCommand;

function start(setup: FightSetup, by: Issuer): C {
  return {
    type: "start",
    by,
    sides: setup.groups.map((g) => ({ id: g.id, isParty: g.isParty, surprising: setup.surprising === g.id })),
    members: setup.fighters.map((f) => ({ ...memberInput(f), dexMod: f.dexMod })),
  };
}

/** Sides in acting order: this round's order, then rolled sides not yet in it, then those still to roll. */
export function sideDisplayOrder(s: S): string[] {
  return [...s.order, ...sortedOrder(s.sides.filter((x) => !s.order.includes(x.id)))];
}

function groups(s: S): GroupView[] {
  const initiative = new Map(s.sides.map((x) => [x.id, x.initiative]));
  return sideDisplayOrder(s).map((id) => ({
    id,
    initiative: initiative.get(id) ?? null,
    onTurn: s.currentSideId === id,
    // In the free round, sides that were surprised sit it out.
    done: s.doneSides.includes(id) || (s.phase === "surprise" && !s.order.includes(id)),
    passed: false,
  }));
}

function view(s: S): TrackerView {
  return {
    structure: "sideInitiative",
    started: s.phase !== "idle",
    round: s.round,
    phase: s.phase === "idle" ? null : s.phase,
    threshold: null,
    holderId: null,
    groups: groups(s),
    order: [],
    fighters: fighterViews(s.members, s.activeId, canActNow(s)),
    activeIds: activeIdsOf(s.activeId),
    pendingRolls: pendingRollViews(s.pendingRolls),
  };
}

function command(s: S, intent: Intent, by: Issuer): C | null {
  if (intent.kind === "endGroupTurn") {
    const sideId = intent.groupId ?? s.currentSideId;
    return sideId === null ? null : { type: "endSideTurn", by, sideId };
  }
  return commonCommand(intent, s.activeId, by);
}

function candidates(s: S): Intent[] {
  if (s.phase === "idle") return [];
  const side: Intent[] = s.currentSideId === null ? [] : [{ kind: "endGroupTurn", groupId: s.currentSideId }];
  return [...turnCandidates(canActNow(s), s.activeId), ...side, ...gmCandidates(s.members, true, s.history.length > 0)];
}

export const sideInitiativeAdapter: StructureAdapter<S, C> = {
  id: "sideInitiative",
  groups: { party: true },
  engine: sideInitiative,
  initial: initialSideInitiativeState,
  start,
  join: (fighter, newGroup, by) => ({
    type: "join",
    by,
    member: { ...memberInput(fighter, newGroup?.id ?? null), dexMod: fighter.dexMod },
    newSide: newGroup === null ? null : { isParty: newGroup.isParty },
  }),
  command,
  moveToGroup: (_s, combatantId, sideId, by) => ({ type: "moveToSide", by, combatantId, sideId }),
  rollCommand: (s, result, by) => rollCommandFor(s.pendingRolls, result, by),
  view,
  candidates,
  verdicts: (s, by) => rosterVerdicts(s.members, by),
};
