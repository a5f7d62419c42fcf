/** Drives a fight through a StructureAdapter only, as the Foundry shell would, and reads what the tracker shows. */
import { expect } from "vitest";
import { expectJsonRoundTrip } from "../state-checks";
import type { Issuer } from "../../../../src/core/turns/engine";
import type {
  FighterInput, FighterStatus, FightSetup, GroupInput, GroupView, Intent, IntentKind, StructureAdapter, TrackerView,
} from "../../../../src/core/turns/adapters/adapter";
import { allowedIntents } from "../../../../src/core/turns/adapters/allowed";
import { combatRecordIssues, combatRecordType } from "../../../../src/core/schema/combat-record";
import { initialData } from "../../../../src/core/schema/spec";

export const GM: Issuer = { userId: "gm", isGM: true };
export const player = (userId: string): Issuer => ({ userId, isGM: false });

export function fighter(id: string, groupId: string, over: Partial<FighterInput> = {}): FighterInput {
  return {
    id, groupId, owners: [], initiativeBonus: 0, dexMod: 0, agilityModifier: 0, wit: 0,
    cannotBeSurprised: false, surprised: false, ambusher: false, ...over,
  };
}

export const group = (id: string, isParty = false): GroupInput => ({ id, isParty });

export function setup(groups: GroupInput[], fighters: FighterInput[], over: Partial<FightSetup> = {}): FightSetup {
  return { groups, fighters, startedBy: null, attacked: null, surprising: null, fastSlow: false, ...over };
}

/** The smallest and largest totals of a formula like 1d8, 1d8+2 or 1d6-1. */
export function rangeOf(formula: string): { min: number; max: number } {
  const m = /^1d(\d+)([+-]\d+)?$/.exec(formula);
  if (m === null) throw new Error(`unexpected formula ${formula}`);
  const bonus = m[2] === undefined ? 0 : Number(m[2]);
  return { min: 1 + bonus, max: Number(m[1]) + bonus };
}

export class Fight<S, C extends { type: string; by: Issuer }> {
  constructor(readonly adapter: StructureAdapter<S, C>, public state: S) {}

  static start<S, C extends { type: string; by: Issuer }>(adapter: StructureAdapter<S, C>, fight: FightSetup): Fight<S, C> {
    const f = new Fight(adapter, adapter.initial());
    f.apply(adapter.start(fight, GM));
    return f;
  }

  get view(): TrackerView {
    return this.adapter.view(this.state);
  }

  apply(cmd: C): this {
    const out = this.adapter.engine.apply(this.state, cmd);
    if (!out.ok) throw new Error(`refused ${cmd.type}: ${out.reason.key} ${JSON.stringify(out.reason.data ?? {})}`);
    this.state = out.state;
    return this;
  }

  /** What a click does; fails the test when the intent means nothing or the engine refuses it. */
  do(kind: IntentKind, target: { combatantId?: string; groupId?: string } = {}, by: Issuer = GM): this {
    const cmd = this.adapter.command(this.state, { kind, ...target }, by);
    if (cmd === null) throw new Error(`${kind} means nothing here`);
    return this.apply(cmd);
  }

  /** One whole turn: choose the combatant, then end its turn. */
  turn(combatantId: string, by: Issuer = GM): this {
    return this.do("act", { combatantId }, by).do("endTurn", { combatantId }, by);
  }

  /** The refusal key for a click, or "accepted". */
  try(kind: IntentKind, target: { combatantId?: string; groupId?: string }, by: Issuer): string {
    const cmd = this.adapter.command(this.state, { kind, ...target }, by);
    if (cmd === null) return "meaningless";
    const out = this.adapter.engine.apply(this.state, cmd);
    return out.ok ? "accepted" : out.reason.key;
  }

  /** Answers a roll the tracker shows as pending, the way the shell does after rolling it with Foundry. */
  roll(purpose: string, forId: string | null, total: number): this {
    const pending = this.view.pendingRolls.find((p) => p.purpose === purpose && (forId === null || p.forIds.includes(forId)));
    if (pending === undefined) throw new Error(`no pending ${purpose} roll for ${forId ?? "the fight"}`);
    return this.apply(this.adapter.rollCommand(this.state, { purpose, forId, total }, GM));
  }

  allowed(by: Issuer): Intent[] {
    return allowedIntents(this.adapter, this.state, by);
  }
}

/** Each fighter's status, by id. */
export function statuses(view: TrackerView): Record<string, FighterStatus> {
  return Object.fromEntries(view.fighters.map((f) => [f.id, f.status]));
}

/** A compact picture of the groups: "id:initiative[ onTurn][ done][ passed]". */
export function groupLine(view: TrackerView): string[] {
  const flag = (g: GroupView) => [g.onTurn ? " onTurn" : "", g.done ? " done" : "", g.passed ? " passed" : ""].join("");
  return view.groups.map((g) => `${g.id}:${g.initiative ?? "-"}${flag(g)}`);
}

/** Intents as short strings for readable expectations: "act maren", "endGroupTurn party", "undo". */
export function labels(intents: Intent[]): string[] {
  return intents.map((i) => [i.kind, i.combatantId ?? i.groupId].filter((x) => x !== undefined).join(" ")).sort();
}

export function expectSerialisable(view: TrackerView): void {
  expectJsonRoundTrip(view);
}

/**
 * Before the GM starts the fight: no groups, no fighters, nothing to click; and the stored state names its
 * own structure, so a saved combat passes the database's check before the start and after it.
 */
export function expectNothingBeforeStart<S, C extends { type: string; by: Issuer }>(adapter: StructureAdapter<S, C>, fight: FightSetup): void {
  const idle = adapter.initial();
  expect(adapter.view(idle)).toMatchObject({ structure: adapter.id, started: false, round: 0, phase: null, groups: [], fighters: [] });
  expect(adapter.candidates(idle)).toEqual([]);
  const stored = (state: S) => combatRecordIssues({ ...initialData(combatRecordType.schema), structure: adapter.id, state });
  expect(stored(idle)).toEqual([]);
  expect(stored(Fight.start(adapter, fight).state)).toEqual([]);
}
