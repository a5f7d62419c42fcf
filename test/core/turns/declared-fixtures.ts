/** Builders for declared-action fights used by the example and property tests. */
import { applyDeclared, createDeclaredState } from "../../../src/core/turns/declared";
import type { DeclaredCommand, DeclaredState } from "../../../src/core/turns/declared";
import { GM, runAll, type Run } from "./sequence-fixtures";
import { flatLang } from "../../support/lang";

export interface Creature {
  id: string;
  agi: number;
  d12: number;
  owners?: string[];
  surprised?: boolean;
}

export function apply(s: DeclaredState, c: DeclaredCommand) {
  return applyDeclared(s, c);
}

export function run(state: DeclaredState, ...cmds: DeclaredCommand[]): Run<DeclaredState> {
  return runAll(apply, state, cmds);
}

export const joinCmd = (c: Omit<Creature, "d12">, by = GM): DeclaredCommand => ({
  type: "join",
  by,
  combatant: { id: c.id, name: c.id, owners: c.owners ?? [], agilityModifier: c.agi, surprised: c.surprised === true },
});

/** Joins and rolls every creature, then starts: round 1, declarations open. */
export function fight(creatures: Creature[]): Run<DeclaredState> {
  const cmds: DeclaredCommand[] = creatures.map((c) => joinCmd(c));
  for (const c of creatures) cmds.push({ type: "rollBase", by: GM, combatantIds: [c.id], d12: c.d12 });
  cmds.push({ type: "start", by: GM });
  return run(createDeclaredState(), ...cmds);
}

export const declare = (id: string, modifier: number, actionId = "attack", by = GM): DeclaredCommand => ({ type: "declare", by, combatantId: id, actionId, modifier });
export const lock = (): DeclaredCommand => ({ type: "lockDeclarations", by: GM });
export const end = (id: string, by = GM): DeclaredCommand => ({ type: "endTurn", by, combatantId: id });
export const nextRound = (): DeclaredCommand => ({ type: "nextRound", by: GM });

/** Ends every step in turn until the morale step. */
export function resolveAll(state: DeclaredState): Run<DeclaredState> {
  let s = state;
  const events: Run<DeclaredState>["events"] = [];
  while (s.phase === "resolving" && s.step !== null) {
    const open = s.step.combatantIds.filter((id) => !(s.step?.ended ?? []).includes(id));
    const r = run(s, ...open.map((id) => end(id)));
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

const LANG = flatLang();

/** The refusal as the GM or player reads it (en.json, placeholders filled); fails if the command was accepted. */
export function refusalMessage(s: DeclaredState, cmd: DeclaredCommand): string {
  const out = apply(s, cmd);
  if (out.ok) throw new Error(`expected ${cmd.type} to be refused`);
  const text = LANG.get(out.reason.key) ?? out.reason.key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(out.reason.data?.[name] ?? `{${name}}`));
}
