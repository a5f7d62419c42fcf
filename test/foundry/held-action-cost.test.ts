/**
 * A held action going off in the tracker is paid from the holder's budget when the ruleset prices it
 * (RulesetEconomy.heldActionResolved): classic spends the immediate action, and refuses the trigger when
 * it is gone; a ruleset without the member lets it go off for free.
 */
import { describe, expect, it } from "vitest";
import { stepRecord, type EngineRecord } from "../../src/foundry/combat/record-step";
import { individualAdapter } from "../../src/core/turns/adapters/individual";
import type { AnyAdapter } from "../../src/core/turns/adapters/adapter";
import { budgetOf, emptyRoundState, withBudgets } from "../../src/core/schema/round-state";
import { classicRules } from "../../src/rulesets/classic/rules/ruleset";
import { classicEconomy } from "../../src/rulesets/classic/rules/actions/budget";
import { CLASSIC_ACTION_REFUSAL as NO } from "../../src/rulesets/classic/rules/actions/labels";

const adapter = individualAdapter as unknown as AnyAdapter;
const GM = { userId: "gm", isGM: true };
const fighter = (id: string, initiativeBonus: number) => ({ id, groupId: null, owners: [], initiativeBonus, dexMod: 0, agilityModifier: 0, wit: 10, cannotBeSurprised: false, surprised: false, ambusher: false });

function step(economy: Parameters<typeof stepRecord>[1], record: EngineRecord, command: { type: string; by: typeof GM }): EngineRecord {
  const outcome = stepRecord(adapter, economy, record, command);
  if (!outcome.ok) throw new Error(outcome.reason.key);
  return outcome.record;
}

/** Alric (20) holds "strike when the orc moves"; the orc (10) is up. */
function holding(economy: Parameters<typeof stepRecord>[1]): EngineRecord {
  const setup = { groups: [], fighters: [fighter("alric", 0), fighter("orc", 0)], startedBy: null, attacked: null, surprising: null, fastSlow: false };
  let record: EngineRecord = { state: adapter.initial(), roundState: emptyRoundState(), roundHistory: [] };
  for (const command of adapter.setup!(setup, GM)) record = step(economy, record, command);
  for (const [forId, total] of [["alric", 20], ["orc", 10]] as const) record = step(economy, record, adapter.rollCommand(record.state, { purpose: "initiative", forId, total }, GM));
  record = step(economy, record, adapter.command(record.state, { kind: "act", combatantId: "alric" }, GM)!);
  record = step(economy, record, adapter.command(record.state, { kind: "hold", combatantId: "alric", actionId: "strike", trigger: "the orc moves" }, GM)!);
  record = step(economy, record, adapter.command(record.state, { kind: "endTurn", combatantId: "alric" }, GM)!);
  return step(economy, record, adapter.command(record.state, { kind: "act", combatantId: "orc" }, GM)!);
}

const trigger = (record: EngineRecord) => adapter.command(record.state, { kind: "triggerHeld", combatantId: "alric", triggeredBy: "orc" }, GM)!;
const economy = classicRules.economy as Parameters<typeof stepRecord>[1];

describe("a classic held action goes off", () => {
  it("it spends Alric's immediate action (of the other kind) for the round", () => {
    const before = holding(economy);
    const after = step(economy, before, trigger(before));
    expect(classicEconomy.read(budgetOf(after.roundState, "alric"))).toMatchObject({ immediates: 1, immediateLock: "other" });
    expect(adapter.view(after.state).fighters.find((f) => f.id === "alric")?.held ?? null).toBeNull();
  });

  it("after an attack of opportunity this round the trigger is refused with the exclusivity reason, and nothing changes", () => {
    const before = holding(economy);
    const spent = { ...before, roundState: withBudgets(before.roundState, new Map([["alric", { ...classicEconomy.fresh(), immediates: 1, immediateLock: "opportunity" }]])) };
    expect(stepRecord(adapter, economy, spent, trigger(spent))).toEqual({ ok: false, reason: { key: NO.immediateExclusive, data: { kind: "FRAY.Classic.Action.Immediate.opportunity" } } });
  });

  it("undo gives the immediate action back", () => {
    const before = holding(economy);
    const after = step(economy, before, trigger(before));
    expect(step(economy, after, { type: "undo", by: GM }).roundState).toEqual(before.roundState);
  });

  it("a ruleset that does not price held actions lets the trigger through without touching the budget", () => {
    const free = { ...classicEconomy } as Parameters<typeof stepRecord>[1];
    const before = holding(free);
    expect(step(free, before, trigger(before)).roundState).toEqual(before.roundState);
  });
});
